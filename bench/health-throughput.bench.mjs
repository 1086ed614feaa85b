// GET /api/health under load (autocannon over loopback), against a bare Fastify answering the same
// response in the same run. The ratio is what means something: absolute req/s depend on the machine.
import { measureVersusBare } from './lib/versus-bare.mjs';
import { atLeast, check, info } from './lib/rows.mjs';

export const title = 'GET /api/health throughput vs bare Fastify';
export const order = 40;
export const timeoutMs = 90_000;

// The real route pings the database and passes the security headers, the origin check and the
// error handler; keeping at least half a bare Fastify's rate says that per-request overhead stays
// small. Latency is reported without a goal: unlike the ratio, it mostly measures the machine.
const MIN_RATIO = 0.5;

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { app, bare, bareSameHeaders, load, headerBytes } = await measureVersusBare(ctx, { route: '/api/health', connections: 50 });
  const ratio = (base) => Math.round((app.rps / base.rps) * 100) / 100;
  return [
    info({ what: 'GET /api/health (DevForge)', value: Math.round(app.rps), unit: 'req/s', note: load }),
    info({ what: 'GET /api/health (bare Fastify, same response)', value: Math.round(bareSameHeaders.rps), unit: 'req/s', note: `same body and headers (${headerBytes} bytes of them), no plugins; p99 ${bareSameHeaders.p99} ms` }),
    atLeast({ what: 'DevForge / bare Fastify (same response) req/s', value: ratio(bareSameHeaders), unit: '×', min: MIN_RATIO }),
    info({ what: 'GET /api/health (bare Fastify, same body only)', value: Math.round(bare.rps), unit: 'req/s', note: `ratio ${ratio(bare)}×; p99 ${bare.p99} ms` }),
    info({ what: 'GET /api/health p99 latency (DevForge)', value: app.p99, unit: 'ms', note: `over ${app.requests} requests` }),
    check({ what: 'GET /api/health failures under load', ok: app.failures === 0, value: app.failures, goal: '0', note: 'non-2xx, errors and timeouts' }),
  ];
}
