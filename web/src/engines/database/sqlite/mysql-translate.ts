// MySQL → SQLite, statement by statement, through node-sql-parser's MySQL grammar. There is no MySQL
// engine for the browser, so MySQL-dialect SQL runs on SQLite after this translation. What has a
// faithful SQLite equivalent is rewritten (functions, LIMIT a, b, AUTO_INCREMENT, ENUM, backslash
// escapes, ON DUPLICATE KEY UPDATE…); what has none is refused with a message and nothing runs.
import * as mysqlBuild from 'node-sql-parser/build/mysql';
import { splitSqlStatements } from '../split-statements';
import { positionAt } from '../text-position';
import { EngineQueryError } from '../types';
import type { PreparedStatement, Translation } from './sqljs-backend';

type Node = Record<string, any>;

/** Why a statement cannot run faithfully on SQLite. */
class Untranslatable extends Error {}

const refuse = (reason: string): never => {
  throw new Untranslatable(reason);
};

// The build is CommonJS: its exports arrive as named exports or under default, depending on the bundler.
const ParserClass: typeof mysqlBuild.Parser =
  mysqlBuild.Parser ?? (mysqlBuild as unknown as { default: typeof mysqlBuild }).default.Parser;
let parser: InstanceType<typeof mysqlBuild.Parser> | null = null;
const getParser = () => (parser ??= new ParserClass());
// Printed with MySQL's backtick quoting: SQLite accepts it, and unlike "name" a backtick-quoted
// unknown column is an error in SQLite, never silently a string literal.
const printOpt = { database: 'MySQL' };

const quoteIdent = (name: string) => `\`${name.replaceAll('`', '``')}\``;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The characters a MySQL string literal stands for: its backslash escapes and doubled quotes resolved. */
export function unescapeMysqlString(raw: string, quote: "'" | '"' = "'"): string {
  const escapes: Record<string, string> = {
    '0': '\0',
    "'": "'",
    '"': '"',
    b: '\b',
    n: '\n',
    r: '\r',
    t: '\t',
    Z: '\x1a',
    '\\': '\\',
  };
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\' && i + 1 < raw.length) {
      const next = raw[++i];
      // \% and \_ keep their backslash (they escape LIKE wildcards); an unknown escape is the letter itself.
      out += next === '%' || next === '_' ? `\\${next}` : (escapes[next] ?? next);
    } else if (c === quote && raw[i + 1] === quote) {
      out += quote;
      i++;
    } else out += c;
  }
  return out;
}

const fn = (name: string, args: Node[]): Node => ({
  type: 'function',
  name: { name: [{ type: 'origin', value: name }] },
  args: { type: 'expr_list', value: args },
});
const text = (value: string): Node => ({ type: 'single_quote_string', value: value.replaceAll("'", "''") });
const num = (value: number): Node => ({ type: 'number', value });
const bin = (operator: string, left: Node, right: Node): Node => ({
  type: 'binary_expr',
  operator,
  left,
  right,
  parentheses: true,
});
const cast = (expr: Node, dataType: string): Node => ({
  type: 'cast',
  keyword: 'cast',
  expr,
  symbol: 'as',
  target: [{ dataType }],
});
const columnRef = (table: string | null, column: string): Node => ({ type: 'column_ref', table, column });

function functionName(node: Node): string {
  const parts = node.name?.name ?? [];
  return parts
    .map((p: Node) => String(p.value))
    .join('.')
    .toUpperCase();
}

// Same name and meaning in both.
const SAME = new Set([
  'ABS',
  'COALESCE',
  'IFNULL',
  'NULLIF',
  'LOWER',
  'UPPER',
  'LTRIM',
  'RTRIM',
  'TRIM',
  'REPLACE',
  'ROUND',
  'INSTR',
  'HEX',
  'SUBSTR',
  'FLOOR',
  'CEIL',
  'CEILING',
  'POWER',
  'POW',
  'SQRT',
  'MOD',
  'EXP',
  'LN',
  'LOG10',
  'LOG2',
  'PI',
  'SIGN',
  'SIN',
  'COS',
  'TAN',
  'ASIN',
  'ACOS',
  'ATAN',
  'ATAN2',
  'DEGREES',
  'RADIANS',
  'CONCAT_WS',
  'JSON_ARRAY',
  'JSON_OBJECT',
  'JSON_VALID',
  'JSON_TYPE',
  'ROW_NUMBER',
  'RANK',
  'DENSE_RANK',
  'PERCENT_RANK',
  'CUME_DIST',
  'NTILE',
  'LAG',
  'LEAD',
  'FIRST_VALUE',
  'LAST_VALUE',
  'NTH_VALUE',
]);
const RENAMED: Record<string, string> = {
  LCASE: 'lower',
  UCASE: 'upper',
  SUBSTRING: 'substr',
  CHAR_LENGTH: 'length',
  CHARACTER_LENGTH: 'length',
  IF: 'iif',
  GREATEST: 'max',
  LEAST: 'min',
};
const DATE_PARTS: Record<string, string> = {
  YEAR: '%Y',
  MONTH: '%m',
  DAY: '%d',
  DAYOFMONTH: '%d',
  HOUR: '%H',
  MINUTE: '%M',
  SECOND: '%S',
};
// MySQL DATE_FORMAT specifiers with an exact strftime counterpart.
const DATE_FORMAT_SPECIFIERS: Record<string, string> = {
  Y: '%Y',
  m: '%m',
  d: '%d',
  H: '%H',
  i: '%M',
  s: '%S',
  S: '%S',
  j: '%j',
  '%': '%%',
  T: '%H:%M:%S',
  f: '%f',
};
const INTERVAL_UNITS: Record<string, string> = {
  SECOND: 'seconds',
  MINUTE: 'minutes',
  HOUR: 'hours',
  DAY: 'days',
  MONTH: 'months',
  YEAR: 'years',
};

/**
 * date ± INTERVAL: MySQL answers a DATE when a DATE moves by days, weeks, months or years, and a
 * DATETIME otherwise; SQLite's value has no type, so the text's length decides (10 = YYYY-MM-DD).
 */
function dateArithmetic(value: Node, interval: Node, sign: 1 | -1): Node {
  const modifier = intervalModifier(interval, sign);
  const unit = String(interval.unit ?? '').toUpperCase();
  if (!['DAY', 'WEEK', 'MONTH', 'YEAR'].includes(unit)) return fn('datetime', [value, modifier]);
  return fn('iif', [bin('=', fn('length', [value]), num(10)), fn('date', [value, modifier]), fn('datetime', [value, modifier])]);
}

function intervalModifier(interval: Node, sign: 1 | -1): Node {
  const unit = String(interval.unit ?? '').toUpperCase();
  const name = INTERVAL_UNITS[unit] ?? (unit === 'WEEK' ? 'days' : undefined);
  if (!name) refuse(`INTERVAL … ${unit} has no SQLite date modifier`);
  const amount = interval.expr;
  if (amount?.type !== 'number') refuse('INTERVAL needs a number literal here');
  const value = Number(amount.value) * (unit === 'WEEK' ? 7 : 1) * sign;
  return text(`${value >= 0 ? '+' : ''}${value} ${name}`);
}

function translateFunction(node: Node, args: Node[]): Node {
  const name = functionName(node);
  if (node.over) {
    if (node.over.type === 'on update') refuse('ON UPDATE CURRENT_TIMESTAMP needs a trigger in SQLite');
  }
  if (SAME.has(name)) return { ...node, args: { ...node.args, value: args } };
  if (name in RENAMED) {
    if ((name === 'GREATEST' || name === 'LEAST') && args.length < 2) refuse(`${name} needs two or more arguments`);
    return { ...fn(RENAMED[name], args), over: node.over };
  }
  switch (name) {
    case 'CONCAT':
      // || gives NULL when any part is NULL, as CONCAT does (SQLite's concat() would skip them).
      if (args.length === 0) refuse('CONCAT needs arguments');
      return args.slice(1).reduce((acc, arg) => bin('||', acc, arg), args[0]);
    case 'NOW':
    case 'CURRENT_TIMESTAMP':
    case 'SYSDATE':
    case 'LOCALTIME':
    case 'LOCALTIMESTAMP':
      return fn('datetime', [text('now')]);
    case 'CURDATE':
    case 'CURRENT_DATE':
      return fn('date', [text('now')]);
    case 'CURTIME':
    case 'CURRENT_TIME':
      return fn('time', [text('now')]);
    case 'UNIX_TIMESTAMP':
      return args.length === 0 ? fn('unixepoch', []) : fn('unixepoch', args);
    case 'DATE':
      return fn('date', args);
    case 'TIME':
      return fn('time', args);
    case 'DATEDIFF':
      if (args.length !== 2) refuse('DATEDIFF takes two dates');
      return cast(bin('-', fn('julianday', [fn('date', [args[0]])]), fn('julianday', [fn('date', [args[1]])])), 'INTEGER');
    case 'DATE_ADD':
    case 'ADDDATE':
    case 'DATE_SUB':
    case 'SUBDATE': {
      if (args.length !== 2 || args[1].type !== 'interval') refuse(`${name} needs a date and an INTERVAL`);
      return dateArithmetic(args[0], args[1], name.endsWith('SUB') ? -1 : 1);
    }
    case 'DATE_FORMAT': {
      const format = args[1];
      if (args.length !== 2 || format.type !== 'single_quote_string') refuse('DATE_FORMAT needs a literal format here');
      const converted = unescapeMysqlString(String(format.value).replaceAll("''", "'")).replace(/%(.)/g, (_m, spec: string) => {
        const mapped = DATE_FORMAT_SPECIFIERS[spec];
        if (!mapped) refuse(`DATE_FORMAT specifier %${spec} has no strftime equivalent`);
        return mapped;
      });
      return fn('strftime', [text(converted), args[0]]);
    }
    case 'LENGTH':
    case 'OCTET_LENGTH':
      // MySQL counts bytes.
      return fn('length', [cast(args[0], 'BLOB')]);
    case 'LEFT':
      return fn('substr', [args[0], num(1), args[1]]);
    case 'RIGHT':
      return fn('iif', [
        bin('>', args[1], num(0)),
        fn('substr', [args[0], { type: 'unary_expr', operator: '-', expr: args[1] }]),
        text(''),
      ]);
    case 'RAND':
      if (args.length > 0) refuse('RAND(seed) cannot be reproduced in SQLite');
      return bin('+', bin('/', fn('random', []), { type: 'number', value: '18446744073709551616.0' }), {
        type: 'number',
        value: '0.5',
      });
    case 'JSON_EXTRACT':
      if (args.length !== 2) refuse('JSON_EXTRACT with several paths has no SQLite equivalent');
      // MySQL answers JSON (strings keep their quotes): SQLite's -> does the same.
      return bin('->', args[0], args[1]);
    default:
      if (name in DATE_PARTS) {
        return cast(fn('strftime', [text(DATE_PARTS[name]), args[0]]), 'INTEGER');
      }
      return refuse(`the function ${name}() has no SQLite translation here`);
  }
}

function translateAggregate(node: Node): Node {
  const name = String(node.name).toUpperCase();
  if (['COUNT', 'SUM', 'AVG', 'MIN', 'MAX'].includes(name)) return node;
  if (name === 'GROUP_CONCAT') {
    const args = node.args ?? {};
    if (args.orderby) refuse('GROUP_CONCAT … ORDER BY is not translated');
    if (args.distinct && args.separator) refuse('GROUP_CONCAT(DISTINCT … SEPARATOR …) has no SQLite equivalent');
    const parts = [args.expr, args.separator ? args.separator.value : text(',')];
    return args.distinct ? { ...node, args: { ...args, separator: undefined } } : fn('group_concat', parts);
  }
  return refuse(`the aggregate ${name}() has no SQLite translation`);
}

function translateCast(node: Node, expr: Node): Node {
  const target = String(node.target?.[0]?.dataType ?? '').toUpperCase();
  if (['SIGNED', 'UNSIGNED', 'INT', 'INTEGER'].includes(target)) return cast(expr, 'INTEGER');
  if (['CHAR', 'VARCHAR', 'NCHAR'].includes(target)) return cast(expr, 'TEXT');
  if (['DECIMAL', 'NUMERIC'].includes(target)) return cast(expr, 'NUMERIC');
  if (['DOUBLE', 'FLOAT', 'REAL'].includes(target)) return cast(expr, 'REAL');
  if (target === 'DATE') return fn('date', [expr]);
  if (target === 'DATETIME') return fn('datetime', [expr]);
  if (target === 'TIME') return fn('time', [expr]);
  if (target === 'BINARY') return cast(expr, 'BLOB');
  return refuse(`CAST(… AS ${target}) has no SQLite equivalent`);
}

/** Rewrites an expression tree (and the statements nested in it) bottom-up. */
function expr(node: any): any {
  if (Array.isArray(node)) return node.map(expr);
  if (!node || typeof node !== 'object') return node;
  if (node.ast) return { ...node, ast: statementAst(node.ast) };
  const mapped: Node = {};
  for (const [key, value] of Object.entries(node)) mapped[key] = key === 'over' ? value : expr(value);
  switch (mapped.type) {
    case 'single_quote_string':
    case 'double_quote_string':
      // In MySQL "x" is a string; in SQLite it would name a column.
      return {
        ...mapped,
        type: 'single_quote_string',
        value: unescapeMysqlString(String(mapped.value), mapped.type === 'double_quote_string' ? '"' : "'").replaceAll("'", "''"),
      };
    case 'var':
      return refuse('user variables (@name) have no SQLite equivalent');
    case 'origin':
      if (mapped.value === '?') refuse('placeholders (?) need values; write the values in the query');
      return mapped;
    case 'function':
      return translateFunction(mapped, mapped.args?.value ?? []);
    case 'aggr_func':
      return translateAggregate(mapped);
    case 'cast':
      return translateCast(mapped, mapped.expr);
    case 'interval':
      // Consumed by DATE_ADD / DATE_SUB and date ± INTERVAL above it; any left over is refused (leftoverInterval).
      return mapped;
    case 'binary_expr': {
      const op = String(mapped.operator).toUpperCase();
      if (op === 'DIV') return cast(bin('/', mapped.left, mapped.right), 'INTEGER');
      // MySQL's / always divides exactly (5 / 2 = 2.5); SQLite's divides integers as integers.
      if (op === '/') return bin('/', cast(mapped.left, 'REAL'), mapped.right);
      if (op === 'REGEXP' || op === 'RLIKE' || op === 'NOT REGEXP' || op === 'NOT RLIKE') refuse('SQLite has no REGEXP operator');
      if (op === 'XOR') refuse('XOR has no SQLite operator');
      if ((op === '+' || op === '-') && mapped.right?.type === 'interval')
        return dateArithmetic(mapped.left, mapped.right, op === '+' ? 1 : -1);
      return mapped;
    }
    default:
      return mapped;
  }
}

function statementAst(ast: Node): Node {
  switch (ast.type) {
    case 'select': {
      if (ast.into && Object.keys(ast.into).some((k) => ast.into[k] !== null && ast.into[k] !== undefined))
        refuse('SELECT … INTO has no SQLite equivalent');
      if (ast.locking_read) refuse('FOR UPDATE / LOCK IN SHARE MODE do not exist in SQLite');
      const out = expr({ ...ast, _next: undefined, with: undefined, limit: undefined });
      if (ast.with)
        out.with = ast.with.map((w: Node) => ({ ...w, stmt: { ...w.stmt, ast: statementAst(w.stmt.ast ?? w.stmt) } }));
      if (ast._next) out._next = statementAst(ast._next);
      if (ast.limit) {
        const limit = expr(ast.limit);
        // LIMIT offset, count → LIMIT count OFFSET offset
        out.limit = limit.seperator === ',' ? { seperator: 'offset', value: [limit.value[1], limit.value[0]] } : limit;
      }
      return out;
    }
    case 'update':
    case 'delete':
      if (ast.limit?.value?.length) refuse(`${ast.type.toUpperCase()} … LIMIT is not supported by SQLite`);
      if (ast.orderby?.length) refuse(`${ast.type.toUpperCase()} … ORDER BY is not supported by SQLite`);
      if (Array.isArray(ast.table) && ast.table.length > 1)
        refuse(`multiple-table ${ast.type.toUpperCase()} has no SQLite equivalent`);
      return expr(ast);
    case 'insert':
    case 'replace': {
      if (ast.set) refuse('INSERT … SET is not SQLite syntax; list the columns and VALUES');
      const prefix = String(ast.prefix ?? '').toLowerCase();
      if (prefix.includes('ignore')) return { ...expr(ast), prefix: 'or ignore into' };
      return expr(ast);
    }
    default:
      return refuse(`${String(ast.type).toUpperCase()} statements are not translated`);
  }
}

function leftoverInterval(node: any): boolean {
  if (Array.isArray(node)) return node.some(leftoverInterval);
  if (!node || typeof node !== 'object') return false;
  return node.type === 'interval' || Object.values(node).some(leftoverInterval);
}

const sqlOf = (ast: Node) => {
  if (leftoverInterval(ast)) refuse('INTERVAL is translated only inside DATE_ADD / DATE_SUB and date ± INTERVAL');
  return getParser().sqlify(ast as never, printOpt);
};
const exprSql = (node: Node) => {
  const translated = expr(node);
  if (leftoverInterval(translated)) refuse('INTERVAL is translated only inside DATE_ADD / DATE_SUB and date ± INTERVAL');
  return getParser().exprToSQL(translated, printOpt);
};

type Notes = Set<string>;

/** A column's SQLite type (and CHECK, for what SQLite cannot type) from its MySQL definition. */
function columnType(name: string, definition: Node, notes: Notes): { type: string; check?: string } {
  const dataType = String(definition.dataType ?? '').toUpperCase();
  const suffix: string[] = (definition.suffix ?? []).map((s: unknown) => String(s).toUpperCase());
  const length =
    definition.length !== undefined
      ? `(${definition.length}${definition.scale !== undefined ? `, ${definition.scale}` : ''})`
      : '';
  const col = quoteIdent(name);
  const unsigned = suffix.includes('UNSIGNED') ? `${col} >= 0` : undefined;
  if (['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'INTEGER', 'BIGINT'].includes(dataType)) {
    return { type: dataType === 'TINYINT' && definition.length === 1 ? 'BOOLEAN' : dataType, check: unsigned };
  }
  if (['BOOL', 'BOOLEAN'].includes(dataType)) return { type: 'BOOLEAN' };
  if (['DECIMAL', 'NUMERIC', 'DEC', 'FIXED'].includes(dataType)) return { type: `DECIMAL${length}`, check: unsigned };
  if (['FLOAT', 'DOUBLE', 'REAL'].includes(dataType)) return { type: 'REAL', check: unsigned };
  if (['CHAR', 'VARCHAR', 'NCHAR', 'NVARCHAR'].includes(dataType)) {
    notes.add('SQLite does not enforce VARCHAR/CHAR lengths.');
    return { type: `${dataType}${length}` };
  }
  if (['TEXT', 'TINYTEXT', 'MEDIUMTEXT', 'LONGTEXT'].includes(dataType)) return { type: 'TEXT' };
  if (['DATE', 'DATETIME', 'TIMESTAMP', 'TIME', 'YEAR'].includes(dataType)) {
    notes.add('Dates and times are stored as text in SQLite.');
    return { type: dataType };
  }
  if (['BLOB', 'TINYBLOB', 'MEDIUMBLOB', 'LONGBLOB', 'BINARY', 'VARBINARY'].includes(dataType)) return { type: 'BLOB' };
  if (dataType === 'JSON') return { type: 'TEXT', check: `json_valid(${col})` };
  if (dataType === 'ENUM') {
    const values = (definition.expr?.value ?? []).map((v: Node) => exprSql(v));
    return { type: 'TEXT', check: `${col} IN (${values.join(', ')})` };
  }
  return refuse(`the column type ${dataType} has no SQLite equivalent`);
}

function referenceSql(reference: Node): string {
  const table = reference.table?.[0]?.table;
  const columns = (reference.definition ?? []).map((c: Node) => quoteIdent(c.column));
  const actions = (reference.on_action ?? []).map(
    (a: Node) => `${String(a.type).toUpperCase()} ${String(a.value?.value ?? a.value).toUpperCase()}`,
  );
  return [`REFERENCES ${quoteIdent(table)}${columns.length ? ` (${columns.join(', ')})` : ''}`, ...actions].join(' ');
}

function columnSql(def: Node, notes: Notes, inlinePrimaryKey: boolean): string {
  const name = String(def.column.column);
  if (def.generated) refuse('generated columns are not translated');
  const { type, check } = columnType(name, def.definition, notes);
  const parts = [quoteIdent(name)];
  const autoIncrement = Boolean(def.auto_increment);
  if (autoIncrement) {
    if (!inlinePrimaryKey) refuse('AUTO_INCREMENT works in SQLite only on the single-column primary key');
    // The only form SQLite auto-increments: INTEGER PRIMARY KEY.
    parts.push('INTEGER PRIMARY KEY AUTOINCREMENT');
  } else {
    parts.push(type);
    if (inlinePrimaryKey) parts.push('PRIMARY KEY');
  }
  if (def.nullable?.type === 'not null') parts.push('NOT NULL');
  if (def.unique) parts.push('UNIQUE');
  if (def.default_val) {
    const value = def.default_val.value;
    if (value?.over?.type === 'on update') refuse('ON UPDATE CURRENT_TIMESTAMP needs a trigger in SQLite');
    const literal = ['number', 'single_quote_string', 'double_quote_string', 'null', 'bool'].includes(value?.type);
    parts.push(`DEFAULT ${literal ? exprSql(value) : `(${exprSql(value)})`}`);
  }
  const checks = [check, ...(def.check?.definition ?? []).map((d: Node) => exprSql(d))].filter(Boolean);
  for (const c of checks) parts.push(`CHECK (${c})`);
  if (def.reference_definition) parts.push(referenceSql(def.reference_definition));
  if (def.comment) notes.add('Column comments are dropped (SQLite has none).');
  if (def.collate || def.character_set)
    notes.add('Character sets and collations are dropped (SQLite text is UTF-8, compared by binary).');
  return parts.join(' ');
}

function createTable(ast: Node, notes: Notes): string[] {
  if (ast.temporary) refuse('CREATE TEMPORARY TABLE is not translated');
  const table = String(ast.table?.[0]?.table);
  if (ast.query_expr || ast.as) refuse('CREATE TABLE … AS SELECT is not translated');
  if (ast.like) refuse('CREATE TABLE … LIKE has no SQLite equivalent');
  const defs: Node[] = ast.create_definitions ?? [];
  const columnDefs = defs.filter((d) => d.resource === 'column');
  const tablePk = defs.find((d) => d.resource === 'constraint' && String(d.constraint_type).toLowerCase() === 'primary key');
  const pkColumns: string[] = tablePk ? tablePk.definition.map((c: Node) => String(c.column)) : [];
  // A single-column table-level PRIMARY KEY moves onto its column when that column auto-increments.
  const inlinePk = (def: Node) =>
    Boolean(def.primary_key) || (pkColumns.length === 1 && pkColumns[0] === def.column.column && Boolean(def.auto_increment));
  const lines = columnDefs.map((d) => columnSql(d, notes, inlinePk(d)));
  const extra: string[] = [];
  for (const d of defs) {
    if (d.resource === 'column') continue;
    const kind = String(d.constraint_type ?? d.keyword ?? '').toLowerCase();
    const cols = (d.definition ?? []).map((c: Node) => {
      if (c.type !== 'column_ref') refuse('index and key parts must be plain columns');
      return quoteIdent(String(c.column));
    });
    const named = d.constraint ? `CONSTRAINT ${quoteIdent(String(d.constraint))} ` : '';
    if (d.resource === 'constraint' && kind === 'primary key') {
      if (columnDefs.some((c) => inlinePk(c) && c.auto_increment)) continue;
      lines.push(`${named}PRIMARY KEY (${cols.join(', ')})`);
    } else if (d.resource === 'constraint' && kind.startsWith('unique')) {
      lines.push(`${named}UNIQUE (${cols.join(', ')})`);
    } else if (d.resource === 'constraint' && kind === 'foreign key') {
      lines.push(`${named}FOREIGN KEY (${cols.join(', ')}) ${referenceSql(d.reference_definition)}`);
    } else if (d.resource === 'constraint' && kind === 'check') {
      lines.push(`${named}CHECK (${(d.definition ?? []).map((e: Node) => exprSql(e)).join(' AND ')})`);
    } else if (d.resource === 'index' && (kind === 'key' || kind === 'index')) {
      const indexName = String(d.index ?? `${table}_${(d.definition ?? []).map((c: Node) => c.column).join('_')}_idx`);
      extra.push(`CREATE INDEX ${quoteIdent(indexName)} ON ${quoteIdent(table)} (${cols.join(', ')})`);
    } else refuse(`${kind.toUpperCase()} has no SQLite equivalent`);
  }
  for (const option of ast.table_options ?? []) {
    const keyword = String(option.keyword).toLowerCase();
    if (keyword === 'auto_increment') refuse('a starting AUTO_INCREMENT value is not translated');
    notes.add(`Table option ${keyword.toUpperCase()} is dropped (it means nothing to SQLite).`);
  }
  const head = `CREATE TABLE ${ast.if_not_exists ? 'IF NOT EXISTS ' : ''}${quoteIdent(table)}`;
  return [`${head} (\n  ${lines.join(',\n  ')}\n)`, ...extra];
}

function createIndex(ast: Node): string {
  const kind = String(ast.index_type ?? '').toLowerCase();
  if (kind && kind !== 'unique') refuse(`${kind.toUpperCase()} indexes have no SQLite equivalent`);
  const cols = (ast.index_columns ?? []).map((c: Node) => {
    if (c.type !== 'column_ref') refuse('index parts must be plain columns');
    return `${quoteIdent(String(c.column))}${c.order_by ? ` ${String(c.order_by).toUpperCase()}` : ''}`;
  });
  return `CREATE ${kind === 'unique' ? 'UNIQUE ' : ''}INDEX ${quoteIdent(String(ast.index))} ON ${quoteIdent(String(ast.table.table))} (${cols.join(', ')})`;
}

function alterTable(ast: Node, notes: Notes): string[] {
  const table = quoteIdent(String(ast.table?.[0]?.table));
  return (ast.expr ?? []).map((action: Node) => {
    const resource = String(action.resource);
    if (action.action === 'add' && resource === 'column') {
      if (action.auto_increment || action.primary_key) refuse('SQLite cannot add a primary key column to a table');
      return `ALTER TABLE ${table} ADD COLUMN ${columnSql(action, notes, false)}`;
    }
    if (action.action === 'drop' && resource === 'column')
      return `ALTER TABLE ${table} DROP COLUMN ${quoteIdent(String(action.column.column))}`;
    if (action.action === 'rename' && resource === 'column') {
      return `ALTER TABLE ${table} RENAME COLUMN ${quoteIdent(String(action.old_column.column))} TO ${quoteIdent(String(action.column.column))}`;
    }
    if (action.action === 'rename' && resource === 'table')
      return `ALTER TABLE ${table} RENAME TO ${quoteIdent(String(action.table))}`;
    if (action.action === 'add' && resource === 'index') {
      const cols = (action.definition ?? []).map((c: Node) => quoteIdent(String(c.column)));
      return `CREATE INDEX ${quoteIdent(String(action.index ?? `${ast.table[0].table}_idx`))} ON ${table} (${cols.join(', ')})`;
    }
    return refuse(
      `ALTER TABLE … ${String(action.action).toUpperCase()} ${resource.toUpperCase()} cannot be done in SQLite (it cannot change a column's definition or add constraints)`,
    );
  });
}

const SHOW_TABLES = /^SHOW\s+(?:FULL\s+)?TABLES$/i;
const DESCRIBE = /^(?:DESCRIBE|DESC|EXPLAIN|SHOW\s+(?:FULL\s+)?COLUMNS\s+FROM)\s+`?([\w$]+)`?$/i;
const SHOW_CREATE = /^SHOW\s+CREATE\s+TABLE\s+`?([\w$]+)`?$/i;
const TRANSACTION = /^(START\s+TRANSACTION|BEGIN(?:\s+WORK)?|COMMIT(?:\s+WORK)?|ROLLBACK(?:\s+WORK)?)$/i;

/** The SQLite statements for one MySQL statement (several when SQLite needs them split), or a refusal. */
function translateOne(statement: string, notes: Notes): string[] {
  const trimmed = statement.replace(/\s+/g, ' ').trim();
  if (SHOW_TABLES.test(trimmed))
    return [
      "SELECT name AS \"Tables_in_main\" FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    ];
  const describe = DESCRIBE.exec(trimmed);
  if (describe) {
    return [
      `SELECT name AS "Field", type AS "Type", CASE WHEN "notnull" = 1 OR pk > 0 THEN 'NO' ELSE 'YES' END AS "Null", CASE WHEN pk > 0 THEN 'PRI' ELSE '' END AS "Key", dflt_value AS "Default" FROM pragma_table_info(${quoteText(describe[1])}) ORDER BY cid`,
    ];
  }
  const showCreate = SHOW_CREATE.exec(trimmed);
  if (showCreate) {
    notes.add('SHOW CREATE TABLE shows the SQLite definition the table was created with.');
    return [
      `SELECT name AS "Table", sql AS "Create Table" FROM sqlite_schema WHERE type = 'table' AND name = ${quoteText(showCreate[1])}`,
    ];
  }
  const transaction = TRANSACTION.exec(trimmed);
  if (transaction) return [/^(START|BEGIN)/i.test(trimmed) ? 'BEGIN' : trimmed.split(' ')[0].toUpperCase()];
  if (/^(USE|SET|LOCK|UNLOCK|SHOW|GRANT|REVOKE|CALL|DELIMITER|HANDLER|LOAD)\b/i.test(trimmed)) {
    refuse(`${trimmed.split(' ')[0].toUpperCase()} has no SQLite equivalent here`);
  }

  // A parse error (with its location) goes up as it is: translateMysql reports it as a syntax error.
  const parsed = getParser().astify(statement, { database: 'MySQL' });
  const ast = (Array.isArray(parsed) ? parsed[0] : parsed) as Node;
  switch (ast.type) {
    case 'create':
      if (ast.keyword === 'table') return createTable(ast, notes);
      if (ast.keyword === 'index') return [createIndex(ast)];
      if (ast.keyword === 'view')
        return [`CREATE VIEW ${quoteIdent(String(ast.view.view))} AS ${sqlOf(statementAst(ast.select))}`];
      return refuse(`CREATE ${String(ast.keyword).toUpperCase()} has no SQLite equivalent`);
    case 'drop': {
      const keyword = String(ast.keyword).toLowerCase();
      const ifExists = ast.prefix ? 'IF EXISTS ' : '';
      if (keyword === 'table' || keyword === 'view')
        return (ast.name as Node[]).map((t) => `DROP ${keyword.toUpperCase()} ${ifExists}${quoteIdent(String(t.table))}`);
      if (keyword === 'index') return [`DROP INDEX ${ifExists}${quoteIdent(String(ast.name.column ?? ast.name))}`];
      return refuse(`DROP ${keyword.toUpperCase()} has no SQLite equivalent`);
    }
    case 'alter':
      return alterTable(ast, notes);
    case 'truncate':
      return (ast.name as Node[]).flatMap((t) => [
        `DELETE FROM ${quoteIdent(String(t.table))}`,
        // TRUNCATE restarts AUTO_INCREMENT; sqlite_sequence exists once an AUTOINCREMENT table does.
        `DELETE FROM sqlite_sequence WHERE name = ${quoteText(String(t.table))} AND EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence')`,
      ]);
    case 'insert':
    case 'replace': {
      const duplicate = ast.on_duplicate_update;
      const base = sqlOf(statementAst({ ...ast, on_duplicate_update: null }));
      if (!duplicate) return [base];
      if (ast.values?.type === 'select') refuse('INSERT … SELECT … ON DUPLICATE KEY UPDATE is not translated');
      // VALUES(col) in MySQL's update list is SQLite's excluded.col.
      const rewriteValues = (node: any): any => {
        if (Array.isArray(node)) return node.map(rewriteValues);
        if (!node || typeof node !== 'object') return node;
        if (node.type === 'function' && functionName(node) === 'VALUES')
          return columnRef('excluded', String(node.args?.value?.[0]?.column));
        return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewriteValues(v)]));
      };
      const sets = (duplicate.set as Node[]).map((s) => `${quoteIdent(String(s.column))} = ${exprSql(rewriteValues(s.value))}`);
      return [`${base} ON CONFLICT DO UPDATE SET ${sets.join(', ')}`];
    }
    default:
      return [sqlOf(statementAst(ast))];
  }
}

/**
 * Translates MySQL text to SQLite statements. Throws EngineQueryError (pointing at the statement)
 * when any statement cannot be translated faithfully: then nothing runs.
 */
export function translateMysql(source: string): Translation {
  const statements: PreparedStatement[] = [];
  const notes: Notes = new Set();
  const translated: string[] = [];
  for (const [index, statement] of splitSqlStatements(source, { mysql: true }).entries()) {
    try {
      const sqls = translateOne(statement.text, notes);
      for (const sql of sqls) statements.push({ sql, offset: statement.offset });
      translated.push(...sqls);
    } catch (error) {
      const count = `statement ${index + 1}`;
      if (error instanceof Untranslatable) {
        throw new EngineQueryError({
          message: `Cannot run ${count} on SQLite: ${error.message}. Nothing was run.`,
          position: positionAt(source, statement.offset),
        });
      }
      const located = error as Error & { location?: { start?: { offset: number } } };
      const at = located.location?.start?.offset;
      throw new EngineQueryError({
        message: `MySQL syntax error in ${count}: ${shortParserMessage(located.message)}. Nothing was run.`,
        position: positionAt(source, statement.offset + (typeof at === 'number' ? at : 0)),
      });
    }
  }
  const notesList = [...notes];
  if (translated.length > 0) notesList.unshift(`Ran on SQLite as:\n${translated.join(';\n')};`);
  return { statements, notes: notesList };
}

/** node-sql-parser lists every token it expected; the end ("… but "x" found") is the useful part. */
function shortParserMessage(message: string): string {
  const found = /but (.+) found\.?$/.exec(message)?.[1];
  if (found) return `unexpected ${found === 'end of input' ? 'end of input' : found}`;
  return message.replace(/^Error:\s*/, '').slice(0, 200);
}
