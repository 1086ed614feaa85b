import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

// `npm run migrate`: applies pending migrations and exits.
const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
});
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
