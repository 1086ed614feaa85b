import { splitStatements } from './sql-answer';

// The EXPLAIN check of the AI SQL optimizer (issue 15): with the user's schema created in a real
// PostgreSQL (PGlite, in explain.worker.ts), both queries are planned with EXPLAIN, which parses
// and resolves every table and column without running the query. A rewrite that does not parse
// or names a missing column is flagged before the user trusts it. The suggested indexes are
// created too, so the optimized query's plan shows whether it would use them.

/** What of PGlite the check uses (a real PGlite in the worker and in the tests). */
export type PgLike = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
};

export type ExplainOutcome = { ok: true; plan: string[] } | { ok: false; message: string; line?: number; column?: number };

export type ExplainReport = {
  /** The schema did not run: nothing else was checked. */
  schemaError: string | null;
  original: ExplainOutcome | null;
  optimized: ExplainOutcome | null;
  indexes: { statement: string; error: string | null }[];
};

export type ExplainJob = { schema: string; original: string; optimized: string | null; indexes: readonly string[] };

type PgError = Error & { position?: string | number };

/** Line and column (1-based) of a 1-based character position in `text`. */
export function lineColumnOf(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, position - 1));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/** The one statement EXPLAIN can take, or the reason it cannot. */
function singleStatement(query: string): { sql: string } | { error: string } {
  const statements = splitStatements(query).filter((s) => s.replace(/--[^\n]*/g, '').trim() !== '');
  if (statements.length === 0) return { error: 'There is no statement to check.' };
  if (statements.length > 1) return { error: `Only one statement can be checked; this has ${statements.length}.` };
  return { sql: statements[0]! };
}

async function explain(db: PgLike, query: string): Promise<ExplainOutcome> {
  const statement = singleStatement(query);
  if ('error' in statement) return { ok: false, message: statement.error };
  const prefix = 'EXPLAIN ';
  await db.exec('SAVEPOINT explain_check');
  try {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(prefix + statement.sql);
    await db.exec('RELEASE SAVEPOINT explain_check');
    return { ok: true, plan: rows.map((r) => r['QUERY PLAN']) };
  } catch (err) {
    await db.exec('ROLLBACK TO SAVEPOINT explain_check');
    const position = Number((err as PgError).position);
    // The position counts from the start of "EXPLAIN …"; the user's query starts after the prefix.
    const where = Number.isFinite(position) && position > prefix.length ? lineColumnOf(statement.sql, position - prefix.length) : null;
    return { ok: false, message: (err as Error).message, ...(where ?? {}) };
  }
}

let checks = 0;

/**
 * Creates the schema in a schema of its own (inside a transaction that is rolled back, so the
 * database is as clean afterwards as before, even if the user's DDL commits), then plans both
 * queries, the optimized one after the suggested indexes.
 */
export async function explainCheck({ db, schema, original, optimized, indexes }: ExplainJob & { db: PgLike }): Promise<ExplainReport> {
  const namespace = `explain_check_${++checks}`;
  await db.exec('BEGIN');
  try {
    await db.exec(`CREATE SCHEMA ${namespace}; SET search_path TO ${namespace}, public;`);
    try {
      await db.exec(schema);
    } catch (err) {
      return { schemaError: (err as Error).message, original: null, optimized: null, indexes: [] };
    }
    // A COMMIT in the schema ended the transaction: start another (a no-op warning otherwise).
    await db.exec('BEGIN');
    const originalOutcome = await explain(db, original);
    const created: ExplainReport['indexes'] = [];
    for (const statement of indexes) {
      await db.exec('SAVEPOINT create_index');
      try {
        await db.exec(statement);
        await db.exec('RELEASE SAVEPOINT create_index');
        created.push({ statement, error: null });
      } catch (err) {
        await db.exec('ROLLBACK TO SAVEPOINT create_index');
        created.push({ statement, error: (err as Error).message });
      }
    }
    const optimizedOutcome = optimized === null ? null : await explain(db, optimized);
    return { schemaError: null, original: originalOutcome, optimized: optimizedOutcome, indexes: created };
  } finally {
    await db.exec('ROLLBACK').catch(() => undefined);
    await db.exec('RESET search_path').catch(() => undefined);
  }
}
