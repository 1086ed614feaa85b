// The visual builder's SELECT: a table, its columns, joins along foreign keys, filters, an order
// and a limit, written as SQL in the chosen dialect for the user to run or edit further.
import { quoteName, type SqlDialect } from '@/engines/database/sql-names';
import type { Catalogue, CatalogueColumn } from '@/engines/database/types';

export { quoteName, type SqlDialect };

export type ColumnRef = { table: string; column: string };
export type JoinSpec = { from: ColumnRef; to: ColumnRef; kind: 'INNER' | 'LEFT' };
export const filterOperators = ['=', '<>', '<', '<=', '>', '>=', 'LIKE', 'IN', 'IS NULL', 'IS NOT NULL'] as const;
export type FilterOperator = (typeof filterOperators)[number];
export type FilterSpec = ColumnRef & { operator: FilterOperator; value: string };

export type SelectSpec = {
  table: string;
  /** Empty: every column (*). */
  columns: ColumnRef[];
  joins: JoinSpec[];
  filters: FilterSpec[];
  orderBy: (ColumnRef & { direction: 'ASC' | 'DESC' }) | null;
  limit: number | null;
};

const NUMERIC_TYPE = /int|serial|numeric|decimal|real|double|float|money/i;

/** A typed value as a literal: numbers bare for numeric columns, everything else as a quoted string. */
export function literal(value: string, column: CatalogueColumn | undefined): string {
  const trimmed = value.trim();
  if (column && NUMERIC_TYPE.test(column.type) && trimmed !== '' && Number.isFinite(Number(trimmed)))
    return String(Number(trimmed));
  if (column && /^bool/i.test(column.type) && /^(true|false)$/i.test(trimmed)) return trimmed.toUpperCase();
  return `'${value.replaceAll("'", "''")}'`;
}

function columnOf(catalogue: Catalogue, ref: ColumnRef): CatalogueColumn | undefined {
  return catalogue.tables.find((t) => t.name === ref.table)?.columns.find((c) => c.name === ref.column);
}

/** The tables a query reaches: its own and every joined one. */
export const tablesOf = (spec: Pick<SelectSpec, 'table' | 'joins'>) => [spec.table, ...spec.joins.map((j) => j.to.table)];

/** Joins the foreign keys allow from the tables already in the query, to tables not yet in it (either direction). */
export function joinCandidates(catalogue: Catalogue, spec: Pick<SelectSpec, 'table' | 'joins'>): JoinSpec[] {
  const inQuery = new Set(tablesOf(spec));
  const candidates: JoinSpec[] = [];
  for (const table of catalogue.tables) {
    for (const column of table.columns) {
      const fk = column.foreignKey;
      if (!fk) continue;
      // table.column → fk.table.fk.column
      if (inQuery.has(table.name) && !inQuery.has(fk.table))
        candidates.push({
          from: { table: table.name, column: column.name },
          to: { table: fk.table, column: fk.column },
          kind: 'INNER',
        });
      if (inQuery.has(fk.table) && !inQuery.has(table.name))
        candidates.push({
          from: { table: fk.table, column: fk.column },
          to: { table: table.name, column: column.name },
          kind: 'INNER',
        });
    }
  }
  return candidates;
}

export function buildSelect(spec: SelectSpec, catalogue: Catalogue, dialect: SqlDialect): string {
  if (!spec.table) throw new Error('Choose a table first.');
  const q = (name: string) => quoteName(name, dialect);
  const multi = spec.joins.length > 0;
  const ref = (r: ColumnRef) => (multi ? `${q(r.table)}.${q(r.column)}` : q(r.column));
  const lines: string[] = [];
  // With joins, two tables may share a column name (id, name): those get table_column aliases.
  const names = spec.columns.map((c) => c.column);
  const select =
    spec.columns.length === 0
      ? ['*']
      : spec.columns.map((c) =>
          multi && names.filter((n) => n === c.column).length > 1 ? `${ref(c)} AS ${q(`${c.table}_${c.column}`)}` : ref(c),
        );
  lines.push(`SELECT ${select.join(',\n       ')}`);
  lines.push(`FROM ${q(spec.table)}`);
  for (const join of spec.joins) {
    lines.push(`${join.kind === 'LEFT' ? 'LEFT JOIN' : 'JOIN'} ${q(join.to.table)} ON ${ref(join.to)} = ${ref(join.from)}`);
  }
  const conditions = spec.filters.map((f) => {
    const column = ref(f);
    if (f.operator === 'IS NULL' || f.operator === 'IS NOT NULL') return `${column} ${f.operator}`;
    if (f.operator === 'IN') {
      const values = f.value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      if (values.length === 0) throw new Error(`Give ${f.column} IN at least one value, separated by commas.`);
      return `${column} IN (${values.map((v) => literal(v, columnOf(catalogue, f))).join(', ')})`;
    }
    return `${column} ${f.operator} ${literal(f.value, columnOf(catalogue, f))}`;
  });
  if (conditions.length > 0) lines.push(`WHERE ${conditions.join('\n  AND ')}`);
  if (spec.orderBy) lines.push(`ORDER BY ${ref(spec.orderBy)} ${spec.orderBy.direction}`);
  if (spec.limit !== null) {
    if (!Number.isInteger(spec.limit) || spec.limit < 0) throw new Error('The limit must be a whole number, 0 or more.');
    lines.push(`LIMIT ${spec.limit}`);
  }
  return `${lines.join('\n')};`;
}

/** What clicking a table in the schema browser writes. */
export function selectAllFrom(table: string, dialect: SqlDialect, limit = 100): string {
  return `SELECT *\nFROM ${quoteName(table, dialect)}\nLIMIT ${limit};`;
}
