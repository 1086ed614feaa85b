// GET /api/ai/usage and GET /api/keys under load for one signed-in user (autocannon over
// loopback, 100 connections), each against a bare Fastify sending the same response (body and
// headers) in the same run; the ratio to one sending the body only is reported too.
// Both routes read the session (remembered a few seconds per cookie: server/src/auth/session-cache.ts), then the quota or the
// stored keys (masked; the masks remembered per stored value) from the database on every request:
// the ratio says what that costs next to no work at all. Where the time went: docs/ARCHITECTURE.md.
import { measureVersusBare } from './lib/versus-bare.mjs';
import { atLeast, atMost, check, info } from './lib/rows.mjs';

export const title = 'GET /api/ai/usage and /api/keys throughput vs bare Fastify';
export const order = 42;
export const timeoutMs = 200_000;

const CONNECTIONS = 100;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 20;

/** A fresh user with two saved keys: what the key list decrypts and masks on every request. */
async function signedInCookie(ctx) {
  const headers = { 'content-type': 'application/json', origin: ctx.baseUrl };
  const user = { email: `bench-ai-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
  const signUp = await fetch(`${ctx.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(user), signal: ctx.signal });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (const [provider, apiKey] of [
    ['openai', 'sk-proj-bench-0123456789abcdefghijklmnop'],
    ['gemini', 'AIzaSy-bench-0123456789abcdefghijkl'],
  ]) {
    const saved = await fetch(`${ctx.baseUrl}/api/keys`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ provider, apiKey }), signal: ctx.signal });
    if (!saved.ok) throw new Error(`saving a key failed: ${saved.status} ${await saved.text()}`);
  }
  return cookie;
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const cookie = await signedInCookie(ctx);
  const rows = [];
  for (const route of ['/api/ai/usage', '/api/keys']) {
    const { app, bare, bareSameHeaders, load, headerBytes } = await measureVersusBare(ctx, { route, headers: { cookie }, connections: CONNECTIONS });
    const ratio = (base) => Math.round((app.rps / base.rps) * 100) / 100;
    rows.push(
      info({ what: `GET ${route} (DevForge)`, value: Math.round(app.rps), unit: 'req/s', note: `${load}, signed in` }),
      info({ what: `GET ${route} (bare Fastify, same response)`, value: Math.round(bareSameHeaders.rps), unit: 'req/s', note: `same body and headers (${headerBytes} bytes of them), no plugins; p99 ${bareSameHeaders.p99} ms` }),
      atLeast({ what: `GET ${route}: DevForge / bare Fastify (same response) req/s`, value: ratio(bareSameHeaders), unit: '×', min: MIN_RATIO }),
      info({ what: `GET ${route} (bare Fastify, same body only)`, value: Math.round(bare.rps), unit: 'req/s', note: `ratio ${ratio(bare)}×; p99 ${bare.p99} ms` }),
      atMost({ what: `GET ${route} p99 latency (DevForge)`, value: app.p99, unit: 'ms', max: MAX_P99_MS, note: `over ${app.requests} requests` }),
      check({ what: `GET ${route} failures under load`, ok: app.failures === 0, value: app.failures, goal: '0', note: 'non-2xx, errors and timeouts' }),
    );
  }
  return rows;
}
