import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv } from './ai-helpers';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { startFakeProvider, type FakeProvider } from './fake-provider/fake-provider';
import { createTestDatabase, dialect, freePort, type TestDatabase } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OWN_KEY = 'sk-proj-OWNCANARY-abcdefghijklmnopqrstuvwxyz';
const BUILT_IN_KEY = 'sk-BUILTINCANARY-0123456789abcdef';

describe(`API keys stay out of the logs (${dialect})`, () => {
  let fake: FakeProvider;
  let db: TestDatabase;
  let child: ChildProcess;
  let output = '';
  let baseUrl: string;

  beforeAll(async () => {
    fake = await startFakeProvider();
    db = await createTestDatabase();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // The real server in its own process, logging everything it can (trace), as in production.
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...inherited,
        ...fakeProviderEnv(fake),
        AI_OPENAI_API_KEY: BUILT_IN_KEY,
        NODE_ENV: 'production',
        LOG_LEVEL: 'trace',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: baseUrl,
        DATA_DIR: db.dataDir,
        ...(db.url ? { DATABASE_URL: db.url } : {}),
        AUTH_RATE_LIMIT_MAX: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 40_000;
    for (;;) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start (exit code ${child.exitCode}):\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await db?.drop();
    await fake?.close();
  });

  it('never logs, and never answers with, a key except on reveal', async () => {
    const client = new TestClient(baseUrl);
    expect((await client.signUp(uniqueEmail('secrecy'), strongPassword)).status).toBe(200);
    const answers: string[] = [];
    const keep = <R extends { text: string }>(reply: R): R => {
      answers.push(reply.text);
      return reply;
    };

    // The built-in key, rejected: the fake provider's error quotes the key it got, as OpenAI does.
    fake.reply({ kind: 'status', status: 401 }, { times: 1 });
    expect(keep(await client.post('/api/ai/tasks/explain', { code: 'x', language: 'js', provider: 'openai' })).status).toBe(502);

    const saved = keep(await client.post('/api/keys', { provider: 'openai', apiKey: OWN_KEY }));
    const id = JSON.parse(saved.text).key.id;
    keep(await client.get('/api/keys'));
    keep(await client.request('PATCH', `/api/keys/${id}`, { isActive: true }));
    const revealed = await client.post(`/api/keys/${id}/reveal`);
    expect(revealed.json.apiKey).toBe(OWN_KEY);

    fake.reply({ kind: 'status', status: 401 }, { times: 2 });
    expect(keep(await client.post('/api/ai/tasks/explain', { code: 'x', language: 'js', provider: 'openai' })).status).toBe(502);
    expect(keep(await client.post('/api/ai/tasks/explain/stream', { code: 'x', language: 'js', provider: 'openai' })).status).toBe(502);
    fake.reply({ kind: 'truncated' }, { times: 1 });
    keep(await client.post('/api/ai/tasks/explain/stream', { code: 'x', language: 'js', provider: 'openai' }));
    fake.reply({ kind: 'status', status: 401 }, { times: 1 });
    keep(await client.get('/api/ai/models?provider=openai'));
    keep(await client.post('/api/keys', { provider: 'openai', apiKey: 'not valid because of spaces OWNCANARY' }));

    // The provider did receive the keys: the test would mean nothing otherwise.
    expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${OWN_KEY}`)).toBe(true);
    expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${BUILT_IN_KEY}`)).toBe(true);

    for (const text of answers) {
      expect(text).not.toContain('OWNCANARY');
      expect(text).not.toContain('BUILTINCANARY');
    }
    // Let the last log lines reach us, then check that the failures were logged, without the keys.
    await expect.poll(() => (output.match(/AI call failed/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(output).toContain('"kind":"key rejected"');
    expect(output).not.toContain('OWNCANARY');
    expect(output).not.toContain('BUILTINCANARY');
  });
});
