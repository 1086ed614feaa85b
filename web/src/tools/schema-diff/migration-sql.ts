// The SQL that turns schema A into schema B, per dialect. PostgreSQL and MySQL alter tables in place;
// SQLite, which cannot change a column, rebuilds a changed table (create, copy, drop, rename) as its
// documentation prescribes. Order: foreign keys and indexes that go are dropped first, tables created
// before the keys that point at them are added.
import { quoteName } from '@/engines/database/sql-names';
import { diffSchemas, primaryKeyOf, type TableDiff } from './diff-schema';
import type { Schema, SchemaColumn, SchemaDialect, SchemaIndex, SchemaTable } from './schema-model';

type Q = (name: string) => string;

const fkName = (table: string, c: SchemaColumn) => c.foreignKey?.constraint ?? `${table}_${c.name}_fkey`;
const pkName = (table: SchemaTable) => table.primaryKeyName ?? `${table.name}_pkey`;

function referenceSql(c: SchemaColumn, q: Q): string {
  const fk = c.foreignKey!;
  return [
    `REFERENCES ${q(fk.table)} (${q(fk.column)})`,
    fk.onDelete && `ON DELETE ${fk.onDelete}`,
    fk.onUpdate && `ON UPDATE ${fk.onUpdate}`,
  ]
    .filter(Boolean)
    .join(' ');
}

function typeSql(c: SchemaColumn, dialect: SchemaDialect): string {
  if (dialect === 'sqlite' && c.autoIncrement) return 'integer';
  return c.type;
}

/** A column's definition; the primary key inline only when the table's key is this one column. */
function columnSql(
  c: SchemaColumn,
  table: SchemaTable,
  dialect: SchemaDialect,
  q: Q,
  { inlineReference }: { inlineReference: boolean },
): string {
  const soloKey = c.primaryKey && primaryKeyOf(table).length === 1;
  const parts = [q(c.name), typeSql(c, dialect)];
  if (soloKey) parts.push('PRIMARY KEY');
  if (c.autoIncrement) parts.push(dialect === 'sqlite' ? 'AUTOINCREMENT' : dialect === 'mysql' ? 'AUTO_INCREMENT' : '');
  if (!c.nullable && !soloKey) parts.push('NOT NULL');
  if (c.default !== null)
    parts.push(`DEFAULT ${dialect === 'sqlite' && /^[a-z_]+\(/i.test(c.default) ? `(${c.default})` : c.default}`);
  if (c.foreignKey && inlineReference) parts.push(referenceSql(c, q));
  return parts.filter(Boolean).join(' ');
}

function createTableSql(table: SchemaTable, dialect: SchemaDialect, q: Q, inlineReferences: boolean, name = table.name): string {
  const lines = table.columns.map((c) => columnSql(c, table, dialect, q, { inlineReference: inlineReferences }));
  const key = primaryKeyOf(table);
  if (key.length > 1) lines.push(`PRIMARY KEY (${key.map(q).join(', ')})`);
  for (const index of table.indexes.filter((i) => i.constraint))
    lines.push(`${dialect === 'postgresql' ? `CONSTRAINT ${q(index.name)} ` : ''}UNIQUE (${index.columns.map(q).join(', ')})`);
  return `CREATE TABLE ${q(name)} (\n  ${lines.join(',\n  ')}\n);`;
}

const indexColumns = (index: SchemaIndex, q: Q) => index.columns.map((c) => (/^[\w$]+$/.test(c) ? q(c) : c)).join(', ');
const createIndexSql = (table: string, index: SchemaIndex, q: Q) =>
  `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${q(index.name)} ON ${q(table)} (${indexColumns(index, q)});`;

function dropIndexSql(table: string, index: SchemaIndex, dialect: SchemaDialect, q: Q): string {
  if (dialect === 'postgresql' && index.constraint) return `ALTER TABLE ${q(table)} DROP CONSTRAINT ${q(index.name)};`;
  if (dialect === 'mysql') return `DROP INDEX ${q(index.name)} ON ${q(table)};`;
  return `DROP INDEX ${q(index.name)};`;
}

/** Tables in an order where each comes after the tables it references (cycles keep list order). */
function byDependency(tables: SchemaTable[]): SchemaTable[] {
  const ordered: SchemaTable[] = [];
  const visiting = new Set<string>();
  const visit = (t: SchemaTable) => {
    if (ordered.includes(t) || visiting.has(t.name)) return;
    visiting.add(t.name);
    for (const c of t.columns) {
      const target = tables.find((x) => x.name === c.foreignKey?.table);
      if (target && target !== t) visit(target);
    }
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

function addForeignKeySql(table: string, c: SchemaColumn, q: Q): string {
  return `ALTER TABLE ${q(table)} ADD CONSTRAINT ${q(fkName(table, c))} FOREIGN KEY (${q(c.name)}) ${referenceSql(c, q)};`;
}

function dropForeignKeySql(table: string, c: SchemaColumn, dialect: SchemaDialect, q: Q): string {
  return dialect === 'mysql'
    ? `ALTER TABLE ${q(table)} DROP FOREIGN KEY ${q(fkName(table, c))};`
    : `ALTER TABLE ${q(table)} DROP CONSTRAINT ${q(fkName(table, c))};`;
}

/** SQLite changes a table in place only by adding plain columns, dropping plain columns and (re)indexing. */
function sqliteInPlace(t: TableDiff): boolean {
  if (t.columnsChanged.length > 0 || t.primaryKeyChanged) return false;
  const plainAdd = t.columnsAdded.every(
    (c) => !c.primaryKey && !c.foreignKey && (c.nullable || (c.default !== null && !/^[a-z_]+\(/i.test(c.default))),
  );
  const indexed = new Set(t.from!.indexes.flatMap((i) => i.columns));
  const plainDrop = t.columnsRemoved.every((c) => !c.primaryKey && !c.foreignKey && !indexed.has(c.name));
  const uniqueAdded = t.indexesAdded.some((i) => i.constraint) || t.indexesRemoved.some((i) => i.constraint);
  return plainAdd && plainDrop && !uniqueAdded;
}

function sqliteRebuild(t: TableDiff, q: Q): string[] {
  const to = t.to!;
  const temp = `${to.name}__new`;
  const common = to.columns.filter((c) => t.from!.columns.some((f) => f.name === c.name)).map((c) => q(c.name));
  return [
    `-- ${to.name}: SQLite cannot alter a column, so the table is rebuilt (create, copy, drop, rename).`,
    createTableSql(to, 'sqlite', q, true, temp),
    ...(common.length ? [`INSERT INTO ${q(temp)} (${common.join(', ')}) SELECT ${common.join(', ')} FROM ${q(to.name)};`] : []),
    `DROP TABLE ${q(to.name)};`,
    `ALTER TABLE ${q(temp)} RENAME TO ${q(to.name)};`,
    ...to.indexes.filter((i) => !i.constraint).map((i) => createIndexSql(to.name, i, q)),
  ];
}

/** The statements that turn A into B in `dialect` (an empty list when they are the same). */
export function migrationStatements(a: Schema, b: Schema, dialect: SchemaDialect): string[] {
  const q: Q = (name) => quoteName(name, dialect);
  const diff = diffSchemas(a, b);
  const added = diff.tables.filter((t) => t.status === 'added');
  const removed = diff.tables.filter((t) => t.status === 'removed');
  const changed = diff.tables.filter((t) => t.status === 'changed');
  const out: string[] = [];
  const laterForeignKeys: string[] = [];

  if (dialect === 'sqlite') {
    for (const t of removed) out.push(`DROP TABLE ${q(t.name)};`);
    for (const t of byDependency(added.map((t) => t.to!))) {
      out.push(createTableSql(t, dialect, q, true));
      for (const i of t.indexes.filter((x) => !x.constraint)) out.push(createIndexSql(t.name, i, q));
    }
    for (const t of changed) {
      if (!sqliteInPlace(t)) {
        out.push(...sqliteRebuild(t, q));
        continue;
      }
      for (const i of t.indexesRemoved) out.push(dropIndexSql(t.name, i, dialect, q));
      for (const c of t.columnsRemoved) out.push(`ALTER TABLE ${q(t.name)} DROP COLUMN ${q(c.name)};`);
      for (const c of t.columnsAdded)
        out.push(`ALTER TABLE ${q(t.name)} ADD COLUMN ${columnSql(c, t.to!, dialect, q, { inlineReference: true })};`);
      for (const i of t.indexesAdded) out.push(createIndexSql(t.name, i, q));
    }
    return out;
  }

  // 1. Keys and indexes that go or change, before the columns and tables they hang on.
  for (const t of changed) {
    for (const c of [
      ...t.columnsRemoved.filter((c) => c.foreignKey),
      ...t.columnsChanged.filter((ch) => ch.aspects.includes('foreignKey') && ch.from.foreignKey).map((ch) => ch.from),
    ]) {
      out.push(dropForeignKeySql(t.name, c, dialect, q));
    }
    for (const i of t.indexesRemoved) out.push(dropIndexSql(t.name, i, dialect, q));
    if (t.primaryKeyChanged && primaryKeyOf(t.from!).length > 0) {
      out.push(
        dialect === 'mysql'
          ? `ALTER TABLE ${q(t.name)} DROP PRIMARY KEY;`
          : `ALTER TABLE ${q(t.name)} DROP CONSTRAINT ${q(pkName(t.from!))};`,
      );
    }
  }
  // 2. Removed tables, those that reference others first.
  for (const t of byDependency(removed.map((t) => t.from!)).reverse()) out.push(`DROP TABLE ${q(t.name)};`);
  // 3. Added tables: a reference to a table that exists by then is written inline, others are added at the end.
  const existing = new Set(diff.tables.filter((t) => t.status !== 'added' && t.status !== 'removed').map((t) => t.name));
  for (const t of byDependency(added.map((t) => t.to!))) {
    const deferred = t.columns.filter((c) => c.foreignKey && !existing.has(c.foreignKey.table) && c.foreignKey.table !== t.name);
    const inline = { ...t, columns: t.columns.map((c) => (deferred.includes(c) ? { ...c, foreignKey: undefined } : c)) };
    out.push(createTableSql(inline, dialect, q, true));
    for (const c of deferred) laterForeignKeys.push(addForeignKeySql(t.name, c, q));
    for (const i of t.indexes.filter((x) => !x.constraint)) out.push(createIndexSql(t.name, i, q));
    existing.add(t.name);
  }
  // 4. Changed tables: columns dropped, added, altered; the new primary key; new indexes.
  for (const t of changed) {
    const table = q(t.name);
    for (const c of t.columnsRemoved) out.push(`ALTER TABLE ${table} DROP COLUMN ${q(c.name)};`);
    for (const c of t.columnsAdded) {
      out.push(
        `ALTER TABLE ${table} ADD COLUMN ${columnSql({ ...c, primaryKey: false, foreignKey: undefined }, t.to!, dialect, q, { inlineReference: false })};`,
      );
      if (c.foreignKey) laterForeignKeys.push(addForeignKeySql(t.name, c, q));
    }
    for (const change of t.columnsChanged) {
      const { from, to } = change;
      const column = q(to.name);
      if (dialect === 'mysql') {
        if (change.aspects.some((a) => a === 'type' || a === 'nullable' || a === 'default')) {
          out.push(
            `ALTER TABLE ${table} MODIFY COLUMN ${columnSql({ ...to, primaryKey: false, foreignKey: undefined }, t.to!, dialect, q, { inlineReference: false })};`,
          );
        }
      } else {
        if (change.aspects.includes('type'))
          out.push(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${to.type} USING ${column}::${to.type};`);
        if (change.aspects.includes('nullable') && !(to.primaryKey && !from.primaryKey)) {
          out.push(`ALTER TABLE ${table} ALTER COLUMN ${column} ${to.nullable ? 'DROP' : 'SET'} NOT NULL;`);
        }
        if (change.aspects.includes('default'))
          out.push(
            `ALTER TABLE ${table} ALTER COLUMN ${column} ${to.default === null ? 'DROP DEFAULT' : `SET DEFAULT ${to.default}`};`,
          );
      }
      if (change.aspects.includes('foreignKey') && to.foreignKey) laterForeignKeys.push(addForeignKeySql(t.name, to, q));
    }
    if (t.primaryKeyChanged && primaryKeyOf(t.to!).length > 0) {
      const name = dialect === 'postgresql' ? `CONSTRAINT ${q(pkName(t.to!))} ` : '';
      out.push(`ALTER TABLE ${table} ADD ${name}PRIMARY KEY (${primaryKeyOf(t.to!).map(q).join(', ')});`);
    }
    for (const i of t.indexesAdded) {
      out.push(
        i.constraint && dialect === 'postgresql'
          ? `ALTER TABLE ${table} ADD CONSTRAINT ${q(i.name)} UNIQUE (${i.columns.map(q).join(', ')});`
          : createIndexSql(t.name, i, q),
      );
    }
  }
  // 5. Foreign keys last: every table and column they name exists by now.
  out.push(...laterForeignKeys);
  return out;
}

export function migrationSql(a: Schema, b: Schema, dialect: SchemaDialect): string {
  const statements = migrationStatements(a, b, dialect);
  return statements.length === 0 ? '-- The schemas are the same: nothing to do.\n' : `${statements.join('\n')}\n`;
}

/** A whole schema as DDL (for JSON input, which the PostgreSQL check must run as SQL). */
export function schemaToSql(schema: Schema, dialect: SchemaDialect): string {
  return migrationSql({ tables: [] }, schema, dialect);
}
