// The shared layout against sql-formatter's documented entry point, format(query, { language, … }):
// passing the dialect object and our option names must lay SQL out exactly as the library's own
// options do. (That formatting keeps meaning is tested on real databases in the SQL formatter.)
import { format, postgresql, sqlite, transactsql, type DialectOptions, type SqlLanguage } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { formatSqlIn } from './format-sql';

const query = `select count(*) as n, cast(price as integer) p, coalesce(name,'?') from products p where price>10 and id in (select product_id from orders) group by 2,3 order by n desc; select 1`;

const dialects: [SqlLanguage, DialectOptions][] = [
  ['postgresql', postgresql],
  ['sqlite', sqlite],
  ['transactsql', transactsql],
];

describe('formatSqlIn', () => {
  it.each(dialects)('lays out %s as the library does with the same options', (language, dialect) => {
    expect(formatSqlIn(query, dialect)).toBe(
      format(query, { language, keywordCase: 'upper', dataTypeCase: 'upper', functionCase: 'upper', tabWidth: 2, linesBetweenQueries: 1 }),
    );
    expect(formatSqlIn(query, dialect, { keywordCase: 'lower', indent: 'tab', linesBetweenQueries: 3 })).toBe(
      format(query, { language, keywordCase: 'lower', dataTypeCase: 'lower', functionCase: 'lower', useTabs: true, linesBetweenQueries: 3 }),
    );
    expect(formatSqlIn(query, dialect, { indent: '4', caseTypesAndFunctions: false })).toBe(
      format(query, { language, keywordCase: 'upper', tabWidth: 4 }),
    );
  });

  it('leaves data types and function names as written when asked', () => {
    const out = formatSqlIn(query, postgresql, { caseTypesAndFunctions: false });
    expect(out).toContain('count(*) AS n');
    expect(out).toContain('cast(price AS integer)');
    expect(formatSqlIn(query, postgresql)).toContain('COUNT(*) AS n');
  });

  it('keeps blank lines between statements within 0–5', () => {
    const two = 'select 1; select 2';
    expect(formatSqlIn(two, postgresql, { linesBetweenQueries: 9 })).toBe(format(two, { language: 'postgresql', keywordCase: 'upper', linesBetweenQueries: 5 }));
    expect(formatSqlIn(two, postgresql, { linesBetweenQueries: -1 })).toBe(format(two, { language: 'postgresql', keywordCase: 'upper', linesBetweenQueries: 0 }));
  });

  it('returns nothing for blank input, and the parser’s first line for SQL it cannot read', () => {
    expect(formatSqlIn('  \n ', postgresql)).toBe('');
    expect(() => formatSqlIn('SELECT (a FROM t', postgresql)).toThrow(/^Parse error.*line 1 column \d+$/);
    try {
      formatSqlIn('SELECT (a FROM t', postgresql);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
