import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './ai-helpers';
import { createTestDatabase, dialect, startTestServer, type TestDatabase, type TestServer } from './helpers';
import { bearer, callOperation, createToken } from './ops-helpers';

// Two instances on one PostgreSQL, as behind a load balancer: the daily quota and token
// revocation hold across them. (SQLite is one file for one process: no second instance there.)
describe.skipIf(dialect !== 'postgres')(
  'the operations API across two instances on one PostgreSQL (skipped on SQLite: run with scripts/with-postgres.mjs)',
  () => {
    const LIMIT = 10;
    let db: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      db = await createTestDatabase();
      const env = {
        AUTH_SECRET: randomBytes(32).toString('hex'),
        AUTH_RATE_LIMIT_MAX: '1000',
        OPS_FREE_DAILY_LIMIT: String(LIMIT),
      };
      a = await startTestServer(env, { db });
      b = await startTestServer(env, { db });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await db?.drop();
    });

    it('keeps the daily quota exact under 20 parallel calls split over both instances', async () => {
      const { client } = await signedInUser(a, 'quota-multi');
      const { secret } = await createToken(client);
      // Both instances' workers and modules warm, so the calls really overlap; then the count starts afresh.
      await Promise.all([a, b].map((server) => callOperation(server.url, 'base64-encode', { input: 'warm' }, bearer(secret))));
      await a.database.db.deleteFrom('ops_usage_daily').execute();

      const replies = await Promise.all(
        Array.from({ length: 2 * LIMIT }, (_, i) =>
          callOperation((i % 2 === 0 ? a : b).url, 'base64-encode', { input: `call ${i}` }, bearer(secret)),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
      for (const reply of replies.filter((r) => r.status === 429)) expect(reply.json.error.code).toBe('quota_exceeded');
      const remaining = replies.filter((r) => r.status === 200).map((r) => Number(r.headers.get('ratelimit-remaining')));
      expect(remaining.sort((x, y) => x - y)).toEqual(Array.from({ length: LIMIT }, (_, i) => i));
      const [row] = await a.database.db.selectFrom('ops_usage_daily').select('count').execute();
      expect(Number(row!.count)).toBe(LIMIT);
    });

    it('refuses a token revoked on one instance on the other at once', async () => {
      const { client } = await signedInUser(a, 'revoke-multi');
      const { id, secret } = await createToken(client);
      expect((await callOperation(b.url, 'base64-encode', { input: 'x' }, bearer(secret))).status).toBe(200);
      expect((await client.request('DELETE', `/api/tokens/${id}`)).status).toBe(204);
      const refused = await callOperation(b.url, 'base64-encode', { input: 'x' }, bearer(secret));
      expect(refused.status).toBe(401);
      expect(refused.json.error.code).toBe('invalid_token');
    });
  },
);
