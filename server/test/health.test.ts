import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect, startTestServer, type TestServer } from './helpers';

describe(`health and error shapes (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('reports the database as reachable', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', dialect });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    const { openDatabase } = await import('../src/db/database');
    const { buildApp } = await import('../src/app');
    const database = openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: server.config.dataDir });
    const app = await buildApp(server.config, { database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: 'unreachable' });
    await app.close();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' } });
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await fetch(`${server.url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } });
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(server.config.bodyLimit + 10) });
    const response = await fetch(`${server.url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // Media only from our origin or from recordings the page itself made.
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('runs migrations idempotently', async () => {
    const { migrateToLatest } = await import('../src/db/migrate');
    expect(await migrateToLatest(server.database)).toEqual([]);
  });
});
