import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';

// Migrations are bundled in code (not read from a folder at run time) so they work the same
// under tsx, in tests and in a packaged build. Add new ones at the end; never edit an applied one.
const migrations: Record<string, () => Promise<Migration>> = {
  '001-feedback': () => import('./migrations/001-feedback'),
  '002-rate-limits': () => import('./migrations/002-rate-limits'),
  '003-user-api-keys': () => import('./migrations/003-user-api-keys'),
  '004-ai-usage': () => import('./migrations/004-ai-usage'),
  '005-snippets': () => import('./migrations/005-snippets'),
  '006-recipes': () => import('./migrations/006-recipes'),
  '007-api-tokens': () => import('./migrations/007-api-tokens'),
  '008-favourites': () => import('./migrations/008-favourites'),
};

const provider: MigrationProvider = {
  async getMigrations() {
    const entries = await Promise.all(Object.entries(migrations).map(async ([name, load]) => [name, await load()] as const));
    return Object.fromEntries(entries);
  },
};

export type MigrationHook = (database: Database) => Promise<void>;

/** Applies every pending migration; safe to run again (already-applied ones are skipped). */
export async function migrateToLatest(database: Database, extra: MigrationHook[] = []): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  for (const hook of extra) await hook(database);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
