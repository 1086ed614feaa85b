// GET /api/health under load (autocannon over loopback), against a bare Fastify answering the same
// body in the same run. The ratio is what means something: absolute req/s depend on the machine.
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForHttp } from './lib/processes.mjs';
import { atLeast, check, info } from './lib/rows.mjs';

export const title = 'GET /api/health throughput vs bare Fastify';
export const order = 40;
export const timeoutMs = 60_000;

// 8 s measured per server, in 2 s rounds alternating A B B A A B B A: on a shared machine the
// background load drifts, and interleaving makes both servers see the same drift.
const LOAD = { connections: 50, warmupSeconds: 2, roundSeconds: 2, rounds: 4 };
const MEASURED_SECONDS = LOAD.roundSeconds * LOAD.rounds;
// The real route pings the database and passes helmet, the origin check and the error handler;
// keeping at least half a bare Fastify's rate says that per-request overhead stays small.
// Latency is reported without a goal: unlike the ratio, it mostly measures the machine.
const MIN_RATIO = 0.5;

/** One autocannon run; adds its requests, failures and every response time to `tally`. */
function fire({ url, seconds, signal, tally }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: LOAD.connections, duration: seconds, timeout: 5 }, (err, result) => {
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

const newTally = () => ({ requests: 0, failures: 0, latencies: [] });

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Warms both servers up (JIT, connections, SQLite cache; discarded), then the interleaved rounds. */
async function measureBoth({ appUrl, bareUrl, signal }) {
  const app = newTally();
  const bare = newTally();
  await fire({ url: appUrl, seconds: LOAD.warmupSeconds, signal });
  await fire({ url: bareUrl, seconds: LOAD.warmupSeconds, signal });
  for (let round = 0; round < LOAD.rounds; round++) {
    const order = round % 2 === 0 ? [[appUrl, app], [bareUrl, bare]] : [[bareUrl, bare], [appUrl, app]];
    for (const [url, tally] of order) {
      if (signal.aborted) throw signal.reason;
      await fire({ url, seconds: LOAD.roundSeconds, signal, tally });
    }
  }
  const summary = (t) => ({ rps: t.requests / MEASURED_SECONDS, p99: percentile(t.latencies, 99), requests: t.requests, failures: t.failures });
  return { app: summary(app), bare: summary(bare) };
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const appUrl = `${ctx.baseUrl}/api/health`;
  const body = await (await fetch(appUrl)).text();

  const port = await ctx.freePort();
  const bareServer = ctx.processes.start({
    name: 'bare Fastify',
    args: [path.join(ctx.root, 'bench', 'fixtures', 'bare-fastify.mjs')],
    cwd: ctx.root,
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
  });
  const bareUrl = `http://127.0.0.1:${port}/api/health`;
  try {
    await waitForHttp(bareUrl, { handle: bareServer, timeoutMs: 15_000 });
    const { app, bare } = await measureBoth({ appUrl, bareUrl, signal: ctx.signal });
    const load = `${LOAD.connections} connections, ${MEASURED_SECONDS} s (${LOAD.rounds} interleaved rounds) after ${LOAD.warmupSeconds} s warm-up`;
    return [
      info({ what: 'GET /api/health (DevForge)', value: Math.round(app.rps), unit: 'req/s', note: load }),
      info({ what: 'GET /api/health (bare Fastify)', value: Math.round(bare.rps), unit: 'req/s', note: `same body, no plugins; p99 ${Math.round(bare.p99 * 10) / 10} ms` }),
      atLeast({ what: 'DevForge / bare Fastify req/s', value: Math.round((app.rps / bare.rps) * 100) / 100, unit: '×', min: MIN_RATIO }),
      info({ what: 'GET /api/health p99 latency (DevForge)', value: Math.round(app.p99 * 10) / 10, unit: 'ms', note: `over ${app.requests} requests` }),
      check({
        what: 'GET /api/health failures under load',
        ok: app.failures === 0,
        value: app.failures,
        goal: '0',
        note: 'non-2xx, errors and timeouts',
      }),
    ];
  } finally {
    await bareServer.stop();
  }
}
