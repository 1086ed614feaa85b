// SQLite in WebAssembly (sql.js). Runs in sqlite.worker.ts, and in mysql.worker.ts behind the MySQL
// translation; Node tests create it directly. Statements run one by one, so an error points at the
// statement that failed.
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';
import type { EngineBackend, StartOptions, TransactionStep } from '../protocol';
import { deleteSavedCopy, readSavedCopy, writeSavedCopy } from '../saved-copy';
import { sqliteSampleSql } from '../sample-data';
import { positionAt } from '../text-position';
import {
  EngineQueryError,
  type Catalogue,
  type CatalogueTable,
  type Cell,
  type EngineStatus,
  type QueryResult,
  type StatementResult,
} from '../types';

/** A statement as the user wrote it and as SQLite will run it (they differ in MySQL mode). */
export type PreparedStatement = { sql: string; /** Offset of the original statement in the user's text. */ offset: number };
export type Translation = { statements: PreparedStatement[]; notes: string[] };

export type SqliteBackendOptions = {
  /** Key of the saved copy in IndexedDB ('sqlite', 'mysql'). */
  savedCopyKey: string;
  /** Loads sql.js (the worker passes the wasm URL; Node finds it on disk). */
  loadSqlJs?: (progress: (status: EngineStatus) => void) => Promise<SqlJsStatic>;
  /** MySQL mode: turns the user's text into SQLite statements, or throws EngineQueryError to refuse it. */
  translate?: (text: string) => Translation | Promise<Translation>;
};

const READ_ONLY = new Set(['SELECT', 'EXPLAIN', 'VALUES', 'PRAGMA']);

function toCell(value: SqlValue | bigint): Cell {
  // SQLite's REAL overflows to ±Inf; rows travel as JSON, which has no infinities.
  if (typeof value === 'number' && !Number.isFinite(value)) return value > 0 ? 'Inf' : '-Inf';
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return `x'${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}'`;
  return value;
}

function commandOf(sql: string): string {
  const word = /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*([A-Za-z]+)/.exec(sql)?.[1];
  return word ? word.toUpperCase() : 'OK';
}

/** SQLite's message, pointing at the failing statement, or at the token its "near" names when that is found there. */
function sqliteError(error: unknown, text: string, statement: PreparedStatement, step?: number): EngineQueryError {
  const message = error instanceof Error ? error.message : String(error);
  let offset = statement.offset;
  const near = /near "([^"]+)"/.exec(message)?.[1];
  if (near) {
    const at = text.indexOf(near, statement.offset);
    if (at !== -1) offset = at;
  }
  // Skip leading blanks so the caret lands on the statement itself.
  while (offset < text.length && /\s/.test(text[offset])) offset++;
  return new EngineQueryError({ message, position: positionAt(text, offset), step });
}

type Statement = import('sql.js').Statement;

// sql.js 1.16 takes a config with useBigInt (exact 64-bit integers); its type definitions predate it.
const getRow = (stmt: Statement) =>
  (stmt.get as (this: Statement, params: null, config: { useBigInt: boolean }) => (SqlValue | bigint)[]).call(stmt, null, {
    useBigInt: true,
  });

/**
 * Prepares the statements of `text` one at a time, each only after the previous one ran (a statement
 * may use a table the one before it creates), with sqlite's own tokenizer; offsets say where each is.
 */
function* nativeStatements(db: Database, text: string): Generator<{ stmt: Statement; statement: PreparedStatement }> {
  const iterator = db.iterateStatements(text);
  for (;;) {
    const remaining = iterator.getRemainingSQL();
    const statement = { sql: remaining, offset: text.length - remaining.length };
    let next: IteratorResult<Statement>;
    try {
      next = iterator.next();
    } catch (error) {
      throw sqliteError(error, text, statement);
    }
    if (next.done) return;
    yield { stmt: next.value, statement: { sql: next.value.getSQL(), offset: statement.offset } };
  }
}

function* translatedStatements(
  db: Database,
  text: string,
  statements: PreparedStatement[],
): Generator<{ stmt: Statement; statement: PreparedStatement }> {
  for (const statement of statements) {
    let stmt: Statement;
    try {
      stmt = db.prepare(statement.sql);
    } catch (error) {
      throw sqliteError(error, text, statement);
    }
    yield { stmt, statement };
  }
}

/** Starts sql.js with SQLite's own math functions (not sql.js's deprecated replacements); the browser passes the wasm URL. */
export function startSqlJs(wasmUrl?: string): Promise<SqlJsStatic> {
  const config = { useOldExtensionFunctions: false, ...(wasmUrl ? { locateFile: () => wasmUrl } : {}) };
  return initSqlJs(config);
}

export class SqliteBackend implements EngineBackend {
  private SQL: SqlJsStatic | null = null;
  private db: Database | null = null;
  private options: StartOptions = { persist: false, sample: true };

  constructor(private readonly config: SqliteBackendOptions) {}

  private get database(): Database {
    if (!this.db) throw new Error('The database is not running.');
    return this.db;
  }

  async start(options: StartOptions, progress: (status: EngineStatus) => void) {
    this.options = options;
    this.SQL = this.config.loadSqlJs ? await this.config.loadSqlJs(progress) : await startSqlJs();
    const saved = options.persist ? await readSavedCopy<Uint8Array>(this.config.savedCopyKey) : undefined;
    progress({ state: 'starting', step: saved ? 'restore' : options.sample ? 'sample' : 'start' });
    this.open(saved);
    if (!saved && options.sample) {
      this.database.exec(sqliteSampleSql);
      await this.save();
    }
    return { restored: Boolean(saved) };
  }

  private open(bytes?: Uint8Array) {
    this.db?.close();
    this.db = new this.SQL!.Database(bytes);
    this.database.exec('PRAGMA foreign_keys = ON');
  }

  private async save() {
    if (!this.options.persist) return;
    const bytes = this.database.export();
    // export() closes and reopens the database, which resets its pragmas.
    this.database.exec('PRAGMA foreign_keys = ON');
    await writeSavedCopy(this.config.savedCopyKey, bytes);
  }

  /** The statements to run for `text`: translated first in MySQL mode (which may refuse it). */
  private async statements(
    text: string,
  ): Promise<{ run: Generator<{ stmt: Statement; statement: PreparedStatement }>; notes: string[] }> {
    if (!this.config.translate) return { run: nativeStatements(this.database, text), notes: [] };
    const { statements, notes } = await this.config.translate(text);
    return { run: translatedStatements(this.database, text, statements), notes };
  }

  async query(text: string, { maxRows }: { maxRows: number }): Promise<QueryResult> {
    const started = performance.now();
    const { run, notes } = await this.statements(text);
    const results: StatementResult[] = [];
    let rows: Cell[][] = [];
    let totalRows = 0;
    let lastColumns: StatementResult['columns'] = null;
    let wrote = false;
    try {
      for (const { stmt, statement } of run) {
        try {
          const names = stmt.getColumnNames();
          const command = commandOf(statement.sql);
          if (!READ_ONLY.has(command)) wrote = true;
          if (names.length > 0) {
            const collected: Cell[][] = [];
            let count = 0;
            while (stmt.step()) {
              count++;
              if (count <= maxRows) collected.push((getRow(stmt) as (SqlValue | bigint)[]).map(toCell));
            }
            rows = collected;
            totalRows = count;
            lastColumns = names.map((name) => ({ name }));
            results.push({ command, columns: lastColumns, rowCount: count });
          } else {
            stmt.step();
            // SQLite counts changes of INSERT, UPDATE and DELETE only (the count is stale after anything else).
            const counts = ['INSERT', 'UPDATE', 'DELETE', 'REPLACE'].includes(command);
            results.push({
              command,
              columns: null,
              rowCount: 0,
              affectedRows: counts ? this.database.getRowsModified() : undefined,
            });
          }
        } catch (error) {
          throw sqliteError(error, text, statement);
        } finally {
          stmt.free();
        }
      }
    } finally {
      // Statements before a failing one have run (SQLite autocommits each): keep the saved copy in step.
      if (wrote) await this.save();
    }
    return {
      statements: results,
      columns: lastColumns,
      rows,
      truncated: totalRows > rows.length,
      totalRows,
      elapsedMs: performance.now() - started,
      notes,
    };
  }

  async transaction(steps: TransactionStep[]) {
    const started = performance.now();
    this.database.exec('BEGIN');
    try {
      for (const [index, step] of steps.entries()) {
        try {
          const { run } = await this.statements(step.sql);
          for (const { stmt, statement } of run) {
            try {
              stmt.step();
            } catch (error) {
              throw sqliteError(error, step.sql, statement);
            } finally {
              stmt.free();
            }
          }
        } catch (error) {
          const info = error instanceof EngineQueryError ? error.toInfo() : { message: String(error) };
          throw new EngineQueryError({ ...info, step: index });
        }
      }
      this.database.exec('COMMIT');
    } catch (error) {
      // A step that ended the transaction itself (COMMIT in a script) leaves nothing to roll back.
      try {
        this.database.exec('ROLLBACK');
      } catch {
        /* no transaction is open any more */
      }
      throw error;
    }
    await this.save();
    return { elapsedMs: performance.now() - started };
  }

  async catalogue(): Promise<Catalogue> {
    const db = this.database;
    const rowsOf = (sql: string) => {
      const [result] = db.exec(sql);
      return result ? result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i]]))) : [];
    };
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;
    const tables: CatalogueTable[] = [];
    for (const { name } of rowsOf(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )) {
      const table = String(name);
      const foreignKeys = rowsOf(`SELECT * FROM pragma_foreign_key_list(${literal(table)})`);
      const columns = rowsOf(`SELECT * FROM pragma_table_info(${literal(table)}) ORDER BY cid`).map((c) => {
        const fk = foreignKeys.find((f) => f.from === c.name);
        return {
          name: String(c.name),
          type: String(c.type),
          // A PRIMARY KEY column other than INTEGER PRIMARY KEY may hold NULL in SQLite unless declared NOT NULL.
          nullable: Number(c.notnull) === 0 && !(Number(c.pk) > 0 && String(c.type).toUpperCase() === 'INTEGER'),
          primaryKey: Number(c.pk) > 0,
          default: c.dflt_value === null ? null : String(c.dflt_value),
          ...(fk ? { foreignKey: { table: String(fk.table), column: fk.to === null ? 'rowid' : String(fk.to) } } : {}),
        };
      });
      const indexes = rowsOf(`SELECT * FROM pragma_index_list(${literal(table)}) ORDER BY name`)
        .filter((i) => i.origin !== 'pk')
        .map((i) => ({
          name: String(i.name),
          unique: Number(i.unique) === 1,
          columns: rowsOf(`SELECT name FROM pragma_index_info(${literal(String(i.name))}) ORDER BY seqno`).map((c) =>
            String(c.name ?? '(expression)'),
          ),
        }));
      const rowCount = Number(rowsOf(`SELECT count(*) AS n FROM ${quote(table)}`)[0]?.n ?? 0);
      tables.push({ name: table, columns, indexes, rowCount });
    }
    return { tables };
  }

  async reset() {
    this.open();
    if (this.options.sample) this.database.exec(sqliteSampleSql);
    await this.save();
  }

  async setPersistence(on: boolean) {
    this.options = { ...this.options, persist: on };
    if (on) await this.save();
    else await deleteSavedCopy(this.config.savedCopyKey);
  }
}
