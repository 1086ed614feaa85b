// @vitest-environment node
// The real SQLite (sql.js, its wasm loaded from disk), as the browser worker runs it.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOrders, sampleUsers } from '../sample-data';
import { EngineQueryError } from '../types';
import { SqliteBackend } from './sqljs-backend';

const backend = new SqliteBackend({ savedCopyKey: 'sqlite-test' });
beforeAll(() => backend.start({ persist: false, sample: true }, () => undefined));

describe('SqliteBackend', () => {
  it('runs statements in order, each seeing what the one before created', async () => {
    const result = await backend.query(
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);\nINSERT INTO notes (body) VALUES ('a'), ('b');\nSELECT * FROM notes",
      {
        maxRows: 10,
      },
    );
    expect(result.statements.map((s) => [s.command, s.affectedRows ?? s.rowCount])).toEqual([
      ['CREATE', 0],
      ['INSERT', 2],
      ['SELECT', 2],
    ]);
    expect(result.rows).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    await backend.query('DROP TABLE notes', { maxRows: 1 });
  });

  it('enforces the sample foreign keys', async () => {
    await expect(
      backend.query('INSERT INTO orders (user_id, product_id, quantity) VALUES (999, 1, 1)', { maxRows: 1 }),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it('keeps big integers exact and truncates at maxRows', async () => {
    expect((await backend.query('SELECT 9007199254740993, 42', { maxRows: 1 })).rows).toEqual([['9007199254740993', 42]]);
    const many = await backend.query(
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100) SELECT i FROM n',
      { maxRows: 30 },
    );
    expect([many.rows.length, many.totalRows, many.truncated]).toEqual([30, 100, true]);
  });

  it('points a syntax error at its token', async () => {
    const error = (await backend
      .query('SELECT 1;\nSELECT * FORM users', { maxRows: 1 })
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error).toBeInstanceOf(EngineQueryError);
    expect(error.message).toBe('near "FORM": syntax error');
    expect(error.position).toMatchObject({ line: 2, column: 10 });
  });

  it('rolls a failed transaction back and names the step', async () => {
    const error = (await backend
      .transaction([
        { sql: 'CREATE TABLE t (a INTEGER NOT NULL)' },
        { sql: 'INSERT INTO t VALUES (1); INSERT INTO t VALUES (NULL)' },
      ])
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error.step).toBe(1);
    expect(error.message).toMatch(/NOT NULL constraint failed: t\.a/);
    expect((await backend.query("SELECT count(*) FROM sqlite_schema WHERE name = 't'", { maxRows: 1 })).rows).toEqual([[0]]);
  });

  it('reads the catalogue', async () => {
    const { tables } = await backend.catalogue();
    expect(tables.map((t) => [t.name, t.rowCount])).toEqual([
      ['orders', sampleOrders.length],
      ['products', 10],
      ['users', sampleUsers.length],
    ]);
    const orders = tables[0];
    expect(orders.columns[0]).toMatchObject({ name: 'id', type: 'INTEGER', primaryKey: true, nullable: false });
    expect(orders.columns.find((c) => c.name === 'product_id')).toMatchObject({
      foreignKey: { table: 'products', column: 'id' },
      nullable: false,
    });
    expect(orders.columns.find((c) => c.name === 'status')).toMatchObject({ default: "'pending'" });
    expect(tables[2].indexes).toEqual([{ name: 'sqlite_autoindex_users_1', columns: ['email'], unique: true }]);
  });
});
