// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteBackend } from '@/engines/database/postgres/pglite-backend';
import { explainCheck as check, lineColumnOf, type ExplainJob } from './explain-check';

// The outside oracle is PostgreSQL itself (PGlite is PostgreSQL compiled to WASM), run by the
// shared engine's backend as its worker runs it: what it refuses to plan is what the check must flag.

const schema = `
CREATE TABLE customers (id integer PRIMARY KEY, email text NOT NULL, country text);
CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customers (id), total numeric, created_at timestamptz);`;
const original =
  "SELECT * FROM orders WHERE EXTRACT(YEAR FROM created_at) = 2024 AND customer_id IN (SELECT id FROM customers WHERE country = 'NL')";

const backend = new PgliteBackend();
const run = (text: string) => backend.query(text, { maxRows: 1000 });
const explainCheck = (job: ExplainJob & { db?: unknown }) => check({ ...job, run });
beforeAll(async () => {
  await backend.start({ persist: false, sample: false }, () => undefined);
}, 120_000);

describe('explainCheck against PostgreSQL (PGlite)', () => {
  it('plans both queries and creates the suggested indexes', async () => {
    const report = await explainCheck({
      schema,
      original,
      optimized:
        "SELECT o.* FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.country = 'NL' AND o.created_at >= '2024-01-01' AND o.created_at < '2025-01-01';",
      indexes: ['CREATE INDEX idx_orders_created ON orders (created_at);'],
    });
    expect(report.schemaError).toBeNull();
    expect(report.original).toMatchObject({ ok: true });
    expect(report.optimized).toMatchObject({ ok: true });
    expect(report.optimized?.ok && report.optimized.plan.join('\n')).toMatch(/Join|Scan/);
    expect(report.indexes).toEqual([{ statement: 'CREATE INDEX idx_orders_created ON orders (created_at);', error: null }]);
  });

  it('flags a rewrite that names a missing column, with its line and column', async () => {
    const report = await explainCheck({
      schema,
      original,
      optimized: 'SELECT id,\n       amount\nFROM orders',
      indexes: ['CREATE INDEX bad ON orders (amount)'],
    });
    expect(report.original).toMatchObject({ ok: true });
    expect(report.optimized).toEqual({ ok: false, message: 'column "amount" does not exist', line: 2, column: 8 });
    expect(report.indexes[0]!.error).toBe('column "amount" does not exist');
  });

  it('flags a rewrite that does not parse', async () => {
    const report = await explainCheck({ schema, original, optimized: 'SELEC id FROM orders', indexes: [] });
    expect(report.optimized).toMatchObject({ ok: false, message: 'syntax error at or near "SELEC"', line: 1, column: 1 });
  });

  it('reports a schema that does not run, and checks nothing else', async () => {
    const report = await explainCheck({
      schema: 'CREATE TABLE t (id integer PRIMARY KEY, x nonsense_type);',
      original: 'SELECT 1',
      optimized: 'SELECT 1',
      indexes: [],
    });
    expect(report).toEqual({ schemaError: 'type "nonsense_type" does not exist', original: null, optimized: null, indexes: [] });
  });

  it('leaves nothing behind between checks, even when the schema commits', async () => {
    await explainCheck({ schema: `${schema} COMMIT;`, original, optimized: null, indexes: [] });
    const again = await explainCheck({ schema, original, optimized: null, indexes: [] });
    expect(again.schemaError).toBeNull();
    expect(again.original).toMatchObject({ ok: true });
    const { rows } = await run("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'orders'");
    expect(rows).toEqual([[0]]);
  });

  it('checks one statement at a time', async () => {
    const report = await explainCheck({ schema, original: 'SELECT 1; SELECT 2;', optimized: '  ;', indexes: [] });
    expect(report.original).toEqual({ ok: false, message: 'Only one statement can be checked; this has 2.' });
    expect(report.optimized).toEqual({ ok: false, message: 'There is no statement to check.' });
  });
});

describe('lineColumnOf', () => {
  it('counts 1-based lines and columns', () => {
    expect(lineColumnOf('ab\ncd', 1)).toEqual({ line: 1, column: 1 });
    expect(lineColumnOf('ab\ncd', 5)).toEqual({ line: 2, column: 2 });
  });
});
