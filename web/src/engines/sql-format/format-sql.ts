// SQL layout with sql-formatter, shared by the SQL formatter and the AI SQL optimizer: whitespace
// and letter case only, never the query's meaning (the formatter's format.test.ts runs originals and
// formatted copies on PostgreSQL and SQLite). Each tool keeps its own list of dialects (their ids
// and names differ, and are stored in users' settings) and passes the dialect object itself.
import { formatDialect, type DialectOptions, type KeywordCase } from 'sql-formatter';

export type Indent = '2' | '4' | '8' | 'tab';

export type SqlLayout = {
  /** Default upper. */
  keywordCase?: KeywordCase;
  /** Data types (INTEGER) and function names (COUNT) in the keyword case too, so a query reads in one case; false leaves them as written. Default true. */
  caseTypesAndFunctions?: boolean;
  /** Default 2 spaces. */
  indent?: Indent;
  /** Blank lines between statements, 0–5. Default 1. */
  linesBetweenQueries?: number;
};

/**
 * `sql` laid out one clause per line in `dialect`. Throws an Error whose message is the parser's
 * first line ("Parse error: Unexpected … at line 1 column 9"); the tool says what it could not do.
 */
export function formatSqlIn(sql: string, dialect: DialectOptions, layout: SqlLayout = {}): string {
  const { keywordCase = 'upper', caseTypesAndFunctions = true, indent = '2', linesBetweenQueries = 1 } = layout;
  if (sql.trim() === '') return '';
  try {
    return formatDialect(sql, {
      dialect,
      keywordCase,
      dataTypeCase: caseTypesAndFunctions ? keywordCase : 'preserve',
      functionCase: caseTypesAndFunctions ? keywordCase : 'preserve',
      tabWidth: indent === 'tab' ? 2 : Number(indent),
      useTabs: indent === 'tab',
      linesBetweenQueries: Math.max(0, Math.min(5, Math.round(linesBetweenQueries))),
    });
  } catch (error) {
    // The parser's message goes on to list every token it expected (hundreds of lines): the first line says it.
    throw new Error((error as Error).message.split('\n')[0].trim(), { cause: error });
  }
}
