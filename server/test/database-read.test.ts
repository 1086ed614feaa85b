import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { createTestDatabase, dialect, type TestDatabase } from './helpers';

describe(`database.read, the hot-path reads (${dialect})`, () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    await sql`create table notes (owner text not null, body text not null)`.execute(database.db);
    await sql`insert into notes (owner, body) values ('ann', 'first'), ('ann', 'second'), ('bob', 'third')`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('binds every value as a parameter, never as SQL', async () => {
    const owner = 'ann';
    expect(await database.read<{ body: string }>`select body from notes where owner = ${owner} order by body`).toEqual([{ body: 'first' }, { body: 'second' }]);
    const injection = "ann' or '1'='1";
    expect(await database.read`select body from notes where owner = ${injection}`).toEqual([]);
  });

  it('answers reads asked together each with its own rows, and a failing one with its own error', async () => {
    const [ann, bad, bob] = await Promise.allSettled([
      database.read<{ body: string }>`select body from notes where owner = ${'ann'} order by body`,
      database.read`select cast(${'not json'} as integer) / 0 as x from notes where owner = ${'nobody'} union all select json_extract(${'{oops'}, '$.a')`,
      database.read<{ body: string }>`select body from notes where owner = ${'bob'}`,
    ]);
    expect(ann).toEqual({ status: 'fulfilled', value: [{ body: 'first' }, { body: 'second' }] });
    expect(bad.status).toBe('rejected');
    expect(bob).toEqual({ status: 'fulfilled', value: [{ body: 'third' }] });
  });

  it.runIf(dialect === 'sqlite')('runs the reads of one turn of the event loop in one transaction, and a lone read without one', async () => {
    const driver = database.driver as BetterSqlite3.Database;
    driver.function('in_transaction', () => (driver.inTransaction ? 1 : 0));
    const [first, second] = await Promise.all([database.read`select in_transaction() as t`, database.read`select in_transaction() as t`]);
    expect([first, second]).toEqual([[{ t: 1 }], [{ t: 1 }]]);
    expect(await database.read`select in_transaction() as t`).toEqual([{ t: 0 }]);
    expect(driver.inTransaction).toBe(false);
  });

  it('sees a write made after the read was asked but before it ran (nothing stale)', async () => {
    const pending = database.read<{ n: number | string }>`select count(*) as n from notes where owner = ${'cy'}`;
    await sql`insert into notes (owner, body) values ('cy', 'late')`.execute(database.db);
    const [{ n }] = (await pending) as [{ n: number | string }];
    // PostgreSQL runs it at once; SQLite after the write. Either way it is never older than the ask.
    expect(Number(n)).toBeGreaterThanOrEqual(dialect === 'sqlite' ? 1 : 0);
  });

  it('works inside a transaction the query builder has open', async () => {
    const rows = await database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (owner, body) values ('dee', 'inside')`.execute(trx);
      return Promise.all([database.read`select body from notes where owner = ${'dee'}`, database.read`select body from notes where owner = ${'ann'}`]);
    });
    expect(rows[1]).toHaveLength(2);
    expect(await database.read`select body from notes where owner = ${'dee'}`).toEqual([{ body: 'inside' }]);
  });

  describe('database.countWrite, the counters', () => {
    beforeAll(async () => {
      await sql`create table tallies (name text primary key, n integer not null)`.execute(database.db);
    });
    const bump = (name: string) =>
      database.countWrite<{ n: number | string }>`
        insert into tallies (name, n) values (${name}, 1) on conflict (name) do update set n = tallies.n + 1 returning n`;

    it('adds atomically and answers the returned row', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => bump('a')));
      expect(counts.map(([row]) => Number(row!.n)).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('never joins a transaction the query builder has open: a rollback there keeps the count', async () => {
      let counted: Promise<unknown> | undefined;
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`insert into notes (owner, body) values ('eve', 'rolled back')`.execute(trx);
          counted = bump('b');
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await counted;
      expect(await database.read`select n from tallies where name = ${'b'}`).toEqual([{ n: 1 }]);
      expect(await database.read`select body from notes where owner = ${'eve'}`).toEqual([]);
    });

    it.runIf(dialect === 'sqlite')('leaves the connection at full durability for every other write', async () => {
      await bump('c');
      expect((database.driver as BetterSqlite3.Database).pragma('synchronous', { simple: true })).toBe(2);
    });
  });
});
