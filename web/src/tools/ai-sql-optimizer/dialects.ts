import { mysql, plsql, postgresql, sql, sqlite, transactsql, type DialectOptions } from 'sql-formatter';
import type { CodeLanguage } from '@/components/CodeEditor';
import { formatSqlIn } from '@/engines/sql-format/format-sql';

// The dialects the optimizer offers, how each is formatted (the shared sql-format engine) and
// highlighted, and the name the model is told. Their ids are the optimizer's own (stored in users'
// settings), not the SQL formatter's.

export const sqlDialects = [
  { value: 'postgresql', label: 'PostgreSQL', formatter: postgresql, editor: 'postgresql' },
  { value: 'mysql', label: 'MySQL', formatter: mysql, editor: 'mysql' },
  { value: 'sqlite', label: 'SQLite', formatter: sqlite, editor: 'sqlite' },
  { value: 'sqlserver', label: 'SQL Server', formatter: transactsql, editor: 'sql' },
  { value: 'oracle', label: 'Oracle', formatter: plsql, editor: 'sql' },
  { value: 'sql', label: 'Standard SQL', formatter: sql, editor: 'sql' },
] as const satisfies readonly { value: string; label: string; formatter: DialectOptions; editor: CodeLanguage }[];

export type SqlDialect = (typeof sqlDialects)[number]['value'];

export function dialectOf(value: string): (typeof sqlDialects)[number] {
  return sqlDialects.find((d) => d.value === value) ?? sqlDialects[0];
}

/**
 * The query laid out one clause per line, keywords upper case, so the original and the optimized
 * query compare clause by clause. Data types and function names stay as written: the diff shows
 * the model's changes, not ours. Throws with the formatter's message on SQL it cannot read.
 */
export function formatSql({ query, dialect = 'postgresql' }: { query: string; dialect?: string }): string {
  try {
    return formatSqlIn(query, dialectOf(dialect).formatter, {
      keywordCase: 'upper',
      caseTypesAndFunctions: false,
      indent: '2',
      linesBetweenQueries: 1,
    });
  } catch (err) {
    throw new Error(`The SQL could not be formatted: ${(err as Error).message}`, { cause: err });
  }
}
