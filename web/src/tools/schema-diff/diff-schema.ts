// What differs between schema A and schema B: tables and columns added, removed and changed (type,
// nullability, default, primary key, foreign key) and indexes, compared by what they index.
import type { Schema, SchemaColumn, SchemaIndex, SchemaTable } from './schema-model';

export type ColumnAspect = 'type' | 'nullable' | 'default' | 'primaryKey' | 'foreignKey';
export type ColumnChange = { name: string; aspects: ColumnAspect[]; from: SchemaColumn; to: SchemaColumn };

export type TableDiff = {
  name: string;
  status: 'added' | 'removed' | 'changed' | 'same';
  from?: SchemaTable;
  to?: SchemaTable;
  columnsAdded: SchemaColumn[];
  columnsRemoved: SchemaColumn[];
  columnsChanged: ColumnChange[];
  indexesAdded: SchemaIndex[];
  indexesRemoved: SchemaIndex[];
  primaryKeyChanged: boolean;
};

export type SchemaDiff = {
  tables: TableDiff[];
  counts: {
    tablesAdded: number;
    tablesRemoved: number;
    tablesChanged: number;
    columnsAdded: number;
    columnsRemoved: number;
    columnsChanged: number;
    indexesChanged: number;
  };
};

/** What an index indexes: two indexes with different names on the same columns are the same index. */
export const indexSignature = (index: SchemaIndex) => `${index.unique ? 'unique' : 'plain'}(${index.columns.join(',')})`;
const fkText = (c: SchemaColumn) =>
  c.foreignKey
    ? `${c.foreignKey.table}.${c.foreignKey.column} ${c.foreignKey.onDelete ?? ''} ${c.foreignKey.onUpdate ?? ''}`.trim()
    : '';
const defaultText = (value: string | null) => (value === null ? null : value.replace(/\s+/g, ' ').trim());
export const primaryKeyOf = (table: SchemaTable) => table.columns.filter((c) => c.primaryKey).map((c) => c.name);

function compareColumns(from: SchemaColumn, to: SchemaColumn): ColumnAspect[] {
  const aspects: ColumnAspect[] = [];
  if (from.type !== to.type || Boolean(from.autoIncrement) !== Boolean(to.autoIncrement)) aspects.push('type');
  if (from.nullable !== to.nullable) aspects.push('nullable');
  if (defaultText(from.default) !== defaultText(to.default)) aspects.push('default');
  if (from.primaryKey !== to.primaryKey) aspects.push('primaryKey');
  if (fkText(from) !== fkText(to)) aspects.push('foreignKey');
  return aspects;
}

export function diffSchemas(a: Schema, b: Schema): SchemaDiff {
  const names = [...new Set([...a.tables.map((t) => t.name), ...b.tables.map((t) => t.name)])].sort((x, y) => x.localeCompare(y));
  const tables = names.map((name): TableDiff => {
    const from = a.tables.find((t) => t.name === name);
    const to = b.tables.find((t) => t.name === name);
    const empty = {
      columnsAdded: [],
      columnsRemoved: [],
      columnsChanged: [],
      indexesAdded: [],
      indexesRemoved: [],
      primaryKeyChanged: false,
    };
    if (!from) return { name, status: 'added', to, ...empty, columnsAdded: to!.columns, indexesAdded: to!.indexes };
    if (!to) return { name, status: 'removed', from, ...empty, columnsRemoved: from.columns, indexesRemoved: from.indexes };
    const columnsAdded = to.columns.filter((c) => !from.columns.some((f) => f.name === c.name));
    const columnsRemoved = from.columns.filter((c) => !to.columns.some((t) => t.name === c.name));
    const columnsChanged = to.columns.flatMap((c) => {
      const before = from.columns.find((f) => f.name === c.name);
      const aspects = before ? compareColumns(before, c) : [];
      return before && aspects.length ? [{ name: c.name, aspects, from: before, to: c }] : [];
    });
    const before = new Set(from.indexes.map(indexSignature));
    const after = new Set(to.indexes.map(indexSignature));
    const indexesAdded = to.indexes.filter((i) => !before.has(indexSignature(i)));
    const indexesRemoved = from.indexes.filter((i) => !after.has(indexSignature(i)));
    const primaryKeyChanged = primaryKeyOf(from).join(',') !== primaryKeyOf(to).join(',');
    const changed =
      columnsAdded.length + columnsRemoved.length + columnsChanged.length + indexesAdded.length + indexesRemoved.length > 0 ||
      primaryKeyChanged;
    return {
      name,
      status: changed ? 'changed' : 'same',
      from,
      to,
      columnsAdded,
      columnsRemoved,
      columnsChanged,
      indexesAdded,
      indexesRemoved,
      primaryKeyChanged,
    };
  });
  const sum = (f: (t: TableDiff) => number) => tables.filter((t) => t.status === 'changed').reduce((n, t) => n + f(t), 0);
  return {
    tables,
    counts: {
      tablesAdded: tables.filter((t) => t.status === 'added').length,
      tablesRemoved: tables.filter((t) => t.status === 'removed').length,
      tablesChanged: tables.filter((t) => t.status === 'changed').length,
      columnsAdded: sum((t) => t.columnsAdded.length),
      columnsRemoved: sum((t) => t.columnsRemoved.length),
      columnsChanged: sum((t) => t.columnsChanged.length),
      indexesChanged: sum((t) => t.indexesAdded.length + t.indexesRemoved.length),
    },
  };
}

export const hasChanges = (diff: SchemaDiff) => diff.tables.some((t) => t.status !== 'same');
