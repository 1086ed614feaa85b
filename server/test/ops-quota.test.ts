// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpsQuota } from '../src/ops/quota';
import { dialect, startTestServer, type TestServer } from './helpers';

// The daily quota of operation calls counts the calls that arrive together in one statement: the
// count must stay exact at the limit whether they are counted together or one by one.
describe(`the operations quota counting parallel calls (${dialect})`, () => {
  let server: TestServer;
  const now = new Date('2030-03-01T12:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function storedCount(userId: string): Promise<number | undefined> {
    const [row] = await server.database.read<{ count: number | string }>`
      select count from ops_usage_daily where user_id = ${userId} and day = ${'2030-03-01'}`;
    return row === undefined ? undefined : Number(row.count);
  }

  it('allows exactly the limit of 20 parallel calls, each told a different count', async () => {
    const quota = createOpsQuota({ database: server.database, limits: { free: 7, pro: 100 }, clock: () => now });
    const takes = await Promise.all(Array.from({ length: 20 }, () => quota.take({ userId: 'quota-user-a', plan: 'free' })));
    const allowed = takes.filter((t) => t.allowed);
    expect(allowed).toHaveLength(7);
    expect(allowed.map((t) => t.used).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const refused of takes.filter((t) => !t.allowed)) expect(refused.used).toBe(7);
    expect(await storedCount('quota-user-a')).toBe(7);
  });

  it('counts a group whole when it fits, and one by one up to the limit when it does not', async () => {
    const quota = createOpsQuota({ database: server.database, limits: { free: 10, pro: 100 }, clock: () => now });
    const first = await Promise.all(Array.from({ length: 6 }, () => quota.take({ userId: 'quota-user-b', plan: 'free' })));
    expect(first.every((t) => t.allowed)).toBe(true);
    expect(await storedCount('quota-user-b')).toBe(6);
    const second = await Promise.all(Array.from({ length: 6 }, () => quota.take({ userId: 'quota-user-b', plan: 'free' })));
    expect(second.filter((t) => t.allowed).map((t) => t.used)).toEqual([7, 8, 9, 10]);
    expect(await storedCount('quota-user-b')).toBe(10);
    // Other users are counted apart, in the same turn.
    const [other, over] = await Promise.all([
      quota.take({ userId: 'quota-user-c', plan: 'pro' }),
      quota.take({ userId: 'quota-user-b', plan: 'free' }),
    ]);
    expect(other).toMatchObject({ allowed: true, used: 1, limit: 100 });
    expect(over).toMatchObject({ allowed: false, used: 10, limit: 10 });
  });
});
