// Identifiers in generated SQL: bare when plain, quoted in the dialect's way otherwise.
export type SqlDialect = 'postgresql' | 'sqlite' | 'mysql';

// Words that must be quoted to be used as names (the common ones across the three dialects).
const RESERVED = new Set(
  'all and any as asc between by case check column constraint create cross current_date current_time current_timestamp default delete desc distinct drop else end except exists false fetch for foreign from full group having in index inner insert intersect into is join key left like limit natural not null offset on or order outer primary references right select set table then to true union unique update user using values when where with'.split(
    ' ',
  ),
);

/** A name as the dialect needs it: bare when it is a plain lowercase identifier, quoted otherwise. */
export function quoteName(name: string, dialect: SqlDialect): string {
  if (/^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name)) return name;
  return dialect === 'mysql' ? `\`${name.replaceAll('`', '``')}\`` : `"${name.replaceAll('"', '""')}"`;
}
