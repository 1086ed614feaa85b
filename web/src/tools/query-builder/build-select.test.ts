// @vitest-environment node
// The visual builder's SQL, run on the real PostgreSQL (PGlite) and SQLite (sql.js) and the MySQL mode,
// must return exactly what a handwritten query returns there.
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteBackend } from '@/engines/database/postgres/pglite-backend';
import type { EngineBackend } from '@/engines/database/protocol';
import { translateMysql } from '@/engines/database/sqlite/mysql-translate';
import { SqliteBackend } from '@/engines/database/sqlite/sqljs-backend';
import type { Catalogue } from '@/engines/database/types';
import { buildSelect, joinCandidates, quoteName, selectAllFrom, type SelectSpec, type SqlDialect } from './build-select';

const engines: Record<SqlDialect, EngineBackend> = {
  postgresql: new PgliteBackend(),
  sqlite: new SqliteBackend({ savedCopyKey: 'builder-test' }),
  mysql: new SqliteBackend({ savedCopyKey: 'builder-test-mysql', translate: translateMysql }),
};
const catalogues = {} as Record<SqlDialect, Catalogue>;

beforeAll(async () => {
  for (const [dialect, engine] of Object.entries(engines) as [SqlDialect, EngineBackend][]) {
    await engine.start({ persist: false, sample: true }, () => undefined);
    catalogues[dialect] = await engine.catalogue();
  }
}, 60_000);

const rows = async (dialect: SqlDialect, sql: string) => (await engines[dialect].query(sql, { maxRows: 1000 })).rows;

const spec: SelectSpec = {
  table: 'orders',
  columns: [
    { table: 'orders', column: 'id' },
    { table: 'users', column: 'name' },
    { table: 'products', column: 'name' },
    { table: 'orders', column: 'quantity' },
  ],
  joins: [
    { from: { table: 'orders', column: 'user_id' }, to: { table: 'users', column: 'id' }, kind: 'INNER' },
    { from: { table: 'orders', column: 'product_id' }, to: { table: 'products', column: 'id' }, kind: 'LEFT' },
  ],
  filters: [
    { table: 'users', column: 'country', operator: 'IN', value: 'UK, US' },
    { table: 'orders', column: 'quantity', operator: '>=', value: '1' },
    { table: 'products', column: 'name', operator: 'LIKE', value: "%'s%" },
  ],
  orderBy: { table: 'orders', column: 'id', direction: 'DESC' },
  limit: 50,
};

const handwritten = `SELECT o.id, u.name, p.name, o.quantity FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN products p ON p.id = o.product_id
WHERE u.country IN ('UK', 'US') AND o.quantity >= 1 AND p.name LIKE '%''s%' ORDER BY o.id DESC LIMIT 50`;

describe.each(['postgresql', 'sqlite', 'mysql'] as const)('buildSelect on %s', (dialect) => {
  it('returns what the handwritten join returns', async () => {
    const sql = buildSelect(spec, catalogues[dialect], dialect);
    expect(await rows(dialect, sql)).toEqual(await rows(dialect, handwritten));
    const unfiltered = buildSelect({ ...spec, filters: [spec.filters[0]] }, catalogues[dialect], dialect);
    expect((await rows(dialect, unfiltered)).length).toBeGreaterThan(5);
  });

  it('writes every column and a plain table', async () => {
    expect(
      await rows(
        dialect,
        buildSelect(
          { table: 'users', columns: [], joins: [], filters: [], orderBy: null, limit: null },
          catalogues[dialect],
          dialect,
        ),
      ),
    ).toEqual(await rows(dialect, 'SELECT * FROM users'));
    expect(await rows(dialect, selectAllFrom('products', dialect, 3))).toHaveLength(3);
  });

  it('filters on NULL tests', async () => {
    const sql = buildSelect(
      {
        table: 'users',
        columns: [{ table: 'users', column: 'id' }],
        joins: [],
        filters: [{ table: 'users', column: 'email', operator: 'IS NOT NULL', value: '' }],
        orderBy: { table: 'users', column: 'id', direction: 'ASC' },
        limit: 2,
      },
      catalogues[dialect],
      dialect,
    );
    expect(await rows(dialect, sql)).toEqual([[1], [2]]);
  });
});

describe('joinCandidates', () => {
  it('offers the foreign keys from and to the tables in the query', () => {
    const fromOrders = joinCandidates(catalogues.postgresql, { table: 'orders', joins: [] });
    expect(fromOrders.map((j) => `${j.from.table}.${j.from.column}->${j.to.table}.${j.to.column}`).sort()).toEqual([
      'orders.product_id->products.id',
      'orders.user_id->users.id',
    ]);
    const fromUsers = joinCandidates(catalogues.postgresql, { table: 'users', joins: [] });
    expect(fromUsers.map((j) => `${j.from.table}.${j.from.column}->${j.to.table}.${j.to.column}`)).toEqual([
      'users.id->orders.user_id',
    ]);
  });
});

describe('quoteName', () => {
  it('quotes only what needs it, with the dialect quotes', () => {
    expect(quoteName('orders', 'postgresql')).toBe('orders');
    expect(quoteName('Order Items', 'postgresql')).toBe('"Order Items"');
    expect(quoteName('order', 'mysql')).toBe('`order`');
    expect(quoteName('user', 'sqlite')).toBe('"user"');
  });
});
