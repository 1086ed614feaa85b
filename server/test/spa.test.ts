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
