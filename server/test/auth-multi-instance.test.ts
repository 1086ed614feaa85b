import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import { createTestDatabase, dialect, startTestServer, type TestDatabase, type TestServer } from './helpers';

// Two server instances on one PostgreSQL, as behind a load balancer. SQLite is one file for one
// process, so there is no second instance to test there.
describe.skipIf(dialect !== 'postgres')('accounts across two instances on one PostgreSQL (skipped on SQLite: needs a shared PostgreSQL; run with scripts/with-postgres.mjs)', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Instances must share the secret that signs session cookies (docs/OPERATIONS.md).
    const env = { AUTH_SECRET: randomBytes(32).toString('hex'), AUTH_RATE_LIMIT_MAX: '3', AUTH_EMAIL_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60', SESSION_CACHE_SECONDS: '1' };
    a = await startTestServer(env, { db });
    b = await startTestServer(env, { db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  /** The same browser talking to the other instance (the cookie is for the shared site). */
  function onOtherInstance(client: TestClient, server: TestServer) {
    const moved = new TestClient(server.url);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  }

  it('accepts a session made on one instance on the other, and a sign-out on one ends it on both', async () => {
    const email = uniqueEmail('multi');
    const onA = new TestClient(a.url);
    expect((await onA.signUp(email, strongPassword)).status).toBe(200);
    const onB = onOtherInstance(onA, b);
    expect((await onB.session())?.user.email).toBe(email);

    // A's feature routes have this session cached now (SESSION_CACHE_SECONDS, 1 s in this suite).
    expect((await onA.request('GET', '/api/keys')).status).toBe(200);

    expect((await onB.post('/api/auth/sign-out')).status).toBe(200);
    expect(await onA.session()).toBeNull();
    // The cache on A does not know about B's sign-out; it forgets the session within its lifetime.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await onA.request('GET', '/api/keys')).status).toBe(401);
  });

  it('counts a rate limit hit on one instance on the other', async () => {
    await a.database.db.deleteFrom('rateLimit' as never).execute();
    await a.database.db.deleteFrom('rate_limits').execute();
    const onA = new TestClient(a.url);
    for (let i = 0; i < 3; i++) expect((await onA.signIn(uniqueEmail('ip'), 'Wr0ngPassword')).status).toBe(401);
    const onB = new TestClient(b.url);
    const limited = await onB.signIn(uniqueEmail('ip'), 'Wr0ngPassword');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limited');
  });

  it('counts a per-email limit hit on one instance on the other', async () => {
    await a.database.db.deleteFrom('rateLimit' as never).execute();
    await a.database.db.deleteFrom('rate_limits').execute();
    const email = uniqueEmail('victim');
    await new TestClient(a.url).post('/api/auth/request-password-reset', { email });
    await new TestClient(b.url).post('/api/auth/request-password-reset', { email });
    await a.database.db.deleteFrom('rateLimit' as never).execute(); // leave only the per-email counts
    await new TestClient(a.url).post('/api/auth/request-password-reset', { email });
    const limited = await new TestClient(b.url).post('/api/auth/request-password-reset', { email });
    expect(limited.status).toBe(429);
  });
});
