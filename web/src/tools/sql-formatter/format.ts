// SQL formatting for the SQL formatter: its twenty dialects and options over the shared layout
// (engines/sql-format), which never changes the query's meaning (format.test.ts runs originals and
// formatted copies on PostgreSQL and SQLite and compares results).
import {
  bigquery,
  clickhouse,
  db2,
  db2i,
  duckdb,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  singlestoredb,
  snowflake,
  spark,
  sql,
  sqlite,
  tidb,
  transactsql,
  trino,
  type DialectOptions,
  type KeywordCase,
  type SqlLanguage,
} from 'sql-formatter';
import { formatSqlIn, type Indent } from '../../engines/sql-format/format-sql';

export type { Indent };

/** The dialects the formatter knows, with the names users know them by. */
export const sqlDialects: { value: SqlLanguage; label: string; formatter: DialectOptions }[] = [
  { value: 'sql', label: 'Standard SQL', formatter: sql },
  { value: 'postgresql', label: 'PostgreSQL', formatter: postgresql },
  { value: 'mysql', label: 'MySQL', formatter: mysql },
  { value: 'mariadb', label: 'MariaDB', formatter: mariadb },
  { value: 'sqlite', label: 'SQLite', formatter: sqlite },
  { value: 'transactsql', label: 'SQL Server (T-SQL)', formatter: transactsql },
  { value: 'bigquery', label: 'BigQuery', formatter: bigquery },
  { value: 'snowflake', label: 'Snowflake', formatter: snowflake },
  { value: 'redshift', label: 'Amazon Redshift', formatter: redshift },
  { value: 'plsql', label: 'Oracle PL/SQL', formatter: plsql },
  { value: 'db2', label: 'IBM Db2', formatter: db2 },
  { value: 'db2i', label: 'IBM Db2 for i', formatter: db2i },
  { value: 'duckdb', label: 'DuckDB', formatter: duckdb },
  { value: 'clickhouse', label: 'ClickHouse', formatter: clickhouse },
  { value: 'hive', label: 'Apache Hive', formatter: hive },
  { value: 'spark', label: 'Spark SQL', formatter: spark },
  { value: 'trino', label: 'Trino / Presto', formatter: trino },
  { value: 'singlestoredb', label: 'SingleStoreDB', formatter: singlestoredb },
  { value: 'tidb', label: 'TiDB', formatter: tidb },
  { value: 'n1ql', label: 'Couchbase N1QL', formatter: n1ql },
];

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
  const known = sqlDialects.find((d) => d.value === dialect);
  try {
    if (!known) throw new Error(`Unsupported SQL dialect: ${dialect}`);
    return formatSqlIn(sql, known.formatter, { keywordCase, indent, linesBetweenQueries });
  } catch (error) {
    throw new Error(`Could not format this ${known?.label ?? dialect} SQL: ${(error as Error).message}`, { cause: error });
  }
}

/** "line 3 column 5" in sql-formatter's messages, for the editor's cursor. */
export function errorPosition(message: string): { line: number; column: number } | undefined {
  const match = /line (\d+) column (\d+)/i.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
