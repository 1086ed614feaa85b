// SQL formatting with sql-formatter: whitespace and keyword case only, never the query's meaning
// (format.test.ts runs originals and formatted copies on PostgreSQL and SQLite and compares results).
import { format, type KeywordCase, type SqlLanguage } from 'sql-formatter';

/** The dialects the formatter knows, with the names users know them by. */
export const sqlDialects: { value: SqlLanguage; label: string }[] = [
  { value: 'sql', label: 'Standard SQL' },
  { value: 'postgresql', label: 'PostgreSQL' },
  { value: 'mysql', label: 'MySQL' },
  { value: 'mariadb', label: 'MariaDB' },
  { value: 'sqlite', label: 'SQLite' },
  { value: 'transactsql', label: 'SQL Server (T-SQL)' },
  { value: 'bigquery', label: 'BigQuery' },
  { value: 'snowflake', label: 'Snowflake' },
  { value: 'redshift', label: 'Amazon Redshift' },
  { value: 'plsql', label: 'Oracle PL/SQL' },
  { value: 'db2', label: 'IBM Db2' },
  { value: 'db2i', label: 'IBM Db2 for i' },
  { value: 'duckdb', label: 'DuckDB' },
  { value: 'clickhouse', label: 'ClickHouse' },
  { value: 'hive', label: 'Apache Hive' },
  { value: 'spark', label: 'Spark SQL' },
  { value: 'trino', label: 'Trino / Presto' },
  { value: 'singlestoredb', label: 'SingleStoreDB' },
  { value: 'tidb', label: 'TiDB' },
  { value: 'n1ql', label: 'Couchbase N1QL' },
];

export type Indent = '2' | '4' | '8' | 'tab';

export type FormatSqlOptions = {
  sql: string;
  dialect?: SqlLanguage;
  keywordCase?: KeywordCase;
  indent?: Indent;
  /** Blank lines between statements (0–5). */
  linesBetweenQueries?: number;
};

/** Above this, formatting runs on demand (and in a worker), not as you type. */
export const LIVE_FORMAT_LIMIT = 100 * 1024;

export function formatSql({
  sql,
  dialect = 'sql',
  keywordCase = 'upper',
  indent = '2',
  linesBetweenQueries = 1,
}: FormatSqlOptions): string {
  if (sql.trim() === '') return '';
  try {
    return format(sql, {
      language: dialect,
      keywordCase,
      // Data types follow the keywords (INTEGER, VARCHAR) so a query reads in one case.
      dataTypeCase: keywordCase,
      functionCase: keywordCase,
      tabWidth: indent === 'tab' ? 2 : Number(indent),
      useTabs: indent === 'tab',
      linesBetweenQueries: Math.max(0, Math.min(5, Math.round(linesBetweenQueries))),
    });
  } catch (error) {
    // The parser's message goes on to list every token it expected (hundreds of lines): the first line says it.
    const reason = (error as Error).message.split('\n')[0].trim();
    throw new Error(`Could not format this ${sqlDialects.find((d) => d.value === dialect)?.label ?? dialect} SQL: ${reason}`, {
      cause: error,
    });
  }
}

/** "line 3 column 5" in sql-formatter's messages, for the editor's cursor. */
export function errorPosition(message: string): { line: number; column: number } | undefined {
  const match = /line (\d+) column (\d+)/i.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
