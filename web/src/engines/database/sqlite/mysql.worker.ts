// The MySQL mode's worker: MySQL-dialect SQL translated (mysql-translate.ts) and executed on SQLite (sql.js).
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { serveEngine } from '../host';
import { translateMysql } from './mysql-translate';
import { SqliteBackend, startSqlJs } from './sqljs-backend';

serveEngine(
  new SqliteBackend({
    savedCopyKey: 'mysql',
    translate: translateMysql,
    loadSqlJs: (progress) => {
      progress({ state: 'starting', step: 'download' });
      return startSqlJs(wasmUrl);
    },
  }),
);
