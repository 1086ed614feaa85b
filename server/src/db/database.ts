import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';
import { withoutWaitingForDisk } from './unsynced-write';

export type Dialect = 'sqlite' | 'postgres';

/** A value bound to a placeholder of a read query. */
export type SqlValue = string | number | null;

/** The app's database: a Kysely handle plus the raw driver (the auth library wants it too). */
export type Database = {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  driver: BetterSqlite3.Database | pg.Pool;
  /**
   * A read for the hot paths (the polled usage panel, the key list), as a tagged template:
   * `` database.read<Row>`select … where user_id = ${id}` `` — each `${}` is a bound parameter,
   * never spliced into the text. It skips Kysely's executor (a connection lock and a chain of
   * promises per query, as dear as the SQLite read itself at a few thousand requests a second).
   * On SQLite it runs on the shared connection without waiting for that lock, so inside an open
   * transaction it would see that transaction's writes: use it only on tables that are never
   * written in a transaction (ours are written one statement at a time).
   */
  read<Row>(strings: TemplateStringsArray, ...values: SqlValue[]): Promise<Row[]>;
  /**
   * One counter statement (an upsert or update, `returning` allowed), a tagged template like `read`.
   * On SQLite committed without waiting for the disk (see unsynced-write.ts for which writes may).
   */
  countWrite<Row>(strings: TemplateStringsArray, ...values: SqlValue[]): Promise<Row[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  /** How long a SQLite statement waits for a lock another process holds (it blocks the event loop meanwhile). */
  sqliteBusyTimeoutMs?: number;
};

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options);
}

function openSqlite({ dataDir, sqliteFile, sqliteBusyTimeoutMs = 5000 }: DatabaseOptions): Database {
  const file = sqliteFile ?? path.join(dataDir, 'devforge.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const driver = new BetterSqlite3(file);
  // WAL lets readers run beside the writer; FULL sync makes an acknowledged write survive a crash.
  driver.pragma('journal_mode = WAL');
  driver.pragma('synchronous = FULL');
  driver.pragma('foreign_keys = ON');
  driver.pragma(`busy_timeout = ${Math.max(0, Math.floor(sqliteBusyTimeoutMs))}`);
  const statements = withStatementCache(driver);
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: statements }) });
  const texts = queryTexts(() => '?');
  const batchedRead = readBatcher(driver);
  const unsynced = driver.prepare('pragma synchronous = NORMAL');
  const synced = driver.prepare('pragma synchronous = FULL');
  return {
    db,
    dialect: 'sqlite',
    driver,
    async read<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      return (await batchedRead(statements.prepare(texts(strings).text), values)) as Row[];
    },
    async countWrite<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      // While no transaction is open on the shared connection, on the driver at once: one statement
      // commits by itself, and nothing can run between these three calls. That skips Kysely's
      // executor (its connection lock, and five statements' promises around one), which was most of
      // what a counted operations-API call cost. Inside someone's open transaction (a Kysely
      // transaction awaiting between its statements), queue behind it as any write does.
      if (driver.inTransaction)
        return withoutWaitingForDisk(db, async (executor) => (await sql<Row>(strings, ...values).execute(executor)).rows);
      const statement = statements.prepare(texts(strings).text);
      unsynced.run();
      try {
        return (statement.reader ? statement.all(values) : (statement.run(values), [])) as Row[];
      } finally {
        synced.run();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew, and compiling a statement costs SQLite more than running a
 * small query. Queries are parameterised, so their texts repeat: keep the prepared statements
 * (at most `max`, least recently used dropped). Kysely runs a statement to completion before the
 * next query (all/run; we never stream), so one statement is never busy twice.
 */
function withStatementCache(driver: BetterSqlite3.Database, max = 500) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => driver.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
      } else {
        statement = driver.prepare(sqlText);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

type QueuedRead = {
  statement: BetterSqlite3.Statement;
  values: SqlValue[];
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
};

/**
 * Runs the reads asked for in one turn of the event loop together, in one read transaction.
 *
 * Why: in WAL mode a statement outside a transaction is a read transaction of its own, and taking
 * and dropping its read lock is two fcntl calls: under load, half the cost of a small read. The
 * requests that arrive together (one poll of the sockets) now share one lock.
 *
 * Nothing reads stale data: the batch runs once they have all asked, synchronously, so every read
 * sees at least what it would have seen alone, and no write can come between them.
 */
function readBatcher(driver: BetterSqlite3.Database) {
  let queue: QueuedRead[] = [];
  // better-sqlite3's transaction is BEGIN DEFERRED (the lock is taken by the first read), or a
  // savepoint inside a transaction Kysely has open.
  const runTogether = driver.transaction((batch: QueuedRead[]) => batch.forEach(run));

  function run({ statement, values, resolve, reject }: QueuedRead) {
    try {
      resolve(statement.all(values));
    } catch (error) {
      reject(error);
    }
  }

  function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 1) return run(batch[0]!);
    try {
      runTogether(batch);
    } catch {
      // The transaction itself failed (BEGIN or COMMIT): each read on its own, as without the batch.
      // A read already answered keeps its first answer (a promise settles once).
      batch.forEach(run);
    }
  }

  return (statement: BetterSqlite3.Statement, values: SqlValue[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      // setImmediate: after the poll phase, so every request read from the sockets in it has asked.
      if (queue.length === 0) setImmediate(flush);
      queue.push({ statement, values, resolve, reject });
    });
}

/** A read query's SQL text, with the dialect's placeholders, and a name for it as a prepared statement. */
type QueryText = { text: string; name: string };

/**
 * The text of a tagged template, worked out once per call site: a template's strings array is
 * the same object on every call. Each call site gets its own statement name.
 */
function queryTexts(placeholder: (index: number) => string) {
  const texts = new WeakMap<TemplateStringsArray, QueryText>();
  let count = 0;
  return (strings: TemplateStringsArray): QueryText => {
    let query = texts.get(strings);
    if (query === undefined) {
      count += 1;
      query = { text: strings.reduce((sum, part, index) => sum + placeholder(index - 1) + part), name: `devforge_read_${count}` };
      texts.set(strings, query);
    }
    return query;
  };
}

function openPostgres(url: string): Database {
  // A PostgreSQL that does not answer fails a request after 5 s (503, see unavailable.ts) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A client losing its connection must not crash the process, idle in the pool (the pool's 'error')
  // or checked out between two queries (the client's own 'error', which pg-pool leaves unhandled then).
  // The query in flight fails (503), the dead client is dropped on release, the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const texts = queryTexts((index) => `$${index + 1}`);
  return {
    db,
    dialect: 'postgres',
    driver: pool,
    async read<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      // Named, so each connection parses and plans a read once, not on every request. (So a read
      // names its columns: a prepared `select *` fails once a migration adds a column.)
      const { text, name } = texts(strings);
      return (await pool.query({ name, text, values })).rows as Row[];
    },
    async countWrite<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      // One statement, one round trip, committed as any other. Not in a transaction with
      // synchronous_commit off: its four round trips held a pooled connection four times as long,
      // and under load the pool's ten connections, not the disk, were what requests waited for.
      return (await sql<Row>(strings, ...values).execute(db)).rows;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
