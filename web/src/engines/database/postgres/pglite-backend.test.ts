// @vitest-environment node
// The real PostgreSQL (PGlite, loaded from disk), as the browser worker runs it.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOrders, sampleProducts, sampleUsers } from '../sample-data';
import { EngineQueryError } from '../types';
import { PgliteBackend } from './pglite-backend';

const backend = new PgliteBackend();
const noProgress = () => undefined;

beforeAll(async () => {
  await backend.start({ persist: false, sample: true }, noProgress);
}, 60_000);

describe('PgliteBackend', () => {
  it('starts with the sample data', async () => {
    const result = await backend.query(
      'SELECT count(*) FROM users; SELECT count(*) FROM products; SELECT count(*) AS n FROM orders',
      { maxRows: 10 },
    );
    expect(result.statements.map((s) => s.command)).toEqual(['SELECT', 'SELECT', 'SELECT']);
    expect(result.columns).toEqual([{ name: 'n', type: 'int8' }]);
    expect(result.rows).toEqual([[sampleOrders.length]]);
    const counts = await backend.query('SELECT (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM products) AS p', {
      maxRows: 10,
    });
    expect(counts.rows).toEqual([[sampleUsers.length, sampleProducts.length]]);
  });

  it('keeps dates, numerics and big integers as PostgreSQL prints them', async () => {
    const result = await backend.query(
      "SELECT created_at, price, 9007199254740993::bigint AS big, 42::bigint AS small, '{\"a\":[1,2]}'::jsonb AS doc, '\\xdead'::bytea AS raw FROM users, products WHERE users.id = 1 AND products.id = 2",
      { maxRows: 10 },
    );
    expect(result.rows).toEqual([['2024-01-05 09:12:00+00', '49.50', '9007199254740993', 42, { a: [1, 2] }, '\\xdead']]);
    expect(result.columns?.map((c) => c.type)).toEqual(['timestamptz', 'numeric', 'int8', 'int8', 'jsonb', 'bytea']);
  });

  it('reports affected rows per statement and truncates at maxRows', async () => {
    const result = await backend.query(
      'CREATE TEMP TABLE t AS SELECT g FROM generate_series(1, 50) g; UPDATE t SET g = g + 1 WHERE g <= 10; SELECT * FROM t',
      {
        maxRows: 20,
      },
    );
    expect(result.statements.map((s) => [s.command, s.affectedRows])).toEqual([
      ['SELECT', 50],
      ['UPDATE', 10],
      ['SELECT', undefined],
    ]);
    expect(result.rows).toHaveLength(20);
    expect(result.totalRows).toBe(50);
    expect(result.truncated).toBe(true);
    await backend.query('DROP TABLE t', { maxRows: 1 });
  });

  it('gives the error with its position as line and column', async () => {
    const text = 'SELECT id\nFROM users\nWHERE nme = 1';
    const error = await backend.query(text, { maxRows: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineQueryError);
    expect((error as EngineQueryError).message).toMatch(/column "nme" does not exist/);
    expect((error as EngineQueryError).code).toBe('42703');
    expect((error as EngineQueryError).position).toEqual({ offset: 27, line: 3, column: 7 });
  });

  it('commits a transaction whole or not at all, naming the failing step', async () => {
    await backend.transaction([{ sql: 'CREATE TABLE tx_ok (id int PRIMARY KEY)' }, { sql: 'INSERT INTO tx_ok VALUES (1), (2)' }]);
    expect((await backend.query('SELECT count(*) FROM tx_ok', { maxRows: 1 })).rows).toEqual([[2]]);

    const error = (await backend
      .transaction([
        { sql: 'CREATE TABLE tx_bad (id int)' },
        { sql: 'INSERT INTO tx_bad VALUES (1);\nINSERT INTO tx_bad VALUES (oops)' },
      ])
      .catch((e: unknown) => e)) as EngineQueryError;
    expect(error).toBeInstanceOf(EngineQueryError);
    expect(error.step).toBe(1);
    expect(error.message).toMatch(/column "oops" does not exist/);
    expect(error.position?.line).toBe(2);
    const left = await backend.query("SELECT count(*) FROM pg_tables WHERE tablename = 'tx_bad'", { maxRows: 1 });
    expect(left.rows).toEqual([[0]]);
    await backend.query('DROP TABLE tx_ok', { maxRows: 1 });
  });

  it('reads tables, columns, keys and indexes from the catalogue', async () => {
    const { tables } = await backend.catalogue();
    expect(tables.map((t) => t.name)).toEqual(['orders', 'products', 'users']);
    const orders = tables.find((t) => t.name === 'orders')!;
    expect(orders.rowCount).toBe(sampleOrders.length);
    expect(orders.columns.find((c) => c.name === 'id')).toMatchObject({
      type: 'integer',
      primaryKey: true,
      nullable: false,
      default: "nextval('orders_id_seq'::regclass)",
    });
    expect(orders.columns.find((c) => c.name === 'user_id')).toMatchObject({
      foreignKey: { table: 'users', column: 'id' },
      nullable: false,
    });
    expect(orders.indexes).toEqual([{ name: 'orders_user_id_idx', columns: ['user_id'], unique: false }]);
    const products = tables.find((t) => t.name === 'products')!;
    expect(products.columns.find((c) => c.name === 'price')?.type).toBe('numeric(10,2)');
    expect(tables.find((t) => t.name === 'users')!.indexes).toEqual([
      { name: 'users_email_key', columns: ['email'], unique: true },
    ]);
  });

  it('resets to the sample data', async () => {
    await backend.query('DELETE FROM orders; CREATE TABLE extra (x int)', { maxRows: 1 });
    await backend.reset();
    const { tables } = await backend.catalogue();
    expect(tables.map((t) => [t.name, t.rowCount])).toEqual([
      ['orders', sampleOrders.length],
      ['products', sampleProducts.length],
      ['users', sampleUsers.length],
    ]);
  }, 60_000);
});
