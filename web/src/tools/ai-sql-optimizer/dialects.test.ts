// The optimizer's layout is sql-formatter's documented format() with upper-case keywords, 2-space
// indent and one blank line between statements; types and functions as written (so the diff shows
// the model's changes, not ours).
import { format, type SqlLanguage } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { formatSql, sqlDialects } from './dialects';

const language: Record<(typeof sqlDialects)[number]['value'], SqlLanguage> = {
  postgresql: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
  sqlserver: 'transactsql',
  oracle: 'plsql',
  sql: 'sql',
};

const query = `select o.id, count(*) n, cast(o.total as decimal(10,2)) t from orders o where o.status='open' and o.created_at>'2024-01-01' group by o.id, o.total order by n desc; select 1 from dual`;

describe('formatSql (optimizer)', () => {
  it.each(sqlDialects.map((d) => d.value))('%s: as sql-formatter lays it out', (dialect) => {
    expect(formatSql({ query, dialect })).toBe(
      format(query, { language: language[dialect], keywordCase: 'upper', tabWidth: 2, linesBetweenQueries: 1 }),
    );
  });

  it('falls back to PostgreSQL, and says when the SQL cannot be read', () => {
    expect(formatSql({ query, dialect: 'nonsense' })).toBe(formatSql({ query, dialect: 'postgresql' }));
    expect(() => formatSql({ query: 'SELECT (a FROM t' })).toThrow(
      /^The SQL could not be formatted: Parse error.*line 1 column \d+$/,
    );
  });
});
