// @vitest-environment node
// Schema diff on fixture pairs, with the migration round trip on the real engines: on PostgreSQL
// (PGlite) A + migration must have the catalogue B has, and back; on SQLite (sql.js) the same with
// SQLite's own catalogue. The engines' catalogues are the oracle, not our model.
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteBackend } from '@/engines/database/postgres/pglite-backend';
import { SqliteBackend, startSqlJs } from '@/engines/database/sqlite/sqljs-backend';
import type { Catalogue } from '@/engines/database/types';
import { diffSchemas } from './diff-schema';
import { migrationSql, schemaToSql } from './migration-sql';
import { canonicalType, loadSchemaParser, parseSchema, type SchemaDialect } from './schema-model';
import { compareCatalogues, verifyOnPostgres } from './verify-postgres';

type Pair = { name: string; a: string; b: string };

beforeAll(async () => {
  for (const dialect of ['postgresql', 'mysql', 'sqlite'] as const) await loadSchemaParser(dialect);
});

const postgresPairs: Pair[] = [
  {
    name: 'columns added, removed and changed; an index; a new table referencing an old one',
    a: `CREATE TABLE users (id serial PRIMARY KEY, email varchar(100) NOT NULL, nickname text, age int);
CREATE TABLE orders (id serial PRIMARY KEY, user_id integer NOT NULL REFERENCES users (id), total numeric(10,2));`,
    b: `CREATE TABLE users (id serial PRIMARY KEY, email varchar(255) NOT NULL UNIQUE, age bigint DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE orders (id serial PRIMARY KEY, user_id integer REFERENCES users (id) ON DELETE CASCADE, total numeric(12,2) NOT NULL DEFAULT 0, note text);
CREATE INDEX orders_user_id_idx ON orders (user_id);
CREATE TABLE reviews (id serial PRIMARY KEY, order_id integer NOT NULL REFERENCES orders (id), stars smallint NOT NULL);`,
  },
  {
    name: 'primary key changes, a table dropped, a composite key',
    a: `CREATE TABLE tags (name text NOT NULL, color text);
CREATE TABLE legacy (x int);
CREATE TABLE post_tags (post_id int NOT NULL, tag text NOT NULL);`,
    b: `CREATE TABLE tags (id int PRIMARY KEY, name text NOT NULL, color text DEFAULT 'gray');
CREATE TABLE post_tags (post_id int NOT NULL, tag text NOT NULL, PRIMARY KEY (post_id, tag));
CREATE UNIQUE INDEX tags_name_idx ON tags (name);`,
  },
  {
    name: 'foreign keys between two new tables in either order, a unique constraint dropped',
    a: `CREATE TABLE accounts (id int PRIMARY KEY, handle text UNIQUE);`,
    b: `CREATE TABLE accounts (id int PRIMARY KEY, handle text);
CREATE TABLE memberships (account_id int REFERENCES accounts (id), team_id int NOT NULL);
CREATE TABLE teams (id int PRIMARY KEY, owner_id int REFERENCES accounts (id));
ALTER TABLE memberships ADD CONSTRAINT memberships_team_fk FOREIGN KEY (team_id) REFERENCES teams (id);`,
  },
];

const sqlitePairs: Pair[] = [
  {
    name: 'plain columns added and dropped in place, an index',
    a: `CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, draft INTEGER);`,
    b: `CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, tags TEXT, pinned INTEGER NOT NULL DEFAULT 0);
CREATE INDEX notes_pinned_idx ON notes (pinned);`,
  },
  {
    name: 'a changed column rebuilds the table; a new table with a foreign key',
    a: `CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT, age INTEGER);
CREATE INDEX users_age_idx ON users (age);`,
    b: `CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL, age REAL DEFAULT 18);
CREATE INDEX users_age_idx ON users (age);
CREATE TABLE sessions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id), token TEXT UNIQUE);`,
  },
];

describe('parsing schemas', () => {
  it('reads columns, keys, defaults and indexes from PostgreSQL DDL', () => {
    const { tables } = parseSchema(postgresPairs[0].b, 'postgresql');
    const users = tables.find((t) => t.name === 'users')!;
    expect(users.columns.map((c) => [c.name, c.type, c.nullable, c.primaryKey, c.default])).toEqual([
      ['id', 'serial', false, true, null],
      ['email', 'varchar(255)', false, false, null],
      ['age', 'bigint', true, false, '0'],
      ['created_at', 'timestamp with time zone', false, false, 'now()'],
    ]);
    expect(users.indexes).toEqual([{ name: 'users_email_key', columns: ['email'], unique: true, constraint: true }]);
    expect(tables.find((t) => t.name === 'orders')!.columns[1].foreignKey).toEqual({
      table: 'users',
      column: 'id',
      onDelete: 'CASCADE',
    });
  });

  it('folds type synonyms per dialect', () => {
    expect(canonicalType('INT4', 'postgresql')).toBe('integer');
    expect(canonicalType('character varying (20)', 'postgresql')).toBe('varchar(20)');
    expect(canonicalType('int(11) unsigned', 'mysql')).toBe('int unsigned');
    expect(canonicalType('TINYINT(1)', 'mysql')).toBe('tinyint(1)');
  });

  it('reads the JSON shape of the spec', () => {
    const schema = parseSchema(
      JSON.stringify([
        {
          name: 'users',
          columns: [
            { name: 'id', type: 'integer', nullable: false, primaryKey: true },
            { name: 'team_id', type: 'int', nullable: true, primaryKey: false, foreignKey: { table: 'teams', column: 'id' } },
          ],
        },
      ]),
      'postgresql',
    );
    expect(schema.tables[0].columns[1]).toEqual({
      name: 'team_id',
      type: 'integer',
      nullable: true,
      primaryKey: false,
      default: null,
      foreignKey: { table: 'teams', column: 'id' },
    });
    expect(() => parseSchema('[{"name": "x"}]', 'postgresql')).toThrow('Table 1 needs a "name" and a "columns" list');
  });

  it('refuses what does not describe a schema, and reports syntax errors with their place', () => {
    expect(() => parseSchema('CREATE TABLE t (a int); DROP TABLE t;', 'postgresql')).toThrow(/does not describe a schema/);
    expect(() => parseSchema('CREATE TABLE t (a int,', 'postgresql')).toThrow(/PostgreSQL syntax error at line 1/);
  });
});

describe('diffSchemas', () => {
  it('lists what was added, removed and changed, aspect by aspect', () => {
    const diff = diffSchemas(parseSchema(postgresPairs[0].a, 'postgresql'), parseSchema(postgresPairs[0].b, 'postgresql'));
    expect(diff.counts).toEqual({
      tablesAdded: 1,
      tablesRemoved: 0,
      tablesChanged: 2,
      columnsAdded: 2,
      columnsRemoved: 1,
      columnsChanged: 4,
      indexesChanged: 2,
    });
    const users = diff.tables.find((t) => t.name === 'users')!;
    expect(users.columnsChanged.map((c) => [c.name, c.aspects])).toEqual([
      ['email', ['type']],
      ['age', ['type', 'default']],
    ]);
    const orders = diff.tables.find((t) => t.name === 'orders')!;
    expect(orders.columnsChanged.map((c) => [c.name, c.aspects])).toEqual([
      ['user_id', ['nullable', 'foreignKey']],
      ['total', ['type', 'nullable', 'default']],
    ]);
  });
});

describe('PostgreSQL migration round trip in PGlite', () => {
  const backend = new PgliteBackend();
  const pg = {
    query: (text: string) => backend.query(text, { maxRows: 1000 }),
    catalogue: (o: { schema: string }) => backend.catalogue(o),
  };
  beforeAll(() => backend.start({ persist: false, sample: false }, () => undefined), 60_000);

  it.each(postgresPairs.map((p) => [p.name, p] as const))('%s', async (_name, pair) => {
    const a = parseSchema(pair.a, 'postgresql');
    const b = parseSchema(pair.b, 'postgresql');
    const report = await verifyOnPostgres(pg, {
      a: pair.a,
      b: pair.b,
      up: migrationSql(a, b, 'postgresql'),
      down: migrationSql(b, a, 'postgresql'),
    });
    expect(report).toEqual({ ok: true, checks: expect.any(Array) });
  });

  it('reports a mismatch instead of hiding it', async () => {
    const report = await verifyOnPostgres(pg, {
      a: 'CREATE TABLE t (a int);',
      b: 'CREATE TABLE t (a bigint NOT NULL);',
      up: 'ALTER TABLE t ALTER COLUMN a TYPE bigint;',
      down: '',
    });
    expect(report).toEqual({
      ok: false,
      mismatches: [
        'A + migration vs B: t.a nullable is true, expected false',
        'B + migration back vs A: t.a type is "bigint", expected "integer"',
        'B + migration back vs A: t.a nullable is false, expected true',
      ],
    });
  });

  it('names the step that failed', async () => {
    const report = await verifyOnPostgres(pg, {
      a: 'CREATE TABLE t (a int);',
      b: 'CREATE TABLE t (a int);',
      up: 'ALTER TABLE nope ADD COLUMN b int;',
      down: '',
    });
    expect(report).toMatchObject({
      ok: false,
      failedStep: 'The migration A → B',
      error: expect.stringMatching(/relation "nope" does not exist/),
    });
  });

  it('runs JSON-shaped schemas through their generated DDL', async () => {
    const json = JSON.stringify([
      {
        name: 'teams',
        columns: [
          { name: 'id', type: 'integer', nullable: false, primaryKey: true },
          { name: 'name', type: 'text', nullable: false, primaryKey: false },
        ],
      },
    ]);
    const a = parseSchema(json, 'postgresql');
    const b = parseSchema(postgresPairs[2].a, 'postgresql');
    const report = await verifyOnPostgres(pg, {
      a: schemaToSql(a, 'postgresql'),
      b: postgresPairs[2].a,
      up: migrationSql(a, b, 'postgresql'),
      down: migrationSql(b, a, 'postgresql'),
    });
    expect(report.ok).toBe(true);
  });
});

describe('SQLite migration round trip in sql.js', () => {
  async function catalogueAfter(...scripts: string[]): Promise<Catalogue> {
    const backend = new SqliteBackend({ savedCopyKey: 'schema-diff-test', loadSqlJs: () => startSqlJs() });
    await backend.start({ persist: false, sample: false }, () => undefined);
    for (const script of scripts) await backend.query(script, { maxRows: 1 });
    return backend.catalogue();
  }

  it.each(sqlitePairs.map((p) => [p.name, p] as const))('%s', async (_name, pair) => {
    const a = parseSchema(pair.a, 'sqlite');
    const b = parseSchema(pair.b, 'sqlite');
    const strip = (c: Catalogue) => ({
      tables: c.tables.map((t) => ({ ...t, indexes: t.indexes.filter((i) => !i.name.startsWith('sqlite_autoindex')) })),
    });
    expect(
      compareCatalogues(
        strip(await catalogueAfter(pair.a, migrationSql(a, b, 'sqlite'))),
        '',
        strip(await catalogueAfter(pair.b)),
        '',
        'up',
      ),
    ).toEqual([]);
    expect(
      compareCatalogues(
        strip(await catalogueAfter(pair.b, migrationSql(b, a, 'sqlite'))),
        '',
        strip(await catalogueAfter(pair.a)),
        '',
        'down',
      ),
    ).toEqual([]);
  });
});

describe('MySQL migration SQL', () => {
  it('modifies columns in place and names keys the MySQL way', () => {
    const dialect: SchemaDialect = 'mysql';
    const a = parseSchema(
      'CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT, name VARCHAR(20), PRIMARY KEY (id), KEY name_idx (name));',
      dialect,
    );
    const b = parseSchema(
      'CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT, name VARCHAR(50) NOT NULL, team_id INT, PRIMARY KEY (id), CONSTRAINT t_team_fk FOREIGN KEY (team_id) REFERENCES teams (id));',
      dialect,
    );
    expect(migrationSql(a, b, dialect)).toBe(
      [
        'DROP INDEX name_idx ON t;',
        'ALTER TABLE t ADD COLUMN team_id int;',
        'ALTER TABLE t MODIFY COLUMN name varchar(50) NOT NULL;',
        'ALTER TABLE t ADD CONSTRAINT t_team_fk FOREIGN KEY (team_id) REFERENCES teams (id);',
        '',
      ].join('\n'),
    );
  });
});
