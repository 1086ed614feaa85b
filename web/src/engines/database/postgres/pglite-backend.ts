// PostgreSQL in WebAssembly (PGlite): a real PostgreSQL 17 server in one thread. In the browser it
// runs inside pglite.worker.ts; Node tests create it directly (it then loads its files from disk).
import { PGlite, type PGliteOptions, type Results } from '@electric-sql/pglite';
import type { EngineBackend, StartOptions, TransactionStep } from '../protocol';
import { postgresSampleSql } from '../sample-data';
import { positionAt } from '../text-position';
import {
  EngineQueryError,
  type Cell,
  type EngineStatus,
  type QueryResult,
  type ResultColumn,
  type StatementResult,
} from '../types';
import { readPostgresCatalogue } from './catalogue';

/** The WebAssembly modules and file bundle, handed over by the worker (fetched with progress); Node lets PGlite find its own. */
export type PgliteArtifacts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
export type ArtifactLoader = (progress: (status: EngineStatus) => void) => Promise<PgliteArtifacts>;

/** The IndexedDB-backed data directory when persistence is on (PGlite names the IndexedDB database /pglite/<name>). */
export const PGLITE_IDB_NAME = 'devforge-postgresql';
const SAMPLE_MARK = 'devforge: sample data loaded';

// Date and time types keep PostgreSQL's own text (as psql prints them) instead of becoming JS Dates.
const TEXT_TYPES = [1082, 1083, 1114, 1184, 1186, 1266];
const INT8 = 20;

const parsers: NonNullable<PGliteOptions['parsers']> = {
  ...Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value])),
  // bigint: a number while a double holds it exactly, otherwise the digits.
  [INT8]: (value: string) => {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value;
  },
};

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  // NaN and ±Infinity (float 'NaN', 'Infinity') as PostgreSQL prints them: rows travel as JSON.
  if (typeof value === 'number' && !Number.isFinite(value))
    return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return `\\x${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (Array.isArray(value)) return value.map(toCell);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCell(v)]));
  return value as Cell;
}

type PgError = Error & { position?: string; code?: string; detail?: string; hint?: string };

/** The engine's message with its detail and hint, and where in `text` it points (PostgreSQL counts characters from 1). */
export function postgresError(error: unknown, text: string, step?: number): EngineQueryError {
  const e = error as PgError;
  const extra = [e.detail && `Detail: ${e.detail}`, e.hint && `Hint: ${e.hint}`].filter(Boolean).join('\n');
  const offset = e.position ? Number(e.position) - 1 : NaN;
  return new EngineQueryError({
    message: extra ? `${e.message}\n${extra}` : (e.message ?? String(error)),
    code: e.code,
    position: Number.isFinite(offset) ? positionAt(text, offset) : undefined,
    step,
  });
}

export class PgliteBackend implements EngineBackend {
  private db: PGlite | null = null;
  private artifacts: PgliteArtifacts = {};
  private options: StartOptions = { persist: false, sample: true };
  private typeNames = new Map<number, string>();

  constructor(private readonly loadArtifacts: ArtifactLoader = async () => ({})) {}

  private get database(): PGlite {
    if (!this.db) throw new Error('The database is not running.');
    return this.db;
  }

  private async create(extra: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): Promise<PGlite> {
    return PGlite.create({ ...this.artifacts, ...extra, parsers, relaxedDurability: false });
  }

  async start(options: StartOptions, progress: (status: EngineStatus) => void) {
    this.options = options;
    this.artifacts = await this.loadArtifacts(progress);
    progress({ state: 'starting', step: options.persist ? 'restore' : 'start' });
    this.db = await this.create(options.persist ? { dataDir: `idb://${PGLITE_IDB_NAME}` } : {});
    const restored = options.persist && (await this.hasSample());
    if (!restored && options.sample) {
      progress({ state: 'starting', step: 'sample' });
      await this.loadSample();
    }
    await this.loadTypeNames();
    return { restored };
  }

  private async hasSample(): Promise<boolean> {
    const { rows } = await this.database.query<{ mark: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()",
    );
    return rows[0]?.mark === SAMPLE_MARK;
  }

  private async loadSample() {
    await this.database.exec(postgresSampleSql);
    // Marks a saved copy as set up, so a later start keeps the user's data even if every table was dropped.
    await this.database.exec(
      `DO $$ BEGIN EXECUTE format('COMMENT ON DATABASE %I IS %L', current_database(), '${SAMPLE_MARK}'); END $$`,
    );
  }

  private async loadTypeNames() {
    const { rows } = await this.database.query<{ oid: number; typname: string }>('SELECT oid::int AS oid, typname FROM pg_type');
    this.typeNames = new Map(rows.map((r) => [r.oid, r.typname]));
  }

  async query(text: string, { maxRows }: { maxRows: number }): Promise<QueryResult> {
    const started = performance.now();
    let results: Results<unknown[]>[];
    try {
      results = (await this.database.exec(text, { rowMode: 'array' })) as Results<unknown[]>[];
    } catch (error) {
      throw postgresError(error, text);
    }
    const elapsedMs = performance.now() - started;
    const statements: StatementResult[] = results.map((r) => {
      const returnsRows = r.fields.length > 0;
      return {
        command: r.command ?? (returnsRows ? 'SELECT' : 'OK'),
        columns: returnsRows
          ? r.fields.map((f): ResultColumn => ({ name: f.name, type: this.typeNames.get(f.dataTypeID) }))
          : null,
        rowCount: returnsRows ? r.rows.length : 0,
        // The command tag's count is per statement; affectedRows adds up over the whole text.
        affectedRows: returnsRows ? undefined : (r.rowCount ?? r.affectedRows ?? 0),
      };
    });
    const lastWithRows = results.findLastIndex((r) => r.fields.length > 0);
    const rows = lastWithRows === -1 ? [] : results[lastWithRows].rows;
    const kept = rows.length > maxRows ? rows.slice(0, maxRows) : rows;
    return {
      statements,
      columns: lastWithRows === -1 ? null : statements[lastWithRows].columns,
      rows: kept.map((row) => row.map(toCell)),
      truncated: rows.length > maxRows,
      totalRows: rows.length,
      elapsedMs,
      notes: [],
    };
  }

  async transaction(steps: TransactionStep[]) {
    const started = performance.now();
    let failed: EngineQueryError | null = null;
    try {
      await this.database.transaction(async (tx) => {
        for (const [index, step] of steps.entries()) {
          try {
            await tx.exec(step.sql);
          } catch (error) {
            failed = postgresError(error, step.sql, index);
            throw failed;
          }
        }
      });
    } catch (error) {
      throw failed ?? postgresError(error, '');
    }
    return { elapsedMs: performance.now() - started };
  }

  catalogue({ schema }: { schema?: string } = {}) {
    return readPostgresCatalogue(this.database, { schema });
  }

  async reset() {
    await this.database.close();
    this.db = null;
    if (this.options.persist) await deleteIndexedDb(`/pglite/${PGLITE_IDB_NAME}`);
    this.db = await this.create(this.options.persist ? { dataDir: `idb://${PGLITE_IDB_NAME}` } : {});
    if (this.options.sample) await this.loadSample();
    await this.loadTypeNames();
  }

  async setPersistence(on: boolean) {
    if (on === this.options.persist) return;
    // The current data moves across: dumped from where it is, loaded where it goes.
    const dump = await this.database.dumpDataDir('none');
    await this.database.close();
    this.db = null;
    await deleteIndexedDb(`/pglite/${PGLITE_IDB_NAME}`);
    this.db = await this.create(on ? { dataDir: `idb://${PGLITE_IDB_NAME}`, loadDataDir: dump } : { loadDataDir: dump });
    this.options = { ...this.options, persist: on };
  }
}

function deleteIndexedDb(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('Could not delete the saved copy'));
    // Another tab holding it open: the deletion completes when it closes; carry on meanwhile.
    request.onblocked = () => resolve();
  });
}
