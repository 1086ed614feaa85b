// Throughput of one of our routes against a bare Fastify sending the same response, measured in the
// same run (autocannon over loopback). The ratio is what means something: absolute req/s depend
// on the machine and on whatever else runs on it.
//
// Two bare servers: one sends the same body only, the other the same body and the same response
// headers. Our security headers (CSP, HSTS, COOP, …: about 700 bytes, required by DESIGN.md) cost
// a bare Fastify about 30% of its rate by themselves, in bytes written to the socket; the second
// server measures what the route's own work costs, the first what the whole response costs.
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

/** Headers of a sample response that a bare server should send too: all but the ones Node sets itself. */
function responseHeaders(response) {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-type']);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

/**
 * Starts the two bare Fastify servers answering `GET <route>`'s body (one with its headers too),
 * warms all three up (JIT, connections, SQLite cache; discarded), then measures in rounds whose
 * order rotates: on a shared machine the background load drifts, and interleaving makes every
 * server see the same drift.
 *
 * @param {import('./context.mjs').BenchContext} ctx
 * @returns {Promise<{ app: Summary, bare: Summary, bareSameHeaders: Summary, load: string, headerBytes: number }>}
 *   with Summary = { rps, p99, requests, failures }
 */
export async function measureVersusBare(ctx, { route, headers = {}, connections, warmupSeconds = 2, roundSeconds = 2, rounds = 4 }) {
  const appUrl = `${ctx.baseUrl}${route}`;
  const sample = await fetch(appUrl, { headers, signal: ctx.signal });
  const body = await sample.text();
  if (!sample.ok) throw new Error(`GET ${route} answered ${sample.status}: ${body}`);
  const sameHeaders = responseHeaders(sample);
  const headerBytes = Object.entries(sameHeaders).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

  const startBare = async (name, env) => {
    const port = await ctx.freePort();
    const handle = ctx.processes.start({
      name: `${name} for ${route}`,
      args: [path.join(ctx.root, 'bench', 'fixtures', 'bare-fastify.mjs')],
      cwd: ctx.root,
      env: { ...process.env, PORT: String(port), BARE_BODY: body, ...env },
    });
    // The fixture answers on /api/health; the path does not matter to a bare server.
    return { handle, url: `http://127.0.0.1:${port}/api/health` };
  };
  const bareServers = [await startBare('bare Fastify', {}), await startBare('bare Fastify with our headers', { BARE_HEADERS: JSON.stringify(sameHeaders) })];
  try {
    for (const { handle, url } of bareServers) await waitForHttp(url, { handle, timeoutMs: 15_000 });
    const { signal } = ctx;
    const shot = (url, seconds, tally) => fire({ url, headers, connections, seconds, signal, tally });
    const targets = [
      [appUrl, newTally()],
      [bareServers[0].url, newTally()],
      [bareServers[1].url, newTally()],
    ];
    for (const [url] of targets) await shot(url, warmupSeconds);
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < targets.length; i++) {
        const [url, tally] = targets[(round + i) % targets.length];
        if (signal.aborted) throw signal.reason;
        await shot(url, roundSeconds, tally);
      }
    }
    const measured = roundSeconds * rounds;
    const summary = (t) => ({ rps: t.requests / measured, p99: round1(percentile(t.latencies, 99)), requests: t.requests, failures: t.failures });
    const load = `${connections} connections, ${measured} s (${rounds} interleaved rounds) after ${warmupSeconds} s warm-up`;
    const [app, bare, bareSameHeaders] = targets.map(([, tally]) => summary(tally));
    return { app, bare, bareSameHeaders, load, headerBytes };
  } finally {
    await Promise.all(bareServers.map(({ handle }) => handle.stop()));
  }
}
