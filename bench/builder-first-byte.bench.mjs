// What the website builder adds before the first streamed byte: POST /api/builder/generate on its
// own server (session, key and quota look-ups, the provider request through the AI SDK, the first
// SSE event) against the same fake provider called directly. The fake runs in a process of its own
// and waits a fixed time before its first piece, so both paths include that wait and the
// difference is our server's own share.
import path from 'node:path';
import { waitForHttp } from './lib/processes.mjs';
import { atMost, check, info } from './lib/rows.mjs';

export const title = 'Website builder: added latency to the first streamed byte';
export const order = 47;
export const timeoutMs = 90_000;

const WARMUP = 5;
const SAMPLES = 30;
const FIRST_CHUNK_DELAY_MS = 50;
const MEDIAN_GOAL_MS = 20;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round1 = (n) => Math.round(n * 10) / 10;

/** Milliseconds from sending the request to the first byte of the body; the rest is read and returned. */
async function firstByte(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  const decoder = new TextDecoder();
  let text = first.value ? decoder.decode(first.value, { stream: true }) : '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  return { ms, status: response.status, text };
}

/** Starts the fake provider's process and waits for the URL it prints. */
async function startFakeProvider(ctx) {
  const handle = ctx.processes.start({
    name: 'fake AI provider',
    args: [path.join(ctx.root, 'bench', 'fixtures', 'builder-fake-provider.mjs')],
    cwd: ctx.root,
    env: { ...process.env, FIRST_CHUNK_DELAY_MS: String(FIRST_CHUNK_DELAY_MS) },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /FAKE_URL=(\S+)/.exec(handle.output())?.[1];
    if (url) return { url, stop: handle.stop };
    if (handle.child.exitCode !== null || Date.now() > deadline) throw new Error(`the fake provider did not start:\n${handle.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const fake = await startFakeProvider(ctx);
  const port = await ctx.freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = ctx.processes.start({
    name: 'builder server',
    args: ['--import', 'tsx', 'server/src/main.ts'],
    cwd: ctx.root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(ctx.tmpDir, 'builder-data'),
      LOG_LEVEL: 'warn',
      AI_DEFAULT_PROVIDER: 'openai',
      AI_OPENAI_BASE_URL: `${fake.url}/openai/v1`,
      // The built-in key: the counted path, with its quota write on every request.
      AI_OPENAI_API_KEY: 'builtin-bench-key-0123456789',
      AI_FREE_DAILY_LIMIT: '100000',
    },
  });
  try {
    await waitForHttp(`${baseUrl}/api/health`, { handle: server, timeoutMs: 30_000 });
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const user = { email: `bench-builder-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify(user), signal: ctx.signal });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const viaServer = () =>
      firstByte(`${baseUrl}/api/builder/generate`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ prompt: 'A landing page for a seaside yoga studio' }),
        signal: ctx.signal,
      });
    // The request the server's AI SDK sends, near enough: the fake answers it the same way.
    const direct = () =>
      firstByte(`${fake.url}/openai/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer builtin-bench-key-0123456789' },
        body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, stream_options: { include_usage: true }, max_tokens: 16000, messages: [{ role: 'user', content: 'A landing page' }] }),
        signal: ctx.signal,
      });

    const throughServer = [];
    const fromProvider = [];
    const added = [];
    let failures = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      // Alternating which goes first, so drift in the machine's load hits both alike.
      let ours;
      let theirs;
      if (i % 2 === 0) {
        ours = await viaServer();
        theirs = await direct();
      } else {
        theirs = await direct();
        ours = await viaServer();
      }
      if (i < WARMUP) continue;
      if (ours.status !== 200 || !ours.text.startsWith('event: meta') || !ours.text.includes('event: done')) failures++;
      throughServer.push(ours.ms);
      fromProvider.push(theirs.ms);
      added.push(ours.ms - theirs.ms);
    }
    const note = `${SAMPLES} sequential pairs after ${WARMUP} warm-up; the fake provider waits ${FIRST_CHUNK_DELAY_MS} ms before its first piece`;
    return [
      atMost({ what: 'Builder: added latency to first byte (median)', value: round1(median(added)), unit: 'ms', max: MEDIAN_GOAL_MS, note, details: { added, throughServer, fromProvider } }),
      info({ what: 'Builder: first byte through the server (median)', value: round1(median(throughServer)), unit: 'ms', note: 'POST /api/builder/generate, signed in, built-in key (counted)' }),
      info({ what: 'Builder: first byte from the provider (median)', value: round1(median(fromProvider)), unit: 'ms', note: 'the fake provider called directly' }),
      check({ what: 'Builder streams completed', ok: failures === 0, value: `${SAMPLES - failures}/${SAMPLES}`, goal: `${SAMPLES}/${SAMPLES}`, note: 'meta first, done last' }),
    ];
  } finally {
    await server.stop();
    await fake.stop();
  }
}
