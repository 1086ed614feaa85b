// A schema as the diff sees it: tables, columns (type, nullability, default, primary key, foreign key)
// and indexes. Read from CREATE TABLE / CREATE INDEX / ALTER TABLE … ADD statements of PostgreSQL,
// MySQL or SQLite (node-sql-parser's grammars), or from the JSON shape of spec tools.md §3.

export type SchemaDialect = 'postgresql' | 'mysql' | 'sqlite';

export type ForeignKey = { table: string; column: string; onDelete?: string; onUpdate?: string; constraint?: string };
export type SchemaColumn = {
  name: string;
  /** As the dialect spells it canonically (lowercase; synonyms folded: int4 → integer). */
  type: string;
  nullable: boolean;
  primaryKey: boolean;
  /** SQL text of the default, or null. */
  default: string | null;
  autoIncrement?: boolean;
  foreignKey?: ForeignKey;
};
export type SchemaIndex = {
  name: string;
  /** Column names, or expressions as SQL text. */
  columns: string[];
  unique: boolean;
  /** Came from a UNIQUE constraint (dropped with ALTER TABLE … DROP CONSTRAINT in PostgreSQL). */
  constraint?: boolean;
};
export type SchemaTable = { name: string; columns: SchemaColumn[]; indexes: SchemaIndex[]; primaryKeyName?: string };
export type Schema = { tables: SchemaTable[] };

type Node = Record<string, any>;
type ParserLike = {
  astify: (sql: string, opt: { database: string }) => unknown;
  exprToSQL: (ast: unknown, opt: { database: string }) => string;
};

// Each grammar is ~50 KB gzip: only the chosen dialect's is loaded, when it is chosen.
const builds: Record<SchemaDialect, () => Promise<unknown>> = {
  postgresql: () => import('node-sql-parser/build/postgresql'),
  mysql: () => import('node-sql-parser/build/mysql'),
  sqlite: () => import('node-sql-parser/build/sqlite'),
};
const databaseNames: Record<SchemaDialect, string> = { postgresql: 'PostgreSQL', mysql: 'MySQL', sqlite: 'SQLite' };
const parsers = new Map<SchemaDialect, ParserLike>();

/** Loads the dialect's grammar; parseSchema needs it loaded first. */
export async function loadSchemaParser(dialect: SchemaDialect): Promise<void> {
  if (parsers.has(dialect)) return;
  // The builds are CommonJS: their exports arrive as named exports or under default, depending on the bundler.
  const build = (await builds[dialect]()) as { Parser?: new () => ParserLike; default?: { Parser: new () => ParserLike } };
  const Parser = build.Parser ?? build.default!.Parser;
  parsers.set(dialect, new Parser());
}

export const schemaParserLoaded = (dialect: SchemaDialect) => parsers.has(dialect);

function parserFor(dialect: SchemaDialect): ParserLike {
  const parser = parsers.get(dialect);
  if (!parser) throw new Error(`The ${databaseNames[dialect]} grammar is not loaded yet`);
  return parser;
}

/** A column or index name from any of the grammars' shapes ("x", { expr: { value: "x" } }). */
function nameOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object') {
    const n = node as Node;
    if (n.type === 'column_ref') return nameOf(n.column);
    if (n.expr) return nameOf(n.expr);
    if ('value' in n) return String(n.value);
    if ('name' in n) return nameOf(n.name);
  }
  return String(node);
}

const SYNONYMS: Record<SchemaDialect, Record<string, string>> = {
  postgresql: {
    int: 'integer',
    int4: 'integer',
    int8: 'bigint',
    int2: 'smallint',
    bool: 'boolean',
    float8: 'double precision',
    float4: 'real',
    decimal: 'numeric',
    'character varying': 'varchar',
    character: 'char',
    timestamptz: 'timestamp with time zone',
    'timestamp without time zone': 'timestamp',
    timetz: 'time with time zone',
    'time without time zone': 'time',
    serial4: 'serial',
    serial8: 'bigserial',
  },
  mysql: {
    integer: 'int',
    bool: 'tinyint(1)',
    boolean: 'tinyint(1)',
    dec: 'decimal',
    numeric: 'decimal',
    'double precision': 'double',
  },
  sqlite: {},
};

/** The type as the dialect spells it canonically, so int4 and integer compare equal. */
export function canonicalType(raw: string, dialect: SchemaDialect): string {
  let type = raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\)/g, ')');
  // MySQL's display widths (int(11)) mean nothing for storage; tinyint(1) is its boolean.
  if (dialect === 'mysql' && /^(tinyint|smallint|mediumint|int|bigint)\(\d+\)/.test(type) && !/^tinyint\(1\)/.test(type))
    type = type.replace(/\(\d+\)/, '');
  const base = /^([a-z][a-z0-9 ]*?)(\(.*\))?(\[\])?( unsigned)?$/.exec(type);
  if (!base) return type;
  const [, name, args = '', array = '', unsigned = ''] = base;
  return `${SYNONYMS[dialect][name] ?? name}${args}${array}${unsigned}`;
}

function dataTypeText(definition: Node): string {
  const parts = [String(definition.dataType ?? '')];
  if (definition.length !== undefined)
    parts[0] += `(${definition.length}${definition.scale !== undefined ? `,${definition.scale}` : ''})`;
  else if (definition.expr?.type === 'expr_list')
    parts[0] += `(${(definition.expr.value as Node[]).map((v) => `'${String(v.value).replaceAll("'", "''")}'`).join(',')})`;
  const suffix = (definition.suffix ?? []).map((s: unknown) => (typeof s === 'string' ? s : '')).filter(Boolean);
  if (suffix.length) parts.push(suffix.join(' '));
  return parts.join(' ');
}

function defaultText(parser: ParserLike, dialect: SchemaDialect, value: Node | undefined): string | null {
  if (!value) return null;
  const printed = parser.exprToSQL(value, { database: databaseNames[dialect] }).trim();
  // Printers wrap some expressions in parentheses; the bare text compares better.
  return printed.replace(/^\((.*)\)$/s, '$1');
}

function onActions(reference: Node): Pick<ForeignKey, 'onDelete' | 'onUpdate'> {
  const out: Pick<ForeignKey, 'onDelete' | 'onUpdate'> = {};
  for (const action of reference.on_action ?? []) {
    const value = String(action.value?.value ?? action.value).toUpperCase();
    if (String(action.type).toLowerCase() === 'on delete') out.onDelete = value;
    if (String(action.type).toLowerCase() === 'on update') out.onUpdate = value;
  }
  return out;
}

function tableName(node: Node): string {
  return String(node.table);
}

function applyConstraint(table: SchemaTable, def: Node, parser: ParserLike, dialect: SchemaDialect) {
  const kind = String(def.constraint_type ?? '').toLowerCase();
  const columns = (def.definition ?? []).map((c: Node) =>
    c.type === 'column_ref' ? nameOf(c) : parser.exprToSQL(c, { database: databaseNames[dialect] }),
  );
  const name = def.constraint ? String(def.constraint) : def.index ? nameOf(def.index) : undefined;
  if (kind === 'primary key') {
    for (const column of table.columns) if (columns.includes(column.name)) column.primaryKey = true;
    if (name) table.primaryKeyName = name;
  } else if (kind.startsWith('unique')) {
    table.indexes.push({ name: name ?? `${table.name}_${columns.join('_')}_key`, columns, unique: true, constraint: true });
  } else if (kind === 'foreign key') {
    const reference = def.reference_definition;
    const target = tableName(reference.table[0]);
    const targetColumns = (reference.definition ?? []).map((c: Node) => nameOf(c));
    columns.forEach((columnName: string, i: number) => {
      const column = table.columns.find((c) => c.name === columnName);
      if (column)
        column.foreignKey = {
          table: target,
          column: targetColumns[i] ?? 'id',
          ...onActions(reference),
          ...(name ? { constraint: name } : {}),
        };
    });
  } else if (kind === 'check') {
    // CHECK constraints are not compared (spec's shape has none).
  } else {
    throw new Error(`Table ${table.name}: ${kind.toUpperCase() || 'this constraint'} is not supported by the diff`);
  }
}

function columnFrom(def: Node, parser: ParserLike, dialect: SchemaDialect): SchemaColumn {
  const rawType = dataTypeText(def.definition);
  const serial = /^(small|big)?serial/i.test(rawType);
  const column: SchemaColumn = {
    name: nameOf(def.column),
    type: canonicalType(rawType, dialect),
    nullable: def.nullable?.type !== 'not null' && !def.primary_key && !serial,
    primaryKey: Boolean(def.primary_key),
    default: defaultText(parser, dialect, def.default_val?.value),
  };
  if (def.auto_increment) column.autoIncrement = true;
  if (def.reference_definition) {
    const reference = def.reference_definition;
    column.foreignKey = {
      table: tableName(reference.table[0]),
      column: nameOf(reference.definition?.[0] ?? 'id'),
      ...onActions(reference),
    };
  }
  return column;
}

/** Reads a schema from DDL. Statements other than CREATE TABLE, CREATE INDEX and ALTER TABLE … ADD are refused by name. */
export function parseSchemaSql(sql: string, dialect: SchemaDialect): Schema {
  const parser = parserFor(dialect);
  let asts: Node[];
  try {
    const parsed = parser.astify(sql, { database: databaseNames[dialect] });
    asts = (Array.isArray(parsed) ? parsed : [parsed]) as Node[];
  } catch (error) {
    const message = (error as Error & { location?: { start?: { line: number; column: number } } }).message;
    const at = (error as { location?: { start?: { line: number; column: number } } }).location?.start;
    const found = /but (.+) found\.?$/.exec(message)?.[1];
    throw new Error(
      `${databaseNames[dialect]} syntax error${at ? ` at line ${at.line}, column ${at.column}` : ''}: ${found ? `unexpected ${found}` : message.slice(0, 200)}`,
      {
        cause: error,
      },
    );
  }
  const tables = new Map<string, SchemaTable>();
  const table = (name: string) => {
    const found = tables.get(name);
    if (!found) throw new Error(`Table ${name} is used before it is created`);
    return found;
  };
  for (const ast of asts) {
    if (ast.type === 'create' && ast.keyword === 'table') {
      const name = tableName(ast.table[0]);
      if (tables.has(name)) throw new Error(`Table ${name} is created twice`);
      const created: SchemaTable = { name, columns: [], indexes: [] };
      tables.set(name, created);
      for (const def of ast.create_definitions ?? []) {
        if (def.resource === 'column') {
          const column = columnFrom(def, parser, dialect);
          created.columns.push(column);
          if (def.unique)
            created.indexes.push({ name: `${name}_${column.name}_key`, columns: [column.name], unique: true, constraint: true });
        }
      }
      for (const def of ast.create_definitions ?? []) {
        if (def.resource === 'constraint') applyConstraint(created, def, parser, dialect);
        else if (def.resource === 'index') {
          const columns = (def.definition ?? []).map((c: Node) => nameOf(c));
          created.indexes.push({
            name: def.index ? nameOf(def.index) : `${name}_${columns.join('_')}_idx`,
            columns,
            unique: false,
          });
        }
      }
    } else if (ast.type === 'create' && ast.keyword === 'index') {
      const target = table(tableName(ast.table));
      const columns = (ast.index_columns ?? []).map((c: Node) =>
        c.type === 'column_ref' ? nameOf(c) : parser.exprToSQL(c, { database: databaseNames[dialect] }),
      );
      target.indexes.push({ name: nameOf(ast.index), columns, unique: String(ast.index_type ?? '').toLowerCase() === 'unique' });
    } else if (ast.type === 'alter') {
      const target = table(tableName(ast.table[0]));
      for (const action of ast.expr ?? []) {
        if (action.action === 'add' && action.resource === 'constraint')
          applyConstraint(target, action.create_definitions ?? action, parser, dialect);
        else if (action.action === 'add' && action.resource === 'column')
          target.columns.push(columnFrom(action, parser, dialect));
        else if (action.action === 'add' && action.resource === 'index') {
          const columns = (action.definition ?? []).map((c: Node) => nameOf(c));
          target.indexes.push({
            name: action.index ? nameOf(action.index) : `${target.name}_${columns.join('_')}_idx`,
            columns,
            unique: false,
          });
        } else throw new Error(`ALTER TABLE ${target.name}: only ADD COLUMN, ADD CONSTRAINT and ADD INDEX describe a schema`);
      }
    } else {
      const what = `${String(ast.type ?? '').toUpperCase()} ${String(ast.keyword ?? '').toUpperCase()}`.trim();
      throw new Error(`${what} does not describe a schema: give CREATE TABLE, CREATE INDEX and ALTER TABLE … ADD statements`);
    }
  }
  // A primary key column is never nullable.
  for (const t of tables.values()) for (const c of t.columns) if (c.primaryKey) c.nullable = false;
  return { tables: [...tables.values()] };
}

/** The JSON shape of spec §3: [{ name, columns: [{ name, type, nullable, primaryKey, foreignKey? }] }] (or { tables: [...] }). */
export function parseSchemaJson(text: string, dialect: SchemaDialect): Schema {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid JSON: ${(error as Error).message}`, { cause: error });
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { tables?: unknown })?.tables;
  if (!Array.isArray(list)) throw new Error('The JSON must be a list of tables, or an object with "tables"');
  return {
    tables: list.map((t: Node, i) => {
      if (!t || typeof t.name !== 'string' || !Array.isArray(t.columns))
        throw new Error(`Table ${i + 1} needs a "name" and a "columns" list`);
      const columns = t.columns.map((c: Node, j: number): SchemaColumn => {
        if (!c || typeof c.name !== 'string' || typeof c.type !== 'string')
          throw new Error(`Table ${t.name}, column ${j + 1} needs a "name" and a "type"`);
        const fk = c.foreignKey;
        if (fk !== undefined && (typeof fk?.table !== 'string' || typeof fk?.column !== 'string'))
          throw new Error(`Table ${t.name}, column ${c.name}: "foreignKey" needs "table" and "column"`);
        return {
          name: c.name,
          type: canonicalType(c.type, dialect),
          nullable: c.primaryKey ? false : c.nullable !== false,
          primaryKey: c.primaryKey === true,
          default: typeof c.default === 'string' ? c.default : null,
          ...(fk ? { foreignKey: { table: fk.table, column: fk.column } } : {}),
        };
      });
      const indexes: SchemaIndex[] = Array.isArray(t.indexes)
        ? t.indexes.map((x: Node) => ({
            name: String(x.name),
            columns: (x.columns ?? []).map(String),
            unique: x.unique === true,
          }))
        : [];
      return { name: t.name, columns, indexes };
    }),
  };
}

/** JSON when the text starts like JSON, DDL otherwise. */
export function parseSchema(text: string, dialect: SchemaDialect): Schema {
  if (text.trim() === '') return { tables: [] };
  return /^\s*[[{]/.test(text) ? parseSchemaJson(text, dialect) : parseSchemaSql(text, dialect);
}
