// The SQLite engine's worker (sql.js); its wasm is a hashed asset of our build.
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { serveEngine } from '../host';
import { SqliteBackend, startSqlJs } from './sqljs-backend';

serveEngine(
  new SqliteBackend({
    savedCopyKey: 'sqlite',
    loadSqlJs: (progress) => {
      progress({ state: 'starting', step: 'download' });
      return startSqlJs(wasmUrl);
    },
  }),
);
