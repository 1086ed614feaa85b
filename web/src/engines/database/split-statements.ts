// Splits SQL text at top-level semicolons, skipping those inside strings, quoted identifiers,
// comments and PostgreSQL dollar-quoted bodies. Offsets let errors point into the user's text.

export type SqlStatement = { text: string; /** Offset of the statement's first non-blank character. */ offset: number };

export type SplitOptions = {
  /** MySQL: backslash escapes in strings, # comments, backtick identifiers. */
  mysql?: boolean;
  /** PostgreSQL: $tag$ … $tag$ bodies. */
  dollarQuotes?: boolean;
};

export function splitSqlStatements(text: string, { mysql = false, dollarQuotes = !mysql }: SplitOptions = {}): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim() !== '' && !isOnlyComments(raw, mysql)) statements.push({ text: raw.trim(), offset: start + lead });
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '-' && next === '-') i = lineEnd(text, i);
    else if (mysql && c === '#') i = lineEnd(text, i);
    else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || (mysql && c === '`')) i = quotedEnd(text, i, c, mysql && c !== '`');
    else if (dollarQuotes && c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end === -1 ? text.length : end + tag.length;
      } else i++;
    } else if (c === ';') {
      push(i);
      start = i + 1;
      i++;
    } else i++;
  }
  push(text.length);
  return statements;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end + 1;
}

function quotedEnd(text: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < text.length) {
    if (backslashEscapes && text[i] === '\\') i += 2;
    else if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return text.length;
}

function isOnlyComments(text: string, mysql: boolean): boolean {
  const stripped = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/--[^\n]*/g, '')
    .replace(mysql ? /#[^\n]*/g : /$^/, '');
  return stripped.trim() === '';
}
