// The vocabulary shared by the database engines, their workers and the tools that use them.
// Everything here crosses a postMessage boundary, so it is plain data (structured-clone safe).
import type { RowSource } from './row-chunks';

/** The five databases of the query history (spec tools.md §3). */
export const engineKinds = ['postgresql', 'mysql', 'sqlite', 'mongodb', 'redis'] as const;
export type EngineKind = (typeof engineKinds)[number];

export const engineLabels: Record<EngineKind, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
  mongodb: 'MongoDB',
  redis: 'Redis',
};

/** What actually runs each kind, said plainly in the UI. */
export const engineRuntimes: Record<EngineKind, string> = {
  postgresql: 'PostgreSQL 17 (PGlite, WebAssembly)',
  mysql: 'MySQL syntax, executed on SQLite',
  sqlite: 'SQLite 3 (sql.js, WebAssembly)',
  mongodb: 'MongoDB query language (mingo, in memory)',
  redis: 'A Redis command subset (in memory)',
};

export function isSqlEngine(kind: EngineKind): kind is 'postgresql' | 'mysql' | 'sqlite' {
  return kind === 'postgresql' || kind === 'mysql' || kind === 'sqlite';
}

/** A value in a result cell. Dates and times keep the engine's own text; big integers that do not fit a double stay strings. */
export type Cell = null | boolean | number | string | CellObject | Cell[];
export type CellObject = { [key: string]: Cell };

export type ResultColumn = { name: string; /** The engine's type name where it knows one (int4, TEXT…). */ type?: string };

/** One statement's outcome. Row-returning statements have columns (possibly with zero rows). */
export type StatementResult = {
  /** SELECT, INSERT, CREATE… (SQL), find/aggregate… (MongoDB), the command name (Redis). */
  command: string;
  columns: ResultColumn[] | null;
  /** Rows returned; for writes, the rows affected when the engine says. */
  rowCount: number;
  affectedRows?: number;
};

/** A finished query: every statement's summary, and the rows of the last one that returned rows. */
export type QueryResult = {
  statements: StatementResult[];
  /** The last statement that returned rows (null when none did). */
  columns: ResultColumn[] | null;
  /** Every row. From the client these are decoded on first access: for large results prefer rowSource. */
  rows: Cell[][];
  /** From the client: the rows read one chunk at a time (the virtualised table reads only what is in view). */
  rowSource?: RowSource;
  /** True when more rows came back than `maxRows`: only the first `maxRows` are kept. */
  truncated: boolean;
  /** Total rows the statement produced (may exceed rows.length when truncated). */
  totalRows: number;
  elapsedMs: number;
  /** Lines worth showing beside the result: a MySQL translation, notices. */
  notes: string[];
};

/** Where in the submitted text an error points (1-based line and column, 0-based offset). */
export type TextPosition = { offset: number; line: number; column: number };

export type EngineErrorInfo = {
  message: string;
  position?: TextPosition;
  /** SQLSTATE for PostgreSQL, the error code where the engine has one. */
  code?: string;
  /** For a transaction: the index of the step that failed (its position is within that step's text). */
  step?: number;
};

/** A query or script failed in the database; the message is the engine's own. */
export class EngineQueryError extends Error {
  readonly position?: TextPosition;
  readonly code?: string;
  readonly step?: number;
  constructor(info: EngineErrorInfo) {
    super(info.message);
    this.name = 'EngineQueryError';
    this.position = info.position;
    this.code = info.code;
    this.step = info.step;
  }

  toInfo(): EngineErrorInfo {
    return { message: this.message, position: this.position, code: this.code, step: this.step };
  }
}

/** The user cancelled: a running query's worker was stopped and the engine restarted. */
export class EngineCancelledError extends Error {
  /** True when the data went back to the sample (not persisted); false when the saved copy was reloaded or nothing had run. */
  readonly dataReset: boolean;
  constructor(dataReset: boolean, { restarted = true }: { restarted?: boolean } = {}) {
    super(
      !restarted
        ? 'Query cancelled before it started.'
        : dataReset
          ? 'Query cancelled. The database was restarted and its data reset to the sample data.'
          : 'Query cancelled. The database was restarted from the copy saved in this browser.',
    );
    this.name = 'EngineCancelledError';
    this.dataReset = restarted && dataReset;
  }
}

/** The engine could not start or its worker stopped (network, memory, a browser without WebAssembly). */
export class EngineFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineFailedError';
  }
}

export type CatalogueColumn = {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
  default?: string | null;
  foreignKey?: { table: string; column: string };
};

export type CatalogueIndex = { name: string; columns: string[]; unique: boolean };

export type CatalogueTable = {
  name: string;
  columns: CatalogueColumn[];
  indexes: CatalogueIndex[];
  /** Rows (documents, for MongoDB) in the table now. */
  rowCount?: number;
};

/** What the engine's own catalogue says is there now (information_schema, PRAGMA, the collections, the keyspace). */
export type Catalogue = { tables: CatalogueTable[]; /** Redis: keys by type. */ keys?: { name: string; type: string }[] };

/** Start-up progress, for the "starting database" state (PGlite takes about 2 s). */
export type EngineStatus =
  | { state: 'starting'; step: StartStep; /** 0..1 where known. */ progress?: number; bytes?: number }
  | {
      state: 'ready';
      startMs: number;
      persisted: boolean;
      /** The data came from the copy saved in this browser. */ restored: boolean;
    }
  | { state: 'failed'; message: string };

export type StartStep = 'download' | 'compile' | 'start' | 'sample' | 'restore';

export const startStepLabels: Record<StartStep, string> = {
  download: 'Downloading the engine',
  compile: 'Compiling WebAssembly',
  start: 'Starting the database',
  sample: 'Loading the sample data',
  restore: 'Loading your saved data',
};
