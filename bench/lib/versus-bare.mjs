// Throughput of one of our routes against a bare Fastify sending the same body, measured in the
// same run (autocannon over loopback). The ratio is what means something: absolute req/s depend
// on the machine and on whatever else runs on it.
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForHttp } from './processes.mjs';

const round1 = (n) => Math.round(n * 10) / 10;

/** One autocannon run; adds its requests, failures and every response time to `tally`. */
function fire({ url, headers, connections, seconds, signal, tally }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, timeout: 5 }, (err, result) => {
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

/**
 * Starts a bare Fastify answering `GET <route>`'s body, warms both servers up (JIT, connections,
 * SQLite cache; discarded), then measures in rounds alternating A B B A A B B A: on a shared
 * machine the background load drifts, and interleaving makes both servers see the same drift.
 *
 * @param {import('./context.mjs').BenchContext} ctx
 * @returns {Promise<{ app: Summary, bare: Summary, load: string }>} with Summary = { rps, p99, requests, failures }
 */
export async function measureVersusBare(ctx, { route, headers = {}, connections, warmupSeconds = 2, roundSeconds = 2, rounds = 4 }) {
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
    const { signal } = ctx;
    const shot = (url, seconds, tally) => fire({ url, headers, connections, seconds, signal, tally });
    const app = newTally();
    const bare = newTally();
    await shot(appUrl, warmupSeconds);
    await shot(bareUrl, warmupSeconds);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [[appUrl, app], [bareUrl, bare]] : [[bareUrl, bare], [appUrl, app]];
      for (const [url, tally] of order) {
        if (signal.aborted) throw signal.reason;
        await shot(url, roundSeconds, tally);
      }
    }
    const measured = roundSeconds * rounds;
    const summary = (t) => ({ rps: t.requests / measured, p99: round1(percentile(t.latencies, 99)), requests: t.requests, failures: t.failures });
    const load = `${connections} connections, ${measured} s (${rounds} interleaved rounds) after ${warmupSeconds} s warm-up`;
    return { app: summary(app), bare: summary(bare), load };
  } finally {
    await bareServer.stop();
  }
}
