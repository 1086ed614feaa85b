import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema';

/**
 * SQLite: runs `work` in a transaction committed without waiting for the disk. For counters (rate
 * limits, daily quotas), which are not worth an fsync each (a few ms on a busy disk, most of what
 * they add to a request): a crash or power loss may forget the last counts, never corrupt anything,
 * and every other write keeps its full durability. The connection is held for the whole exchange,
 * so no other write runs while synchronous is NORMAL.
 *
 * Counters go through Database.countWrite, which runs one statement straight on the driver and uses
 * this only inside someone's open transaction. On PostgreSQL a counter is one plain statement
 * (see there why).
 */
export async function withoutWaitingForDisk<T>(
  db: Kysely<DatabaseSchema>,
  work: (executor: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}
