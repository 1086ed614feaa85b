import { parseMarkdown } from '@/components/ai/ai-markdown';

// Reading the AI SQL optimizer's answer (server/src/ai/tasks.ts asks for three Markdown sections:
// Optimized query, Changes, Suggested indexes). Models stray from the format, so this is lenient:
// prose around the sections, a missing heading, the query without a fence, an answer cut off
// halfway (an unclosed fence) are all read as well as they can be.

export const NO_QUERY = 'Please enter a SQL query to optimize';
export const NO_SUGGESTIONS = 'No optimization suggestions available';

export type SqlAnswer = {
  /** The rewritten query, or null when the answer has none. */
  optimizedQuery: string | null;
  /** Markdown: why each change helps (the Changes section, else whatever prose there is). */
  explanation: string;
  /** CREATE INDEX statements, each ending with ";". */
  indexes: string[];
  /** Markdown said about the indexes besides the statements ("None.", why each helps). */
  indexNotes: string;
  /** The answer stopped inside a code block: the query or the indexes may be incomplete. */
  truncated: boolean;
};

type Section = { heading: string; body: string };

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_LINE = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
/** A bold line standing in for a heading ("**Optimized query:**"). */
const BOLD_HEADING_LINE = /^ {0,3}\*\*([^*]{3,60}?):?\*\*:?\s*$/;
const SQL_LANGUAGES = new Set([
  '',
  'sql',
  'postgresql',
  'postgres',
  'pgsql',
  'psql',
  'mysql',
  'sqlite',
  'tsql',
  'mssql',
  'plsql',
  'oracle',
]);
const STATEMENT_START = /^\s*(with|select|update|delete|insert|merge|explain|values|table)\b/i;
const CREATE_INDEX = /^\s*create\s+(unique\s+)?index\b/i;

/** The text cut at its headings (outside code fences); text before the first heading has heading ''. */
function sections(text: string): Section[] {
  const out: Section[] = [{ heading: '', body: '' }];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (line.trim().startsWith(fence) && line.trim().replace(/^[`~]+/, '') === '') fence = null;
    }
    const heading = fence === null && !marker ? (HEADING_LINE.exec(line)?.[1] ?? BOLD_HEADING_LINE.exec(line)?.[1]) : undefined;
    if (heading !== undefined)
      out.push({
        heading: heading
          .replace(/[*_:`]/g, '')
          .trim()
          .toLowerCase(),
        body: '',
      });
    else out[out.length - 1]!.body += `${line}\n`;
  }
  return out.filter((s) => s.heading !== '' || s.body.trim() !== '');
}

/** Statements of a SQL text, split at semicolons outside quotes and comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (quote) {
      current += c;
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      current += sql.slice(i, stop);
      i = stop - 1;
      continue;
    } else if (c === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** A statement with its leading comment lines removed (to see what kind of statement it is). */
function withoutLeadingComments(statement: string): string {
  return statement.replace(/^(\s*--[^\n]*\n)+/, '').trim();
}

const isIndex = (statement: string) => CREATE_INDEX.test(withoutLeadingComments(statement));

/** Markdown without its fenced code blocks (an unclosed one runs to the end). */
function stripFences(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n?[\s\S]*?(^ {0,3}\1[ \t]*$|(?![\s\S]))/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function parseSqlAnswer({ text }: { text: string }): SqlAnswer {
  const content = text.replace(/\r\n?/g, '\n').trim();
  if (content === '' || content === NO_SUGGESTIONS)
    return { optimizedQuery: null, explanation: '', indexes: [], indexNotes: '', truncated: false };

  const parts = sections(content);
  const codeOf = (section: Section) =>
    parseMarkdown(section.body).flatMap((b) => (b.kind === 'code' && SQL_LANGUAGES.has(b.language) ? [b] : []));
  const allCode = parts.flatMap((section) => codeOf(section).map((block) => ({ section, block })));
  const truncated = allCode.some(({ block }) => !block.closed);

  // The query: the first code block under an "optimized query" heading, else the first one that
  // is not only CREATE INDEX statements; an answer without fences may be the bare query.
  const isQueryBlock = (code: string) => splitStatements(code).some((s) => !isIndex(s));
  const querySection = (heading: string) => /optimi[sz]ed|rewritten|improved|query/.test(heading) && !/index/.test(heading);
  const queryBlock =
    allCode.find(({ section, block }) => querySection(section.heading) && isQueryBlock(block.code)) ??
    allCode.find(({ block }) => isQueryBlock(block.code));
  let optimizedQuery: string | null = null;
  if (queryBlock) {
    optimizedQuery = splitStatements(queryBlock.block.code)
      .filter((s) => !isIndex(s))
      .map((s) => `${s};`)
      .join('\n\n');
  } else if (allCode.length === 0 && STATEMENT_START.test(content) && !content.includes('\n\n')) {
    optimizedQuery = content.replace(/;?\s*$/, ';');
  }

  // Indexes: every CREATE INDEX in any code block, or on a line of its own in the prose.
  const indexes = new Set<string>();
  for (const { block } of allCode)
    for (const s of splitStatements(block.code)) if (isIndex(s)) indexes.add(`${withoutLeadingComments(s)};`);
  for (const line of content.split('\n')) {
    const inline = /`?(create\s+(unique\s+)?index\b[^`;]*);?`?/i.exec(line);
    if (inline && !allCode.some(({ block }) => block.code.includes(inline[1]!.trim()))) indexes.add(`${inline[1]!.trim()};`);
  }

  const changes = parts.find((s) => /change|explanation|why|what changed|improvement/.test(s.heading));
  const indexSection = parts.find((s) => /index/.test(s.heading));
  const prose = parts
    .filter((s) => s !== indexSection)
    .map((s) => stripFences(s.body))
    .filter(Boolean)
    .join('\n\n');
  return {
    optimizedQuery,
    explanation: changes ? stripFences(changes.body) : prose,
    indexes: [...indexes],
    indexNotes: indexSection ? stripFences(indexSection.body) : '',
    truncated,
  };
}
