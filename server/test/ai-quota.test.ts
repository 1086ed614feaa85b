import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { fakeProviderEnv, setPlan, signedInUser, type SignedIn } from './ai-helpers';
import { startFakeProvider, type FakeProvider } from './fake-provider/fake-provider';
import { createTestDatabase, dialect, freePort, startTestServer, testConfig, type TestDatabase, type TestServer } from './helpers';

const explain = { code: 'const answer = 42;', language: 'javascript', provider: 'openai' };

/** A test server whose quota clock the test sets. */
async function startServerWithClock(env: Record<string, string>, clock: () => Date): Promise<TestServer> {
  const db = await createTestDatabase();
  const port = await freePort();
  const config = testConfig(db, { APP_URL: `http://127.0.0.1:${port}`, ...env });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, { database, clock });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await db.drop();
    },
  };
}

describe(`daily AI quota (${dialect})`, () => {
  let fake: FakeProvider;
  let server: TestServer;
  let now = new Date('2030-01-15T10:00:00Z');
  beforeAll(async () => {
    fake = await startFakeProvider();
    // OpenAI has a built-in key; DeepSeek has none.
    server = await startServerWithClock({ ...fakeProviderEnv(fake, { builtIn: ['openai'] }), AUTH_RATE_LIMIT_MAX: '1000' }, () => now);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const usage = async (user: SignedIn) => (await user.client.get('/api/ai/usage')).json;

  it('counts calls with the built-in key and stops a free user at the limit', async () => {
    now = new Date('2030-01-15T10:00:00Z');
    const user = await signedInUser(server);
    expect(await usage(user)).toMatchObject({ plan: 'free', today: 0, limit: 3, remaining: 3, resetTime: '2030-01-16T00:00:00.000Z' });
    for (let i = 1; i <= 3; i++) {
      const reply = await user.client.post('/api/ai/tasks/explain', explain);
      expect(reply.status).toBe(200);
      expect(reply.json.keySource).toBe('built-in');
      expect(await usage(user)).toMatchObject({ today: i, remaining: 3 - i });
    }
    const refused = await user.client.post('/api/ai/tasks/explain', explain);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: 'daily_limit_reached',
      message:
        'You have used your 3 free AI requests for today. Add your own OpenAI API key in Account Settings to keep going, or upgrade to Pro for unlimited AI. Free requests reset at midnight UTC.',
    });
    // The stream endpoint counts against the same quota.
    expect((await user.client.post('/api/ai/tasks/explain/stream', explain)).status).toBe(429);
    expect(await usage(user)).toMatchObject({ today: 3, remaining: 0, features: { explain: 3 } });
  });

  it("does not count calls made with the user's own key, and counts again once it is deactivated", async () => {
    now = new Date('2030-01-15T10:00:00Z');
    const user = await signedInUser(server);
    const saved = await user.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-own-key-abcdefghijkl' });
    fake.reset();
    for (let i = 0; i < 5; i++) {
      const reply = await user.client.post('/api/ai/tasks/explain', explain);
      expect(reply.status).toBe(200);
      expect(reply.json.keySource).toBe('own');
    }
    expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-own-key-abcdefghijkl')).toBe(true);
    expect(await usage(user)).toMatchObject({ today: 0, remaining: 3 });

    await user.client.request('PATCH', `/api/keys/${saved.json.key.id}`, { isActive: false });
    const counted = await user.client.post('/api/ai/tasks/explain', explain);
    expect(counted.json.keySource).toBe('built-in');
    expect(await usage(user)).toMatchObject({ today: 1 });
  });

  it('blocks with the spec’s message when there is neither an own nor a built-in key', async () => {
    const user = await signedInUser(server);
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'deepseek' });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toEqual({
      code: 'api_key_required',
      message: 'DeepSeek API key required. Please add your own DeepSeek API key in Account Settings to use this feature.',
    });
    expect(await usage(user)).toMatchObject({ today: 0 });
    await user.client.post('/api/keys', { provider: 'deepseek', apiKey: 'ds-own-key-1234567890' });
    expect((await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'deepseek' })).status).toBe(200);
  });

  it('blocks the aggregator without a key with its own sentence (spec tools.md §8)', async () => {
    const user = await signedInUser(server);
    const reply = await user.client.post('/api/ai/tasks/explain', { ...explain, provider: 'ai' });
    expect(reply.status).toBe(403);
    expect(reply.json.error).toEqual({
      code: 'api_key_required',
      message: 'AI API key not configured. Please add your API key to use AI features.',
    });
  });

  it('lets Pro users go past the free limit, still showing their count', async () => {
    now = new Date('2030-01-15T10:00:00Z');
    const user = await signedInUser(server);
    await setPlan(server, user.email, 'pro');
    for (let i = 0; i < 5; i++) expect((await user.client.post('/api/ai/tasks/explain', explain)).status).toBe(200);
    expect(await usage(user)).toMatchObject({ plan: 'pro', today: 5, limit: null, remaining: null });
  });

  it('gives the use back when the provider call fails', async () => {
    now = new Date('2030-01-15T10:00:00Z');
    const user = await signedInUser(server);
    fake.reply({ kind: 'status', status: 500 }, { times: 2 });
    expect((await user.client.post('/api/ai/tasks/explain', explain)).status).toBe(502);
    expect((await user.client.post('/api/ai/tasks/explain/stream', explain)).status).toBe(502);
    expect(await usage(user)).toMatchObject({ today: 0, remaining: 3, features: {} });
  });

  it('starts again at UTC midnight and keeps a 7-day history and the month per feature', async () => {
    now = new Date('2030-01-31T23:59:30Z');
    const user = await signedInUser(server);
    for (let i = 0; i < 3; i++) expect((await user.client.post('/api/ai/tasks/explain', explain)).status).toBe(200);
    expect((await user.client.post('/api/ai/tasks/explain', explain)).status).toBe(429);
    expect(await usage(user)).toMatchObject({ today: 3, remaining: 0, resetTime: '2030-02-01T00:00:00.000Z', monthly: { month: '2030-01', features: { explain: 3 } } });

    now = new Date('2030-02-01T00:00:00Z');
    const next = await user.client.post('/api/ai/tasks/commit-message', { diff: '+ hello', provider: 'openai' });
    expect(next.status).toBe(200);
    const stats = await usage(user);
    expect(stats).toMatchObject({
      today: 1,
      remaining: 2,
      resetTime: '2030-02-02T00:00:00.000Z',
      features: { 'commit-message': 1 },
      monthly: { month: '2030-02', features: { 'commit-message': 1 } },
    });
    expect(stats.history).toEqual([
      { date: '2030-01-26', count: 0 },
      { date: '2030-01-27', count: 0 },
      { date: '2030-01-28', count: 0 },
      { date: '2030-01-29', count: 0 },
      { date: '2030-01-30', count: 0 },
      { date: '2030-01-31', count: 3 },
      { date: '2030-02-01', count: 1 },
    ]);
  });

  it('needs a signed-in user', async () => {
    const reply = await fetch(`${server.url}/api/ai/usage`);
    expect(reply.status).toBe(401);
  });
});

describe(`daily AI quota under parallel requests on two server instances sharing one database (${dialect})`, () => {
  let fake: FakeProvider;
  let db: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    fake = await startFakeProvider();
    // Slow answers keep all the requests in flight together.
    fake.reply({ kind: 'slow', delayMs: 300 });
    db = await createTestDatabase();
    const env = { ...fakeProviderEnv(fake, { builtIn: ['openai'] }), AUTH_RATE_LIMIT_MAX: '1000', AUTH_SECRET: 'a-shared-auth-secret-for-both-instances-0123' };
    first = await startTestServer(env, { db });
    second = await startTestServer(env, { db });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.drop();
    await fake?.close();
  });

  it('20 parallel requests at a limit of 3 give exactly 3 successes', async () => {
    const user = await signedInUser(first);
    const cookie = user.client.cookieHeader();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const target = i % 2 === 0 ? first : second;
        return fetch(`${target.url}/api/ai/tasks/explain`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: target.url },
          body: JSON.stringify(explain),
        }).then((r) => r.status);
      }),
    );
    expect(replies.filter((s) => s === 200)).toHaveLength(3);
    expect(replies.filter((s) => s === 429)).toHaveLength(17);
    expect(fake.requests.filter((r) => r.api === 'openai')).toHaveLength(3);
    expect((await user.client.get('/api/ai/usage')).json).toMatchObject({ today: 3, remaining: 0 });
  });
});
