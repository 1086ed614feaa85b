// @vitest-environment node
// Migrations applied to and rolled back from the real PostgreSQL (PGlite); the ZIP export read back
// by Python's zipfile module (an outside reader) and by our import.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteBackend } from '@/engines/database/postgres/pglite-backend';
import { EngineQueryError } from '@/engines/database/types';
import {
  applySteps,
  createMigration,
  ensureMigrationsTable,
  exportZip,
  importZip,
  lastApplied,
  nextVersion,
  parseDraft,
  readAppliedSql,
  reconcile,
  rollbackSteps,
  toApply,
  transactionControlIn,
  validateMigration,
  type Migration,
} from './migrations';

const reviews = {
  name: 'Add reviews',
  up: 'CREATE TABLE reviews (id serial PRIMARY KEY, product_id integer NOT NULL REFERENCES products (id), stars integer NOT NULL);',
  down: 'DROP TABLE reviews;',
};
const broken = {
  name: 'Broken',
  up: "ALTER TABLE users ADD COLUMN nickname text;\nUPDATE users SET nickname = 'x' WHERE nope = 1;",
  down: '',
};

describe('creating migrations', () => {
  it('numbers versions from 001, zero-padded, after the highest', () => {
    expect(nextVersion([])).toBe('001');
    expect(nextVersion([{ version: '001' }, { version: '007' }])).toBe('008');
    const first = createMigration([], reviews, 'a');
    expect(first).toMatchObject({ version: '001', status: 'pending', name: 'Add reviews' });
    expect(createMigration([first], broken, 'b').version).toBe('002');
  });

  it("requires a name and an up script (the spec's rule), the down script optional", () => {
    expect(validateMigration({ name: ' ', up: '', down: '' })).toEqual({ name: 'Name is required', up: 'Up script is required' });
    expect(validateMigration({ name: 'x', up: 'SELECT 1', down: '' })).toEqual({});
    expect(() => createMigration([], { name: '', up: 'SELECT 1', down: '' })).toThrow('Name is required');
  });

  it('refuses scripts that control the transaction themselves', () => {
    expect(transactionControlIn('BEGIN;\nCREATE TABLE t (a int);\nCOMMIT;')).toBe('BEGIN');
    expect(transactionControlIn('-- note\nstart transaction; select 1')).toBe('START TRANSACTION');
    expect(transactionControlIn('CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql;')).toBeNull();
    expect(validateMigration({ name: 'x', up: 'SELECT 1; COMMIT', down: '' }).up).toMatch(/^Remove COMMIT/);
  });
});

describe('applying and rolling back on PostgreSQL', () => {
  const db = new PgliteBackend();
  let migrations: Migration[] = [];
  const applied = async () =>
    (await db.query(readAppliedSql, { maxRows: 100 })).rows.map(([version, applied_at]) => ({
      version: String(version),
      applied_at: String(applied_at),
    }));
  const tables = async () => (await db.catalogue()).tables.map((t) => t.name);

  beforeAll(async () => {
    await db.start({ persist: false, sample: true }, () => undefined);
    await db.query(ensureMigrationsTable, { maxRows: 1 });
    const first = createMigration([], reviews, 'a');
    migrations = [first, createMigration([first], broken, 'b')];
  }, 60_000);

  it('applies a migration with its record in one transaction', async () => {
    await db.transaction(applySteps(migrations[0]));
    migrations = reconcile(migrations, await applied());
    expect(migrations[0]).toMatchObject({
      status: 'applied',
      appliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(await tables()).toContain('reviews');
  });

  it("leaves the database unchanged when a script fails, with the database's error", async () => {
    const before = await db.catalogue();
    const error = (await db.transaction(applySteps(migrations[1])).catch((e: unknown) => e)) as EngineQueryError;
    expect(error).toBeInstanceOf(EngineQueryError);
    expect(error.message).toMatch(/column "nope" does not exist/);
    expect(error.step).toBe(0);
    expect(error.position?.line).toBe(2);
    expect(await db.catalogue()).toEqual(before);
    expect((await applied()).map((r) => r.version)).toEqual(['001']);
    expect(toApply(migrations).map((m) => m.version)).toEqual(['002']);
  });

  it('rolls back the last applied migration with its down script, and refuses one without', async () => {
    expect(lastApplied(migrations)?.version).toBe('001');
    await db.transaction(rollbackSteps(migrations[0]));
    migrations = reconcile(migrations, await applied());
    expect(migrations[0]).toMatchObject({ status: 'pending', appliedAt: undefined });
    expect(await tables()).not.toContain('reviews');
    expect(() => rollbackSteps(migrations[1])).toThrow('Migration 002 has no down script, so it cannot be rolled back.');
  });
});

describe('export and import', () => {
  const m1: Migration = {
    id: '1',
    version: '001',
    name: 'Add reviews',
    up: reviews.up,
    down: reviews.down,
    status: 'applied',
    appliedAt: '2024-01-01T00:00:00Z',
  };
  const m2: Migration = {
    id: '2',
    version: '002',
    name: 'Index on stars',
    up: 'CREATE INDEX reviews_stars_idx ON reviews (stars);',
    down: '',
    status: 'pending',
  };

  it('writes 001_name.up.sql / .down.sql files that an outside ZIP reader lists and reads', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-')), 'migrations.zip');
    fs.writeFileSync(file, exportZip([m2, m1]));
    const listing = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))',
          file,
        ],
        { encoding: 'utf8' },
      ),
    );
    expect(listing).toEqual({
      '001_add_reviews.up.sql': `${reviews.up}\n`,
      '001_add_reviews.down.sql': `${reviews.down}\n`,
      '002_index_on_stars.up.sql': `${m2.up}\n`,
    });
  });

  it('imports them back as pending, skipping identical versions and refusing conflicting ones', () => {
    const zip = exportZip([m1, m2]);
    let n = 0;
    const { added, skipped } = importZip(zip, [m1], () => `new-${++n}`);
    expect(skipped).toEqual(['001']);
    expect(added).toEqual([{ id: 'new-1', version: '002', name: 'index on stars', up: m2.up, down: '', status: 'pending' }]);
    expect(() => importZip(zip, [{ ...m1, up: 'SELECT 1' }])).toThrow(/Version 001 already exists with different scripts/);
    expect(() => importZip(new Uint8Array([1, 2, 3]), [])).toThrow('This file is not a ZIP archive.');
  });
});

describe('parseDraft', () => {
  it('reads a draft handed over by the schema diff, or takes plain SQL as the up script', () => {
    expect(
      parseDraft(
        JSON.stringify({
          devforgeMigrationDraft: { name: 'Sync', up: 'ALTER TABLE a ADD COLUMN b int;', down: 'ALTER TABLE a DROP COLUMN b;' },
        }),
      ),
    ).toEqual({
      name: 'Sync',
      up: 'ALTER TABLE a ADD COLUMN b int;',
      down: 'ALTER TABLE a DROP COLUMN b;',
    });
    expect(parseDraft('CREATE TABLE x (a int);')).toEqual({ name: '', up: 'CREATE TABLE x (a int);', down: '' });
    expect(parseDraft(undefined)).toBeNull();
  });
});
