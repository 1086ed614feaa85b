import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect, startTestServer, type TestServer } from './helpers';

describe(`SPA fallback (${dialect})`, () => {
  let server: TestServer;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-spa-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>DevForge</title><div id="root"></div>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'transport.net.worker-abc123.js'), 'fetch(1)');
    server = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/tools/json-formatter', '/account', '/some/unknown/page'])('serves index.html for deep link %s', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed asset when the browser accepts it', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends the API clients\' network worker with its own CSP, and the page keeps connect-src self', async () => {
    const worker = await fetch(`${server.url}/assets/transport.net.worker-abc123.js`);
    expect(worker.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self'; connect-src 'self' http: https:");
    const page = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await fetch(`${server.url}/api/tools/json-formatter`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe(`SPA with prerendered pages (${dialect})`, () => {
  let server: TestServer;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-spa-pre-'));
  const page = (name: string) => `<!doctype html><html lang="en" data-build="2030-01-01T00:00:00.000Z"><div id="root">${name}</div>`;
  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), page(''));
    fs.mkdirSync(path.join(staticDir, 'prerendered', 'auth'), { recursive: true });
    for (const name of ['index', 'about', '404', 'auth/reset-password']) fs.writeFileSync(path.join(staticDir, 'prerendered', `${name}.html`), page(name));
    fs.writeFileSync(
      path.join(staticDir, 'prerendered', 'routes.json'),
      JSON.stringify({
        pages: [
          { path: '/', file: 'prerendered/index.html' },
          { path: '/about', file: 'prerendered/about.html' },
          { path: '/auth/reset-password', file: 'prerendered/auth/reset-password.html' },
          { path: '*', file: 'prerendered/404.html' },
        ],
        routes: ['/', '/about', '/tools', '/tools/:toolId', '/account', '/auth/reset-password', '/*'],
      }),
    );
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    server = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'index'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/about?from=home', 'about'],
    ['/auth/reset-password?token=x', 'auth/reset-password'],
  ])('serves the prerendered page of %s', async (route, name) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<div id="root">${name}</div>`);
  });

  it.each(['/tools', '/tools/json-formatter', '/account'])('serves the shell for the deep link %s', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it.each(['/nope', '/tools/json-formatter/extra', '/about/team'])('answers %s, which no route matches, with the prerendered 404 page', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">404</div>');
  });

  it('answers a missing file (an asset of another deployment) with a plain 404, not a page', async () => {
    for (const route of ['/assets/gone-abc123.js', '/prerendered/nope.html']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('names the build it serves on every answer, the API included', async () => {
    for (const route of ['/api/health', '/about', '/sw.js']) {
      expect((await fetch(`${server.url}${route}`)).headers.get('x-devforge-build')).toBe('2030-01-01T00:00:00.000Z');
    }
  });

  it('has the service worker revalidated on every check', async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
