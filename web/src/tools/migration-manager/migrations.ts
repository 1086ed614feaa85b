// Migrations (spec tools.md §3): versions zero-padded to 3 digits, a name, an up script and an optional
// down script. Which ones are applied is read from the database itself (schema_migrations, written in
// the same transaction as the script), so the list can never claim what the database does not have.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { TransactionStep } from '@/engines/database/protocol';
import { splitSqlStatements } from '@/engines/database/split-statements';

export type MigrationStatus = 'applied' | 'pending' | 'failed';

export type Migration = {
  id: string;
  name: string;
  /** Zero-padded to 3 digits: "001". */
  version: string;
  up: string;
  down: string;
  status: MigrationStatus;
  appliedAt?: string;
  error?: string;
};

/** The table that records applied migrations, as Rails and Flyway keep one. */
export const MIGRATIONS_TABLE = 'schema_migrations';
export const ensureMigrationsTable = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
  version text PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;
export const readAppliedSql = `SELECT version, to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied_at FROM ${MIGRATIONS_TABLE} ORDER BY version`;

export const padVersion = (n: number) => String(n).padStart(3, '0');

export function nextVersion(migrations: Pick<Migration, 'version'>[]): string {
  const highest = migrations.reduce((max, m) => Math.max(max, Number(m.version) || 0), 0);
  if (highest >= 999) throw new Error('Versions go up to 999: export your migrations and start a new set.');
  return padVersion(highest + 1);
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Each migration runs in its own transaction: a script that ends or starts one would break that promise. */
export function transactionControlIn(script: string): string | null {
  for (const statement of splitSqlStatements(script)) {
    const word = /^\s*(?:--[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*([A-Za-z]+)(?:\s+([A-Za-z]+))?/.exec(statement.text);
    const first = word?.[1]?.toUpperCase();
    if (first && ['BEGIN', 'COMMIT', 'ROLLBACK', 'END', 'ABORT'].includes(first)) return first;
    if (first === 'START' && word?.[2]?.toUpperCase() === 'TRANSACTION') return 'START TRANSACTION';
  }
  return null;
}

export type NewMigration = { name: string; up: string; down: string };

/** The spec's rules (§5 Migration): name and up script required, down optional; plus no transaction control. */
export function validateMigration({ name, up, down }: NewMigration): Partial<Record<keyof NewMigration, string>> {
  const problems: Partial<Record<keyof NewMigration, string>> = {};
  if (name.trim() === '') problems.name = 'Name is required';
  else if (name.trim().length > 100) problems.name = 'Keep the name under 100 characters';
  if (up.trim() === '') problems.up = 'Up script is required';
  for (const [field, script] of [
    ['up', up],
    ['down', down],
  ] as const) {
    const control = transactionControlIn(script);
    if (control && !problems[field]) problems[field] = `Remove ${control}: each migration already runs in its own transaction`;
  }
  return problems;
}

export function createMigration(migrations: Migration[], input: NewMigration, id: string = crypto.randomUUID()): Migration {
  const problems = validateMigration(input);
  const first = Object.values(problems)[0];
  if (first) throw new Error(first);
  return {
    id,
    name: input.name.trim(),
    version: nextVersion(migrations),
    up: input.up.trim(),
    down: input.down.trim(),
    status: 'pending',
  };
}

export const byVersion = (a: Migration, b: Migration) => a.version.localeCompare(b.version);

/** Statuses as the database says: applied when recorded there; otherwise pending, or failed if the last try failed. */
export function reconcile(migrations: Migration[], applied: { version: string; applied_at: string }[]): Migration[] {
  const appliedAt = new Map(applied.map((row) => [row.version, row.applied_at]));
  return migrations
    .map((m): Migration => {
      const at = appliedAt.get(m.version);
      if (at) return { ...m, status: 'applied', appliedAt: at, error: undefined };
      return { ...m, status: m.status === 'failed' ? 'failed' : 'pending', appliedAt: undefined };
    })
    .sort(byVersion);
}

/** Up script and its record, in one transaction. */
export function applySteps(m: Migration): TransactionStep[] {
  return [
    { sql: m.up, label: 'up script' },
    { sql: `INSERT INTO ${MIGRATIONS_TABLE} (version, name) VALUES (${quote(m.version)}, ${quote(m.name)})`, label: 'record' },
  ];
}

export function rollbackSteps(m: Migration): TransactionStep[] {
  if (m.down.trim() === '') throw new Error(`Migration ${m.version} has no down script, so it cannot be rolled back.`);
  return [
    { sql: m.down, label: 'down script' },
    { sql: `DELETE FROM ${MIGRATIONS_TABLE} WHERE version = ${quote(m.version)}`, label: 'record' },
  ];
}

/** Pending (and failed) migrations in version order: what "Apply all pending" runs. */
export const toApply = (migrations: Migration[]) => migrations.filter((m) => m.status !== 'applied').sort(byVersion);

/** The applied migration with the highest version: the one a rollback undoes. */
export const lastApplied = (migrations: Migration[]) =>
  migrations
    .filter((m) => m.status === 'applied')
    .sort(byVersion)
    .at(-1);

export function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'migration'
  );
}

export const fileBase = (m: Pick<Migration, 'version' | 'name'>) => `${m.version}_${slug(m.name)}`;

/** A ZIP with 001_name.up.sql and 001_name.down.sql per migration (no .down.sql when there is none). */
export function exportZip(migrations: Migration[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const m of [...migrations].sort(byVersion)) {
    files[`${fileBase(m)}.up.sql`] = strToU8(`${m.up}\n`);
    if (m.down.trim() !== '') files[`${fileBase(m)}.down.sql`] = strToU8(`${m.down}\n`);
  }
  return zipSync(files, { level: 6 });
}

const FILE_NAME = /^(?:.*\/)?(\d{3})_([^/]+?)\.(up|down)\.sql$/;

export type ImportResult = { added: Migration[]; skipped: string[] };

/**
 * Reads migrations back from such a ZIP. A version already in the list is skipped when it is the
 * same migration and refused when it differs; any other file in the ZIP is refused by name.
 */
export function importZip(zip: Uint8Array, existing: Migration[], newId: () => string = () => crypto.randomUUID()): ImportResult {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    throw new Error('This file is not a ZIP archive.');
  }
  const found = new Map<string, { name: string; up?: string; down?: string }>();
  const strange: string[] = [];
  for (const [path, bytes] of Object.entries(files)) {
    if (path.endsWith('/')) continue;
    const match = FILE_NAME.exec(path);
    if (!match) {
      strange.push(path);
      continue;
    }
    const [, version, name, kind] = match;
    const entry = found.get(version) ?? { name: name.replaceAll('_', ' ') };
    if (entry.name !== name.replaceAll('_', ' ')) throw new Error(`Version ${version} appears with two names in the ZIP.`);
    entry[kind as 'up' | 'down'] = strFromU8(bytes).trim();
    found.set(version, entry);
  }
  if (strange.length > 0)
    throw new Error(`Not a migration file (expected 001_name.up.sql or 001_name.down.sql): ${strange.slice(0, 3).join(', ')}`);
  if (found.size === 0) throw new Error('The ZIP holds no migration files.');
  const added: Migration[] = [];
  const skipped: string[] = [];
  for (const [version, entry] of [...found.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!entry.up) throw new Error(`Migration ${version} has a down script but no up script.`);
    const current = existing.find((m) => m.version === version);
    if (current) {
      if (current.up === entry.up && current.down === (entry.down ?? '') && slug(current.name) === slug(entry.name)) {
        skipped.push(version);
        continue;
      }
      throw new Error(`Version ${version} already exists with different scripts. Delete it or renumber the file first.`);
    }
    added.push({ id: newId(), version, name: entry.name, up: entry.up, down: entry.down ?? '', status: 'pending' });
  }
  return { added, skipped };
}

/** What the schema diff hands over (navigation state): a draft for the Create Migration form. */
export type MigrationDraft = { devforgeMigrationDraft: NewMigration };

export function parseDraft(text: string | undefined): NewMigration | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<MigrationDraft>;
    const draft = parsed.devforgeMigrationDraft;
    if (draft && typeof draft.up === 'string')
      return { name: String(draft.name ?? ''), up: draft.up, down: String(draft.down ?? '') };
  } catch {
    /* not a draft: plain SQL */
  }
  return { name: '', up: text, down: '' };
}
