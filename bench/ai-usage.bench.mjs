// GET /api/ai/usage and GET /api/keys under load for one signed-in user (autocannon over
// loopback, 100 connections), each against a bare Fastify sending the same body in the same run.
// Both routes read the session (the auth library's session and user rows), then the quota or the
// stored keys (decrypted and masked): the ratio says what that costs next to no work at all.
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForHttp } from './lib/processes.mjs';
import { atLeast, atMost, check, info } from './lib/rows.mjs';

export const title = 'GET /api/ai/usage and /api/keys throughput vs bare Fastify';
export const order = 42;
export const timeoutMs = 150_000;

// 8 s measured per server, in 2 s rounds alternating A B B A A B B A, after a 2 s warm-up each:
// on a shared machine the background load drifts, and interleaving makes both see the same drift.
const LOAD = { connections: 100, warmupSeconds: 2, roundSeconds: 2, rounds: 4 };
const MEASURED_SECONDS = LOAD.roundSeconds * LOAD.rounds;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 20;

function fire({ url, headers, seconds, signal, tally }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections: LOAD.connections, duration: seconds, timeout: 5 }, (err, result) => {
      signal.removeEventListener('abort', stop);
      if (err) return reject(err);
      if (tally) {
        tally.requests += result.requests.total;
        tally.failures += result.non2xx + result.errors + result.timeouts;
      }
      resolve();
    });
    if (tally) instance.on('response', (_client, _status, _bytes, ms) => tally.latencies.push(ms));
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
  });
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const newTally = () => ({ requests: 0, failures: 0, latencies: [] });
const round1 = (n) => Math.round(n * 10) / 10;

async function measureBoth({ appUrl, bareUrl, headers, signal }) {
  const app = newTally();
  const bare = newTally();
  await fire({ url: appUrl, headers, seconds: LOAD.warmupSeconds, signal });
  await fire({ url: bareUrl, headers, seconds: LOAD.warmupSeconds, signal });
  for (let round = 0; round < LOAD.rounds; round++) {
    const order = round % 2 === 0 ? [[appUrl, app], [bareUrl, bare]] : [[bareUrl, bare], [appUrl, app]];
    for (const [url, tally] of order) {
      if (signal.aborted) throw signal.reason;
      await fire({ url, headers, seconds: LOAD.roundSeconds, signal, tally });
    }
  }
  const summary = (t) => ({ rps: t.requests / MEASURED_SECONDS, p99: percentile(t.latencies, 99), requests: t.requests, failures: t.failures });
  return { app: summary(app), bare: summary(bare) };
}

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
  const headers = { cookie };
  const rows = [];
  for (const route of ['/api/ai/usage', '/api/keys']) {
    const appUrl = `${ctx.baseUrl}${route}`;
    const sample = await fetch(appUrl, { headers, signal: ctx.signal });
    const body = await sample.text();
    if (!sample.ok) throw new Error(`GET ${route} answered ${sample.status}: ${body}`);

    const port = await ctx.freePort();
    const bareServer = ctx.processes.start({
      name: `bare Fastify for ${route}`,
      args: [path.join(ctx.root, 'bench', 'fixtures', 'bare-fastify.mjs')],
      cwd: ctx.root,
      env: { ...process.env, PORT: String(port), BARE_BODY: body },
    });
    // The fixture answers on /api/health; the path does not matter to a bare server.
    const bareUrl = `http://127.0.0.1:${port}/api/health`;
    try {
      await waitForHttp(bareUrl, { handle: bareServer, timeoutMs: 15_000 });
      const { app, bare } = await measureBoth({ appUrl, bareUrl, headers, signal: ctx.signal });
      const load = `${LOAD.connections} connections, ${MEASURED_SECONDS} s (${LOAD.rounds} interleaved rounds) after ${LOAD.warmupSeconds} s warm-up, signed in`;
      rows.push(
        info({ what: `GET ${route} (DevForge)`, value: Math.round(app.rps), unit: 'req/s', note: load }),
        info({ what: `GET ${route} (bare Fastify)`, value: Math.round(bare.rps), unit: 'req/s', note: `same body, no plugins; p99 ${round1(bare.p99)} ms` }),
        atLeast({ what: `GET ${route}: DevForge / bare Fastify req/s`, value: Math.round((app.rps / bare.rps) * 100) / 100, unit: '×', min: MIN_RATIO }),
        atMost({ what: `GET ${route} p99 latency (DevForge)`, value: round1(app.p99), unit: 'ms', max: MAX_P99_MS, note: `over ${app.requests} requests` }),
        check({ what: `GET ${route} failures under load`, ok: app.failures === 0, value: app.failures, goal: '0', note: 'non-2xx, errors and timeouts' }),
      );
    } finally {
      await bareServer.stop();
    }
  }
  return rows;
}
