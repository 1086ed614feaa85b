// GET /api/snippets under load for one signed-in user with 20 saved snippets (autocannon over
// loopback, 100 connections), against a bare Fastify sending the same response (body and headers)
// in the same run; the ratio to one sending the body only is reported too. The route reads the
// session (remembered a few seconds per cookie) and the user's first page of snippets from the
// database on every request (database.read: server/src/snippets/store.ts).
import { measureVersusBare } from './lib/versus-bare.mjs';
import { atLeast, atMost, check, info } from './lib/rows.mjs';

export const title = 'GET /api/snippets throughput vs bare Fastify';
export const order = 43;
export const timeoutMs = 120_000;

const CONNECTIONS = 100;
const SNIPPETS = 20;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 20;

/** A fresh user with SNIPPETS snippets of a few hundred bytes each, as a real library holds. */
async function signedInCookie(ctx) {
  const headers = { 'content-type': 'application/json', origin: ctx.baseUrl };
  const user = { email: `bench-snippets-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
  const signUp = await fetch(`${ctx.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(user), signal: ctx.signal });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (let i = 0; i < SNIPPETS; i++) {
    const snippet = {
      title: `Snippet ${i}: debounce a callback`,
      code: `export function debounce${i}(fn, ms = ${i * 10}) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), ms);\n  };\n}\n`.repeat(2),
      language: ['javascript', 'typescript', 'python', 'sql'][i % 4],
      tags: ['utils', `group-${i % 3}`],
    };
    const saved = await fetch(`${ctx.baseUrl}/api/snippets`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(snippet), signal: ctx.signal });
    if (!saved.ok) throw new Error(`saving a snippet failed: ${saved.status} ${await saved.text()}`);
  }
  return cookie;
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const cookie = await signedInCookie(ctx);
  const route = '/api/snippets';
  const { app, bare, bareSameHeaders, load, headerBytes } = await measureVersusBare(ctx, { route, headers: { cookie }, connections: CONNECTIONS });
  const ratio = (base) => Math.round((app.rps / base.rps) * 100) / 100;
  return [
    info({ what: `GET ${route} (DevForge)`, value: Math.round(app.rps), unit: 'req/s', note: `${load}, signed in, ${SNIPPETS} snippets in the answer` }),
    info({ what: `GET ${route} (bare Fastify, same response)`, value: Math.round(bareSameHeaders.rps), unit: 'req/s', note: `same body and headers (${headerBytes} bytes of them), no plugins; p99 ${bareSameHeaders.p99} ms` }),
    atLeast({ what: `GET ${route}: DevForge / bare Fastify (same response) req/s`, value: ratio(bareSameHeaders), unit: '×', min: MIN_RATIO }),
    info({ what: `GET ${route} (bare Fastify, same body only)`, value: Math.round(bare.rps), unit: 'req/s', note: `ratio ${ratio(bare)}×; p99 ${bare.p99} ms` }),
    atMost({ what: `GET ${route} p99 latency (DevForge)`, value: app.p99, unit: 'ms', max: MAX_P99_MS, note: `over ${app.requests} requests` }),
    check({ what: `GET ${route} failures under load`, ok: app.failures === 0, value: app.failures, goal: '0', note: 'non-2xx, errors and timeouts' }),
  ];
}
