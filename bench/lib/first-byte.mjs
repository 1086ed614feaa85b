// What the AI first-byte benches share (builder-first-byte, ai-task-first-byte): the fake provider
// in a process of its own, a server pointed at it, a signed-in user, and paired timings of the
// first streamed byte through our server and from the provider directly.
import path from 'node:path';
import { waitForHttp } from './processes.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round1 = (n) => Math.round(n * 10) / 10;

/** Milliseconds from sending the request to the first byte of the body; the rest is read and returned. */
export async function firstByte(url, init) {
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

/** Starts the fake provider's process (it waits `firstChunkDelayMs` before its first piece) and waits for the URL it prints. */
export async function startFakeProvider(ctx, { firstChunkDelayMs }) {
  const handle = ctx.processes.start({
    name: 'fake AI provider',
    args: [path.join(ctx.root, 'bench', 'fixtures', 'builder-fake-provider.mjs')],
    cwd: ctx.root,
    env: { ...process.env, FIRST_CHUNK_DELAY_MS: String(firstChunkDelayMs) },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /FAKE_URL=(\S+)/.exec(handle.output())?.[1];
    if (url) return { url, stop: handle.stop };
    if (handle.child.exitCode !== null || Date.now() > deadline) throw new Error(`the fake provider did not start:\n${handle.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const BENCH_PROVIDER_KEY = 'builtin-bench-key-0123456789';

/**
 * A production server of its own whose OpenAI provider is the fake, with its built-in key (the
 * counted path, with its quota write on every request), and a signed-up user's cookie.
 */
export async function startAiServer(ctx, { fakeUrl, name }) {
  const port = await ctx.freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = ctx.processes.start({
    name: `${name} server`,
    args: ['--import', 'tsx', 'server/src/main.ts'],
    cwd: ctx.root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(ctx.tmpDir, `${name}-data`),
      LOG_LEVEL: 'warn',
      AI_DEFAULT_PROVIDER: 'openai',
      AI_OPENAI_BASE_URL: `${fakeUrl}/openai/v1`,
      AI_OPENAI_API_KEY: BENCH_PROVIDER_KEY,
      AI_FREE_DAILY_LIMIT: '100000',
    },
  });
  try {
    await waitForHttp(`${baseUrl}/api/health`, { handle: server, timeoutMs: 30_000 });
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const user = { email: `bench-${name}-${Date.now()}@example.com`, password: 'Bench-Passw0rd' };
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify(user), signal: ctx.signal });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { baseUrl, headers: { ...json, cookie }, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The request the server's AI SDK sends, near enough: the fake answers it the same way. */
export function directToProvider(ctx, fakeUrl, { maxTokens }) {
  return () =>
    firstByte(`${fakeUrl}/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_PROVIDER_KEY}` },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, stream_options: { include_usage: true }, max_tokens: maxTokens, messages: [{ role: 'user', content: 'A request' }] }),
      signal: ctx.signal,
    });
}

/**
 * `samples` sequential pairs after `warmup`, alternating which goes first so drift in the
 * machine's load hits both alike. `ok` says whether a response through the server was complete.
 */
export async function pairedFirstBytes({ viaServer, direct, ok, warmup, samples }) {
  const throughServer = [];
  const fromProvider = [];
  const added = [];
  let failures = 0;
  for (let i = 0; i < warmup + samples; i++) {
    let ours;
    let theirs;
    if (i % 2 === 0) {
      ours = await viaServer();
      theirs = await direct();
    } else {
      theirs = await direct();
      ours = await viaServer();
    }
    if (i < warmup) continue;
    if (!ok(ours)) failures++;
    throughServer.push(ours.ms);
    fromProvider.push(theirs.ms);
    added.push(ours.ms - theirs.ms);
  }
  return { throughServer, fromProvider, added, failures };
}
