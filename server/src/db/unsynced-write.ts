import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Runs `work` in a transaction committed without waiting for the disk. For counters (rate limits,
 * daily quotas), which are not worth an fsync each (a few ms on a busy disk, most of what they add
 * to a request): a crash or power loss may forget the last counts, never corrupt anything, and
 * every other write keeps its full durability. PostgreSQL: synchronous_commit off for this
 * transaction only. SQLite: the connection is held for the whole exchange, so no other write runs
 * while synchronous is NORMAL.
 *
 * A single counter statement goes through Database.countWrite, which on SQLite runs it straight on
 * the driver (no transaction needed for one statement) and falls back to this inside an open one;
 * on PostgreSQL it is one plain statement (see there why).
 */
export async function withoutWaitingForDisk<T>(database: Database, work: (executor: Database['db']) => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit to off`.execute(trx);
      return work(trx);
    });
  }
  return database.db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}
