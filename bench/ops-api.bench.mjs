// POST /api/ops/base64-encode with a 1 KB input and a personal API token, under load (autocannon
// over loopback), against a bare Fastify doing the same encode on its own event loop, in
// interleaved rounds of the same run. DevForge's call also checks the token (hash lookup, last
// use), counts the call against the daily quota in the database (the calls of one turn in one
// statement) and runs the operation (a 1 KB input to a light operation runs on the event loop, as
// in the browser: server/src/ops/run-inline.ts); the ratio says what that costs. On a server of
// its own, with a quota the load cannot reach (the shared one keeps the production limits).
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForHttp } from './lib/processes.mjs';
import { atLeast, atMost, check, info } from './lib/rows.mjs';

export const title = 'POST /api/ops/base64-encode (token) throughput vs bare Fastify';
export const order = 43;
export const timeoutMs = 200_000;

const CONNECTIONS = 50;
const MIN_RATIO = 0.6;
const MAX_P99_MS = 20;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 2;
// Rounds alternate which server goes first. The ratio is the median of the rounds' own ratios: on
// this shared 2-core VM a neighbour's burst can halve one 2 s round of either server, and a sum
// over rounds lets those bursts decide the result; the median of side-by-side pairs does not.
// The ratio of the sums is shown beside it.
const ROUNDS = 8;

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; adds its requests, failures and every response time to `tally`. */
function fire({ url, headers, body, seconds, signal, tally }) {
  const before = tally?.requests ?? 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, method: 'POST', headers, body, connections: CONNECTIONS, duration: seconds, timeout: 5 },
      (err, result) => {
        signal.removeEventListener('abort', stop);
        if (err) return reject(err);
        if (tally) {
          tally.requests += result.requests.total;
          tally.failures += result.non2xx + result.errors + result.timeouts;
          tally.rounds.push((tally.requests - before) / seconds);
        }
        resolve();
      },
    );
    if (tally) instance.on('response', (_client, _status, _bytes, ms) => tally.latencies.push(ms));
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const [port, barePort] = [await ctx.freePort(), await ctx.freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = ctx.processes.start({
    name: 'operations API server',
    args: ['--import', 'tsx', 'server/src/main.ts'],
    cwd: ctx.root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(ctx.tmpDir, 'ops-api-data'),
      LOG_LEVEL: 'warn',
      OPS_FREE_DAILY_LIMIT: '100000000',
    },
  });
  const bare = ctx.processes.start({
    name: 'bare Fastify encoding',
    args: [path.join(ctx.root, 'bench', 'fixtures', 'bare-encode.mjs')],
    cwd: ctx.root,
    env: { ...process.env, PORT: String(barePort) },
  });
  try {
    await waitForHttp(`${baseUrl}/api/health`, { handle: server, timeoutMs: 30_000 });
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const user = { email: `bench-ops-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(user),
      signal: ctx.signal,
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${baseUrl}/api/tokens`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: 'bench' }),
      signal: ctx.signal,
    });
    if (!created.ok) throw new Error(`creating a token failed: ${created.status} ${await created.text()}`);
    const { secret } = await created.json();

    // 1 KB of text (ASCII and multi-byte characters), the same for both servers.
    const input = 'DevForge ✓ operations API, base64 bench. '.repeat(40).slice(0, 1000);
    const body = JSON.stringify({ input });
    const expected = Buffer.from(input, 'utf8').toString('base64');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${secret}` };
    const appUrl = `${baseUrl}/api/ops/base64-encode`;
    const bareUrl = `http://127.0.0.1:${barePort}/api/ops/base64-encode`;
    await waitForHttp(`http://127.0.0.1:${barePort}/api/health`, { handle: bare, timeoutMs: 15_000 });
    for (const url of [appUrl, bareUrl]) {
      const sample = await fetch(url, { method: 'POST', headers, body, signal: ctx.signal });
      const answer = await sample.json();
      if (!sample.ok || answer.output !== expected)
        throw new Error(`${url} answered ${sample.status}: ${JSON.stringify(answer).slice(0, 200)}`);
    }

    const { signal } = ctx;
    const targets = [
      [appUrl, { requests: 0, failures: 0, latencies: [], rounds: [] }],
      [bareUrl, { requests: 0, failures: 0, latencies: [], rounds: [] }],
    ];
    for (const [url] of targets) await fire({ url, headers, body, seconds: WARMUP_SECONDS, signal });
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < targets.length; i++) {
        const [url, tally] = targets[(round + i) % targets.length];
        if (signal.aborted) throw signal.reason;
        await fire({ url, headers, body, seconds: ROUND_SECONDS, signal, tally });
      }
    }
    const measured = ROUND_SECONDS * ROUNDS;
    const [appRounds, bareRounds] = targets.map(([, t]) => t.rounds);
    const roundRatios = appRounds.map((rps, i) => rps / bareRounds[i]);
    const [app, baseline] = targets.map(([, t]) => ({
      rps: t.requests / measured,
      p99: Math.round(percentile(t.latencies, 99) * 10) / 10,
      requests: t.requests,
      failures: t.failures,
    }));
    const load = `${CONNECTIONS} connections, ${measured} s (${ROUNDS} interleaved rounds) after ${WARMUP_SECONDS} s warm-up, 1 KB input`;
    return [
      info({ what: 'POST /api/ops/base64-encode (DevForge, API token)', value: Math.round(app.rps), unit: 'req/s', note: load }),
      info({
        what: 'POST /api/ops/base64-encode (bare Fastify encoding on its event loop)',
        value: Math.round(baseline.rps),
        unit: 'req/s',
        note: `p99 ${baseline.p99} ms`,
      }),
      atLeast({
        what: 'POST /api/ops/base64-encode: DevForge / bare Fastify req/s (median of rounds)',
        value: Math.round(percentile(roundRatios, 50) * 100) / 100,
        unit: '×',
        min: MIN_RATIO,
        note: `rounds ${roundRatios.map((r) => r.toFixed(2)).join(', ')}`,
      }),
      info({
        what: 'POST /api/ops/base64-encode: ratio of the summed req/s',
        value: Math.round((app.rps / baseline.rps) * 100) / 100,
        unit: '×',
      }),
      atMost({
        what: 'POST /api/ops/base64-encode p99 latency (DevForge)',
        value: app.p99,
        unit: 'ms',
        max: MAX_P99_MS,
        note: `over ${app.requests} requests`,
      }),
      check({
        what: 'POST /api/ops/base64-encode failures under load',
        ok: app.failures === 0,
        value: app.failures,
        goal: '0',
        note: 'non-2xx (quota included), errors and timeouts',
      }),
    ];
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}
