import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

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
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; sqliteFile?: string };

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options);
}

function openSqlite({ dataDir, sqliteFile }: DatabaseOptions): Database {
  const file = sqliteFile ?? path.join(dataDir, 'devforge.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const driver = new BetterSqlite3(file);
  // WAL lets readers run beside the writer; FULL sync makes an acknowledged write survive a crash.
  driver.pragma('journal_mode = WAL');
  driver.pragma('synchronous = FULL');
  driver.pragma('foreign_keys = ON');
  driver.pragma('busy_timeout = 5000');
  const statements = withStatementCache(driver);
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: statements }) });
  const texts = queryTexts(() => '?');
  return {
    db,
    dialect: 'sqlite',
    driver,
    async read<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      return statements.prepare(texts(strings)).all(values) as Row[];
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

/**
 * The SQL text of a tagged template, with the dialect's placeholders. Worked out once per call
 * site: a template's strings array is the same object on every call.
 */
function queryTexts(placeholder: (index: number) => string) {
  const texts = new WeakMap<TemplateStringsArray, string>();
  return (strings: TemplateStringsArray): string => {
    let text = texts.get(strings);
    if (text === undefined) {
      text = strings.reduce((sum, part, index) => sum + placeholder(index - 1) + part);
      texts.set(strings, text);
    }
    return text;
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const texts = queryTexts((index) => `$${index + 1}`);
  return {
    db,
    dialect: 'postgres',
    driver: pool,
    async read<Row>(strings: TemplateStringsArray, ...values: SqlValue[]) {
      return (await pool.query(texts(strings), values)).rows as Row[];
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
