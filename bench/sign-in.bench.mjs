// How long a sign-in takes on the server: POST /api/auth/sign-in/email round trips over loopback
// (argon2id verify at OWASP's parameters, session row, cookie), one at a time after a warm-up.
// It runs its own server so the production sign-in rate limits (per IP and per email) stay on in
// the shared one; this one raises them, since every request comes from 127.0.0.1 for one email.
import path from 'node:path';
import { waitForHttp } from './lib/processes.mjs';
import { atMost, check, info } from './lib/rows.mjs';

export const title = 'Sign-in time on the server';
export const order = 45;
export const timeoutMs = 90_000;

const WARMUP = 3;
const SAMPLES = 30;
// argon2id (19 MiB, t=2) verifies in ~10–30 ms on a server core; the rest is two small writes.
const MEDIAN_GOAL_MS = 250;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const port = await ctx.freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = ctx.processes.start({
    name: 'sign-in server',
    args: ['--import', 'tsx', 'server/src/main.ts'],
    cwd: ctx.root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(ctx.tmpDir, 'sign-in-data'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTH_EMAIL_RATE_LIMIT_MAX: '100000',
    },
  });
  try {
    await waitForHttp(`${baseUrl}/api/health`, { handle: server, timeoutMs: 30_000 });
    const headers = { 'content-type': 'application/json', origin: baseUrl };
    const user = { email: `bench-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(user), signal: ctx.signal });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);

    const timings = [];
    let failures = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(user), signal: ctx.signal });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (i < WARMUP) continue;
      if (response.status !== 200) failures++;
      timings.push(ms);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = Math.round(percentile(sorted, 50) * 10) / 10;
    const note = `${SAMPLES} sequential sign-ins after ${WARMUP} warm-up, loopback round trip`;
    return [
      atMost({ what: 'Sign-in (median)', value: median, unit: 'ms', max: MEDIAN_GOAL_MS, note, details: { timings } }),
      info({ what: 'Sign-in (p95)', value: Math.round(percentile(sorted, 95) * 10) / 10, unit: 'ms', note: 'argon2id m=19456 KiB, t=2, p=1' }),
      check({ what: 'Sign-ins answered 200', ok: failures === 0, value: `${SAMPLES - failures}/${SAMPLES}`, goal: `${SAMPLES}/${SAMPLES}` }),
    ];
  } finally {
    await server.stop();
  }
}
