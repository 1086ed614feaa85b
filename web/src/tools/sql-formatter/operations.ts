import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// The SQL formatter's transform (issue 28): one operation, the dialect an option. sql-formatter
// (about 25 KB gzip with its dialects) is imported inside run; the dialects are listed here by
// name (operations.test.ts keeps them in step with format.ts).

export const dialectChoices = {
  sql: 'Standard SQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  sqlite: 'SQLite',
  transactsql: 'SQL Server (T-SQL)',
  bigquery: 'BigQuery',
  snowflake: 'Snowflake',
  redshift: 'Amazon Redshift',
  plsql: 'Oracle PL/SQL',
  db2: 'IBM Db2',
  db2i: 'IBM Db2 for i',
  duckdb: 'DuckDB',
  clickhouse: 'ClickHouse',
  hive: 'Apache Hive',
  spark: 'Spark SQL',
  trino: 'Trino / Presto',
  singlestoredb: 'SingleStoreDB',
  tidb: 'TiDB',
  n1ql: 'Couchbase N1QL',
} as const;
const dialects = Object.keys(dialectChoices) as [keyof typeof dialectChoices, ...(keyof typeof dialectChoices)[]];

export const sqlFormat = defineOperation({
  id: 'sql-format',
  name: 'Format SQL',
  description: 'Lay out SQL in one of twenty dialects, with keywords in upper or lower case, without changing what it means.',
  keywords: ['sql', 'format', 'beautify', 'pretty print', 'postgresql', 'mysql', 'sqlite', 't-sql', 'plsql'],
  input: 'text',
  output: 'text',
  options: z.object({
    dialect: z.enum(dialects).default('postgresql').meta({ label: 'Dialect', choices: dialectChoices }),
    keywordCase: z
      .enum(['upper', 'lower', 'preserve'])
      .default('upper')
      .meta({ label: 'Keyword case', choices: { upper: 'UPPER', lower: 'lower', preserve: 'As typed' } }),
    indent: z
      .enum(['2', '4', '8', 'tab'])
      .default('2')
      .meta({ label: 'Indent', choices: { '2': '2 spaces', '4': '4 spaces', '8': '8 spaces', tab: 'Tabs' } }),
    linesBetweenQueries: z.number().int().min(0).max(5).default(1).meta({ label: 'Lines between queries' }),
  }),
  inputLabel: 'SQL input',
  outputLabel: 'Formatted SQL',
  outputFile: { extension: 'sql', mimeType: 'application/sql' },
  outputLanguage: 'sql',
  async run(sql, options) {
    if (sql.trim() === '') throw new Error('Paste or type SQL to format.');
    const { formatSql } = await import('./format');
    return formatSql({ sql, ...options });
  },
  examples: [
    { input: 'select id, name from users where id=1', output: 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  id = 1' },
    {
      title: 'T-SQL, lower case',
      input: 'SELECT TOP 5 [name] FROM dbo.users',
      options: { dialect: 'transactsql', keywordCase: 'lower' },
      output: 'select\n  top 5 [name]\nfrom\n  dbo.users',
    },
  ],
});

export const operations = [sqlFormat];
