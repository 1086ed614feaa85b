// Reads tables, columns, keys and indexes of one schema from PostgreSQL's own catalogue (pg_catalog):
// types as format_type prints them (character varying(50), numeric(10,2)), defaults as pg_get_expr does.
import type { Catalogue, CatalogueTable } from '../types';

type Querier = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> };

const columnsSql = `
SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
       NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS default_expr
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
ORDER BY c.relname, a.attnum`;

const constraintsSql = `
SELECT con.contype AS kind, c.relname AS table_name,
       ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns,
       fc.relname AS foreign_table,
       ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS foreign_columns
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_class fc ON fc.oid = con.confrelid
WHERE n.nspname = $1 AND con.contype IN ('p', 'f')
ORDER BY c.relname, con.conname`;

const indexesSql = `
SELECT t.relname AS table_name, i.relname AS index_name, ix.indisunique AS is_unique,
       ARRAY(SELECT pg_get_indexdef(ix.indexrelid, k, true) FROM generate_series(1, ix.indnkeyatts) k)::text[] AS columns
FROM pg_index ix
JOIN pg_class i ON i.oid = ix.indexrelid
JOIN pg_class t ON t.oid = ix.indrelid
JOIN pg_namespace n ON n.oid = t.relnamespace
WHERE n.nspname = $1 AND NOT ix.indisprimary
ORDER BY t.relname, i.relname`;

export async function readPostgresCatalogue(db: Querier, { schema = 'public', countRows = true } = {}): Promise<Catalogue> {
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    type: string;
    nullable: boolean;
    default_expr: string | null;
  }>(columnsSql, [schema]);
  const constraints = await db.query<{
    kind: 'p' | 'f';
    table_name: string;
    columns: string[];
    foreign_table: string | null;
    foreign_columns: string[];
  }>(constraintsSql, [schema]);
  const indexes = await db.query<{ table_name: string; index_name: string; is_unique: boolean; columns: string[] }>(indexesSql, [
    schema,
  ]);

  const tables = new Map<string, CatalogueTable>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [], indexes: [] }));
    table.columns.push({
      name: row.column_name,
      type: row.type,
      nullable: row.nullable,
      primaryKey: false,
      default: row.default_expr,
    });
  }
  for (const con of constraints.rows) {
    const table = tables.get(con.table_name);
    if (!table) continue;
    con.columns.forEach((name, i) => {
      const column = table.columns.find((c) => c.name === name);
      if (!column) return;
      if (con.kind === 'p') column.primaryKey = true;
      // A composite foreign key is shown per column, each pointing at its counterpart.
      else if (con.foreign_table && !column.foreignKey)
        column.foreignKey = { table: con.foreign_table, column: con.foreign_columns[i] ?? '' };
    });
  }
  for (const index of indexes.rows) {
    tables.get(index.table_name)?.indexes.push({ name: index.index_name, columns: index.columns, unique: index.is_unique });
  }
  if (countRows) {
    for (const table of tables.values()) {
      const quoted = `"${schema.replaceAll('"', '""')}"."${table.name.replaceAll('"', '""')}"`;
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoted}`);
      table.rowCount = count.rows[0]?.n ?? 0;
    }
  }
  return { tables: [...tables.values()] };
}
