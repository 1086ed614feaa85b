import type { Cell, EngineQueryError } from '@/engines/database';
import { splitStatements } from './sql-answer';

// The EXPLAIN check of the AI SQL optimizer (issue 15): with the user's schema created in a real
// PostgreSQL (PGlite, the shared database engine of web/src/engines/database, as an empty scratch
// database in its worker), both queries are planned with EXPLAIN, which parses and resolves every
// table and column without running the query. A rewrite that does not parse or names a missing
// column is flagged before the user trusts it. The suggested indexes are created too, so the
// optimized query's plan shows whether it would use them.

/**
 * Runs SQL text on the engine: DatabaseEngine.query in the page, PgliteBackend.query in the Node
 * tests (the same code the engine's worker runs). Errors are EngineQueryError, whose position is
 * 0-based in the text.
 */
export type RunSql = (text: string) => Promise<{ rows: Cell[][] }>;

export type ExplainOutcome = { ok: true; plan: string[] } | { ok: false; message: string; line?: number; column?: number };

export type ExplainReport = {
  /** The schema did not run: nothing else was checked. */
  schemaError: string | null;
  original: ExplainOutcome | null;
  optimized: ExplainOutcome | null;
  indexes: { statement: string; error: string | null }[];
};

export type ExplainJob = { schema: string; original: string; optimized: string | null; indexes: readonly string[] };

/** The database's own message, without the Detail/Hint lines the engine appends. */
function messageOf(error: unknown): string {
  return ((error as Error).message ?? String(error)).split('\n')[0]!;
}

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

async function explain(run: RunSql, query: string): Promise<ExplainOutcome> {
  const statement = singleStatement(query);
  if ('error' in statement) return { ok: false, message: statement.error };
  const prefix = 'EXPLAIN ';
  await run('SAVEPOINT explain_check');
  try {
    const { rows } = await run(prefix + statement.sql);
    await run('RELEASE SAVEPOINT explain_check');
    return { ok: true, plan: rows.map((r) => String(r[0])) };
  } catch (err) {
    await run('ROLLBACK TO SAVEPOINT explain_check');
    const offset = (err as EngineQueryError).position?.offset;
    // The offset counts from the start of "EXPLAIN …"; the user's query starts after the prefix.
    const where =
      offset !== undefined && offset >= prefix.length ? lineColumnOf(statement.sql, offset - prefix.length + 1) : null;
    return { ok: false, message: messageOf(err), ...(where ?? {}) };
  }
}

let checks = 0;

/**
 * Creates the schema in a schema of its own (inside a transaction that is rolled back, so the
 * database is as clean afterwards as before, even if the user's DDL commits), then plans both
 * queries, the optimized one after the suggested indexes. Errors of the engine itself (it
 * stopped, the check was cancelled) are thrown.
 */
export async function explainCheck({
  run,
  schema,
  original,
  optimized,
  indexes,
}: ExplainJob & { run: RunSql }): Promise<ExplainReport> {
  const namespace = `explain_check_${Date.now().toString(36)}_${++checks}`;
  await run('BEGIN');
  try {
    await run(`CREATE SCHEMA ${namespace}; SET search_path TO ${namespace}, public;`);
    try {
      await run(schema);
    } catch (err) {
      return { schemaError: messageOf(err), original: null, optimized: null, indexes: [] };
    }
    // A COMMIT in the schema ended the transaction: start another (a no-op warning otherwise).
    await run('BEGIN');
    const originalOutcome = await explain(run, original);
    const created: ExplainReport['indexes'] = [];
    for (const statement of indexes) {
      await run('SAVEPOINT create_index');
      try {
        await run(statement);
        await run('RELEASE SAVEPOINT create_index');
        created.push({ statement, error: null });
      } catch (err) {
        await run('ROLLBACK TO SAVEPOINT create_index');
        created.push({ statement, error: messageOf(err) });
      }
    }
    const optimizedOutcome = optimized === null ? null : await explain(run, optimized);
    return { schemaError: null, original: originalOutcome, optimized: optimizedOutcome, indexes: created };
  } finally {
    await run('ROLLBACK').catch(() => undefined);
    // Only there if the user's DDL committed it.
    await run(`RESET search_path; DROP SCHEMA IF EXISTS ${namespace} CASCADE`).catch(() => undefined);
  }
}
