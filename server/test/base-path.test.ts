import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insideApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { linksIn, parseMail } from './mail-parse';
import { dialect, postJson, startTestServer, type TestServer } from './helpers';

// BASE_PATH (issue 37): the server under a sub-path behind a reverse proxy.

describe('BASE_PATH and APP_URL', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is the root when unset, and APP_URL is kept as before', () => {
    const config = load({ APP_URL: 'https://tools.example.com/' });
    expect(config.basePath).toBe('/');
    expect(config.appUrl).toBe('https://tools.example.com');
  });

  it('adds the sub-path to an APP_URL given as the origin, and accepts one that has it already', () => {
    for (const appUrl of ['https://example.com', 'https://example.com/devforge', 'https://example.com/devforge/']) {
      const config = load({ BASE_PATH: 'devforge', APP_URL: appUrl });
      expect(config.basePath).toBe('/devforge/');
      expect(config.appUrl).toBe('https://example.com/devforge');
    }
  });

  it('refuses an APP_URL path that contradicts BASE_PATH, and a BASE_PATH that is no path', () => {
    expect(() => load({ BASE_PATH: '/devforge/', APP_URL: 'https://example.com/other' })).toThrow(ConfigError);
    expect(() => load({ BASE_PATH: '/devforge/', APP_URL: 'https://example.com/other' })).toThrow(/APP_URL: its path \/other/);
    expect(() => load({ BASE_PATH: 'https://example.com/devforge' })).toThrow(/BASE_PATH: BASE_PATH must be a path/);
  });
});

describe('insideApp', () => {
  it.each([
    ['/devforge/api/health', '/api/health'],
    ['/devforge/api/ops?x=1&y=/devforge/', '/api/ops?x=1&y=/devforge/'],
    ['/devforge', '/'],
    ['/devforge?x', '/?x'],
    ['/devforge/', '/'],
    // A proxy that strips the prefix itself (proxy_pass …/;) is served the same.
    ['/api/health', '/api/health'],
    ['/devforgery/x', '/devforgery/x'],
  ])('%s → %s', (url, expected) => {
    expect(insideApp('/devforge/', url)).toBe(expected);
  });
});

describe(`the server under /devforge/ (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ BASE_PATH: '/devforge/' });
    // startTestServer's APP_URL is the origin: the config adds the sub-path.
    expect(server.config.appUrl).toBe(`${server.url}/devforge`);
  });
  afterAll(async () => server?.close());

  it('answers the API under the sub-path', async () => {
    const response = await fetch(`${server.url}/devforge/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    const missing = await fetch(`${server.url}/devforge/api/no-such-thing`);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' } });
  });

  it('signs up under the sub-path, with the session cookie scoped to it and the confirmation link inside it', async () => {
    const origin = server.url;
    const signUp = await postJson(
      `${origin}/devforge/api/auth/sign-up/email`,
      { email: 'sub@example.com', password: 'Str0ng-Passw0rd' },
      { origin },
    );
    expect(signUp.status, signUp.text).toBe(200);
    const cookie = signUp.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/; Path=\/devforge(;|$)/);
    const session = await fetch(`${origin}/devforge/api/auth/get-session`, { headers: { cookie: cookie!.split(';')[0]! } });
    expect(await session.json()).toMatchObject({ user: { email: 'sub@example.com' } });

    const outbox = path.join(server.config.dataDir, 'outbox');
    await vi.waitFor(() => expect(fs.existsSync(outbox) && fs.readdirSync(outbox).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const mail = parseMail(fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8'));
    const link = new URL(linksIn(mail).find((l) => l.includes('verify-email'))!);
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/devforge/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/devforge/auth/callback?confirmed=1');
    // Following it confirms the address and redirects to the page under the sub-path.
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toMatch(/^\/devforge\/auth\/callback\?confirmed=1/);
  });
});
