/**
 * The in-browser database engines shared by the database tools (query runner, query builder,
 * migration manager, schema diff, SQL formatter's checks) and the AI SQL optimizer.
 *
 *   postgresql  PGlite: real PostgreSQL 17 in WebAssembly (~3.7 MB gzip, loaded on first open, ~2 s start)
 *   sqlite      sql.js: SQLite 3 in WebAssembly
 *   mysql       MySQL syntax translated by node-sql-parser and executed on SQLite (untranslatable statements are refused)
 *   mongodb     mingo over in-memory collections; queries are MongoDB command documents in JSON
 *   redis       our own in-memory subset of Redis commands (strings, hashes, lists, sets, sorted sets, keys, expiry)
 *
 * Each opened engine runs in its own Web Worker and starts with the same sample data (users,
 * products, orders). Usage:
 *
 *   const engine = openEngine('postgresql');             // or useDatabaseEngine('postgresql') in a component
 *   engine.subscribe((status) => …);                     // starting (step, progress) → ready | failed
 *   const result = await engine.query('EXPLAIN SELECT * FROM orders', { signal });   // QueryResult
 *   // errors: EngineQueryError (the database's message, position, SQLSTATE code),
 *   //         EngineCancelledError (signal aborted: worker terminated, engine restarted, data reset unless persisted),
 *   //         EngineFailedError (the engine could not start or its worker died)
 *   await engine.transaction([{ sql: up }, { sql: 'INSERT …' }]);   // all or nothing (SQL engines)
 *   const { tables } = await engine.catalogue();         // columns, types, nullability, PK, FK, indexes, row counts
 *   await engine.reset();                                // back to the sample data
 *   await engine.setPersistence(true);                   // keep the data in IndexedDB across reloads (per kind, shared by the tools)
 *   engine.close();
 *
 * `openEngine(kind, { sample: false })` gives an empty scratch database that is never persisted.
 */
export {
  DEFAULT_MAX_ROWS,
  openEngine,
  storedPersistence,
  type DatabaseEngine,
  type OpenEngineOptions,
  type RequestOptions,
} from './client';
export type { TransactionStep, TransactionResult } from './protocol';
export { useDatabaseEngine } from './use-engine';
export * from './types';
