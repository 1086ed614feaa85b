// The migration, checked on a real PostgreSQL: A is created and migrated in one schema, B created in
// another, and their catalogues must agree (and the same back: B migrated down must equal A). Any
// difference is reported, never hidden.
import type { Catalogue, CatalogueTable } from '@/engines/database/types';

/** What the check needs from an engine: the browser's client and the Node backend both fit. */
export type VerifyEngine = {
  query: (text: string) => Promise<unknown>;
  catalogue: (options: { schema: string }) => Promise<Catalogue>;
};

export type VerifyReport =
  { ok: true; checks: string[] } | { ok: false; failedStep: string; error: string } | { ok: false; mismatches: string[] };

const SCHEMAS = {
  upFrom: 'devforge_verify_a_up',
  target: 'devforge_verify_b',
  downFrom: 'devforge_verify_b_down',
  origin: 'devforge_verify_a',
} as const;

/** A table as the comparison sees it: index names and sequence schemas do not matter, what they do does. */
function shape(table: CatalogueTable, schema: string) {
  const unqualify = (text: string | null | undefined) => (text ?? '').replaceAll(`${schema}.`, '');
  return {
    columns: table.columns.map((c) => ({
      name: c.name,
      type: c.type,
      nullable: c.nullable,
      primaryKey: c.primaryKey,
      default: unqualify(c.default),
      foreignKey: c.foreignKey ? `${c.foreignKey.table}.${c.foreignKey.column}` : '',
    })),
    indexes: table.indexes.map((i) => `${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})`).sort(),
  };
}

/** The differences between the catalogue reached and the one wanted, in words. */
export function compareCatalogues(
  got: Catalogue,
  gotSchema: string,
  want: Catalogue,
  wantSchema: string,
  label: string,
): string[] {
  const problems: string[] = [];
  const names = [...new Set([...got.tables.map((t) => t.name), ...want.tables.map((t) => t.name)])].sort();
  for (const name of names) {
    const g = got.tables.find((t) => t.name === name);
    const w = want.tables.find((t) => t.name === name);
    if (!g) problems.push(`${label}: table ${name} is missing`);
    else if (!w) problems.push(`${label}: table ${name} should not exist`);
    else {
      const gs = shape(g, gotSchema);
      const ws = shape(w, wantSchema);
      for (const wc of ws.columns) {
        const gc = gs.columns.find((c) => c.name === wc.name);
        if (!gc) {
          problems.push(`${label}: column ${name}.${wc.name} is missing`);
          continue;
        }
        for (const key of ['type', 'nullable', 'primaryKey', 'default', 'foreignKey'] as const) {
          if (gc[key] !== wc[key])
            problems.push(
              `${label}: ${name}.${wc.name} ${key} is ${JSON.stringify(gc[key])}, expected ${JSON.stringify(wc[key])}`,
            );
        }
      }
      for (const gc of gs.columns)
        if (!ws.columns.some((c) => c.name === gc.name)) problems.push(`${label}: column ${name}.${gc.name} should not exist`);
      // Columns are matched by name: PostgreSQL appends added columns, so their order may differ from B's.
      if (gs.indexes.join('; ') !== ws.indexes.join('; '))
        problems.push(`${label}: indexes on ${name} are [${gs.indexes.join('; ')}], expected [${ws.indexes.join('; ')}]`);
    }
  }
  return problems;
}

async function runIn(
  engine: VerifyEngine,
  schema: string,
  steps: { label: string; sql: string }[],
): Promise<{ failedStep: string; error: string } | null> {
  await engine.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
  for (const step of steps) {
    try {
      await engine.query(`SET search_path TO ${schema};\n${step.sql}`);
    } catch (error) {
      return { failedStep: step.label, error: (error as Error).message };
    }
  }
  return null;
}

async function catalogueOf(engine: VerifyEngine, schema: string): Promise<Catalogue> {
  // Defaults print relative to the search path: read each schema from inside it.
  await engine.query(`SET search_path TO ${schema}`);
  return engine.catalogue({ schema });
}

/** Names qualified with public. would escape the check's own schemas. */
const unqualified = (sql: string) => sql.replace(/\b(?:"public"|public)\./gi, '');

export async function verifyOnPostgres(
  engine: VerifyEngine,
  scripts: { a: string; b: string; up: string; down: string },
): Promise<VerifyReport> {
  const a = unqualified(scripts.a);
  const b = unqualified(scripts.b);
  const { up, down } = scripts;
  try {
    for (const [schema, steps] of [
      [
        SCHEMAS.upFrom,
        [
          { label: 'Schema A', sql: a },
          { label: 'The migration A → B', sql: up },
        ],
      ],
      [SCHEMAS.target, [{ label: 'Schema B', sql: b }]],
      [
        SCHEMAS.downFrom,
        [
          { label: 'Schema B', sql: b },
          { label: 'The migration B → A', sql: down },
        ],
      ],
      [SCHEMAS.origin, [{ label: 'Schema A', sql: a }]],
    ] as const) {
      const failed = await runIn(engine, schema, [...steps]);
      if (failed) return { ok: false, ...failed };
    }
    const mismatches = [
      ...compareCatalogues(
        await catalogueOf(engine, SCHEMAS.upFrom),
        SCHEMAS.upFrom,
        await catalogueOf(engine, SCHEMAS.target),
        SCHEMAS.target,
        'A + migration vs B',
      ),
      ...compareCatalogues(
        await catalogueOf(engine, SCHEMAS.downFrom),
        SCHEMAS.downFrom,
        await catalogueOf(engine, SCHEMAS.origin),
        SCHEMAS.origin,
        'B + migration back vs A',
      ),
    ];
    if (mismatches.length > 0) return { ok: false, mismatches };
    return { ok: true, checks: ['A + migration A → B has the catalogue of B', 'B + migration B → A has the catalogue of A'] };
  } finally {
    await engine
      .query(
        `SET search_path TO public; ${Object.values(SCHEMAS)
          .map((s) => `DROP SCHEMA IF EXISTS ${s} CASCADE;`)
          .join(' ')}`,
      )
      .catch(() => undefined);
  }
}
