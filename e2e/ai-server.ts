import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider/fake-provider';

// The account page's AI parts need AI providers: these specs run their own server (the same
// build, on its own port and database) whose providers all point at the fake provider of the
// server tests. The shared e2e server stays as it is.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

export const FREE_DAILY_LIMIT = 5;
export const password = 'E2e-Passw0rd';

export type AiServer = { url: string; dataDir: string; fake: FakeProvider };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startAiServer(): Promise<{ server: AiServer; child: ChildProcess }> {
  const fake = await startFakeProvider();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-e2e-ai-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/web',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      AI_FREE_DAILY_LIMIT: String(FREE_DAILY_LIMIT),
      AI_DEFAULT_PROVIDER: 'openai',
      AI_AGGREGATOR_BASE_URL: `${fake.url}/agg/v1`,
      AI_AGGREGATOR_API_KEY: 'builtin-aggregator-key-000',
      AI_OPENAI_BASE_URL: `${fake.url}/openai/v1`,
      AI_OPENAI_API_KEY: 'builtin-openai-key-000',
      AI_GEMINI_BASE_URL: `${fake.url}/gemini/v1beta`,
      AI_ANTHROPIC_BASE_URL: `${fake.url}/anthropic/v1`,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The AI e2e server did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { server: { url, dataDir, fake }, child };
}

/** `npm run admin -- set-plan <email> <plan>` against this server's database. */
export async function setPlan(server: AiServer, email: string, plan: 'free' | 'pro') {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  await run(process.execPath, ['--import', 'tsx', 'server/src/auth/admin-cli.ts', 'set-plan', email, plan], { cwd: root, env });
}

/** One AI call through the API, as a tool would make it; the page's cookies sign it. */
export async function callAi(request: APIRequestContext, server: AiServer, times = 1) {
  for (let i = 0; i < times; i++) {
    const response = await request.post('/api/ai/tasks/explain', {
      data: { code: 'const x = 1;', language: 'javascript' },
      headers: { origin: server.url },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * `test` for the AI account specs: `baseURL` is this worker's AI server, and every test's page
 * is signed in as a fresh user (`email`).
 */
export const test = base.extend<{ email: string }, { aiServer: AiServer }>({
  aiServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, child } = await startAiServer();
      await use(server);
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      await server.fake.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: ({ aiServer }, use) => use(aiServer.url),
  email: async ({ page, aiServer }, use) => {
    const email = `ai-${randomBytes(5).toString('hex')}@example.com`;
    // page.request shares the page's cookies, so the page is signed in too.
    const response = await page.request.post(`${aiServer.url}/api/auth/sign-up/email`, { data: { email, password }, headers: { origin: aiServer.url } });
    expect(response.status(), await response.text()).toBe(200);
    await use(email);
  },
});

export { expect };
