// @vitest-environment node
// Formatting never changes meaning: each fixture runs as written and as formatted (every keyword case,
// indent and spacing) on the real PostgreSQL (PGlite) and SQLite (sql.js), and the results must be the
// same rows in the same columns. The engines are the oracle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteBackend } from '@/engines/database/postgres/pglite-backend';
import { SqliteBackend } from '@/engines/database/sqlite/sqljs-backend';
import type { EngineBackend } from '@/engines/database/protocol';
import { errorPosition, formatSql, type FormatSqlOptions } from './format';

const postgresFixtures = [
  `select p.category, count(*) as orders, sum(o.quantity*p.price) as revenue from orders o join products p on p.id=o.product_id where o.status<>'cancelled' group by p.category order by revenue desc`,
  `with ranked as (select u.name, count(o.id) n, rank() over (order by count(o.id) desc) r from users u left join orders o on o.user_id=u.id group by u.name) select * from ranked where r<=3 order by r, name`,
  `select 'select -- not a comment' as a, "name" from users /* block */ where email like '%@example.com' -- trailing comment
   order by 1 limit 3`,
  `select id::text||'-'||quantity as tag, jsonb_build_object('s', status)->>'s' as s, (ordered_at at time zone 'UTC')::date d from orders where ordered_at>='2024-03-01'::date order by id limit 5`,
  `select name, case when price>300 then 'premium' when price between 50 and 300 then 'standard' else 'budget' end as tier from products where id in (select product_id from orders where quantity>1) order by name`,
  `select $$it's a 'quoted' string$$ as q, $tag$x;y$tag$ as t, E'line\\nbreak' as e`,
  `create temp table t (a int, b text); insert into t values (1,'x'),(2,'y'); update t set b=upper(b) where a=2; select * from t order by a`,
  `select "Weird Col", lower('MiXeD') from (select 1 as "Weird Col") s`,
  `select country, string_agg(name, ', ' order by name) filter (where name like 'A%' or name like 'G%') as names from users group by country having count(*)>1 order by country`,
];

const sqliteFixtures = [
  `select p.category, count(*) as orders, round(sum(o.quantity*p.price),2) as revenue from orders o join products p on p.id=o.product_id where o.status<>'cancelled' group by p.category order by revenue desc`,
  `with recursive n(i) as (select 1 union all select i+1 from n where i<10) select i, i*i as sq from n where i%2=0`,
  `select 'select -- not a comment' as a, "name", [email] from users /* block */ where email like '%@example.com' -- trailing comment
   order by 1 limit 3 offset 1`,
  `select id, cast(quantity as text)||'x' as q, json_extract(json_object('s', status), '$.s') as s, strftime('%Y-%m', ordered_at) m from orders order by id limit 5`,
  `select name, case when price>300 then 'premium' when price between 50 and 300 then 'standard' else 'budget' end tier, row_number() over (partition by category order by price desc) rn from products order by name`,
  `create temp table t (a integer, b text); insert into t values (1,'x'),(2,'y'); update t set b=upper(b) where a=2; select * from t order by a`,
  `select u.name, (select count(*) from orders o where o.user_id=u.id and o.status in ('pending','shipped')) open_orders from users u where exists (select 1 from orders o where o.user_id=u.id) order by 2 desc, 1`,
];

const variants: Omit<FormatSqlOptions, 'sql' | 'dialect'>[] = [
  { keywordCase: 'upper', indent: '2', linesBetweenQueries: 1 },
  { keywordCase: 'lower', indent: '4', linesBetweenQueries: 2 },
  { keywordCase: 'preserve', indent: 'tab', linesBetweenQueries: 0 },
];

async function outcome(backend: EngineBackend, sql: string) {
  // Each run in a transaction that is rolled back, so scripts that write leave nothing behind.
  const result = await backend.query(`BEGIN;\n${sql};\nROLLBACK;`, { maxRows: 10_000 });
  return { columns: result.columns?.map((c) => c.name), rows: result.rows };
}

describe('formatting keeps meaning', () => {
  const pg = new PgliteBackend();
  const lite = new SqliteBackend({ savedCopyKey: 'formatter-test' });
  beforeAll(async () => {
    await pg.start({ persist: false, sample: true }, () => undefined);
    await lite.start({ persist: false, sample: true }, () => undefined);
  }, 60_000);
  afterAll(async () => undefined);

  describe.each(postgresFixtures.map((sql, i) => [i + 1, sql] as const))('PostgreSQL fixture %i', (_n, sql) => {
    it.each(variants.map((v) => [`${v.keywordCase}, indent ${v.indent}`, v] as const))('%s', async (_name, variant) => {
      const formatted = formatSql({ sql, dialect: 'postgresql', ...variant });
      expect(formatted).not.toBe(sql);
      expect(await outcome(pg, formatted)).toEqual(await outcome(pg, sql));
    });
  });

  describe.each(sqliteFixtures.map((sql, i) => [i + 1, sql] as const))('SQLite fixture %i', (_n, sql) => {
    it.each(variants.map((v) => [`${v.keywordCase}, indent ${v.indent}`, v] as const))('%s', async (_name, variant) => {
      const formatted = formatSql({ sql, dialect: 'sqlite', ...variant });
      expect(formatted).not.toBe(sql);
      expect(await outcome(lite, formatted)).toEqual(await outcome(lite, sql));
    });
  });
});

describe('formatSql', () => {
  it('applies keyword case, indent and blank lines between queries', () => {
    expect(
      formatSql({ sql: 'select a from t; select b from u', keywordCase: 'upper', indent: '4', linesBetweenQueries: 2 }),
    ).toBe('SELECT\n    a\nFROM\n    t;\n\n\nSELECT\n    b\nFROM\n    u');
    expect(formatSql({ sql: 'SELECT a FROM t', keywordCase: 'lower', indent: 'tab' })).toBe('select\n\ta\nfrom\n\tt');
  });

  it('gives empty output for blank input', () => {
    expect(formatSql({ sql: '  \n ' })).toBe('');
  });

  it('reports a parse error in one line, with where it is', () => {
    let message = '';
    try {
      formatSql({ sql: 'SELECT (a FROM t', dialect: 'postgresql' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Could not format this PostgreSQL SQL: Parse error/);
    expect(message).not.toContain('\n');
    expect(errorPosition(message)).toEqual({ line: 1, column: 17 });
  });
});
