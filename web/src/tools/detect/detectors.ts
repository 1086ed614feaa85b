import type { PasteKind } from '../types';
import { detectCsv, detectMarkdown, detectPrefixedNumber, detectToml, detectXml, detectYaml } from './format-detectors';

/**
 * One detector per kind of pasted text. Each returns a confidence from 0 (not this kind) to 1
 * (certainly this kind). They are deliberately strict: a wrong suggestion is worse than none,
 * so near-misses (a version number, a plain word, prose that starts with "Select") score 0.
 */
export type Detector = (text: string) => number;

// Short kinds (a UUID, a date, a colour) are never longer than this; checking is then cheap.
const SHORT_MAX = 200;
// Line-based detectors look at the start of a long paste only.
const SAMPLE_CHARS = 64 * 1024;
// Larger JSON is recognised by shape instead of parsing it on the main thread.
const JSON_PARSE_MAX = 1024 * 1024;

// ─── JSON ────────────────────────────────────────────────────────────────────────────────

/** A JSON object or array (a bare string or number is valid JSON but not worth suggesting a tool for). */
export function detectJson(text: string): number {
  const t = text.trim();
  const first = t[0];
  const last = t[t.length - 1];
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return 0;
  if (t.length > JSON_PARSE_MAX) return /^[{[]\s*["{[\]\d\-tfn}]/.test(t) ? 0.7 : 0;
  try {
    const value: unknown = JSON.parse(t);
    const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0;
    return empty ? 0.6 : 1;
  } catch {
    return 0;
  }
}

// ─── JWT ─────────────────────────────────────────────────────────────────────────────────

/**
 * Decodes base64url or standard Base64 (padding optional) as UTF-8, or null when the alphabet or
 * length is wrong. Invalid UTF-8 becomes U+FFFD rather than failing, so a prefix cut mid-character
 * still decodes.
 */
export function decodeBase64Url(segment: string): string | null {
  const body = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*$/.test(body) || body.length % 4 === 1) return null;
  try {
    const binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function jsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** header.payload.signature, where the header decodes to a JSON object (with "alg" for a real JWS). */
export function detectJwt(text: string): number {
  const t = text.trim().replace(/^Bearer\s+/i, '');
  if (t.length > 16 * 1024) return 0;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)$/.exec(t);
  if (!match) return 0;
  const header = jsonObject(decodeBase64Url(match[1]));
  if (!header) return 0;
  const payload = jsonObject(decodeBase64Url(match[2]));
  if (typeof header.alg === 'string') return payload ? 1 : 0.85;
  return header.typ === 'JWT' ? 0.8 : 0;
}

// ─── Base64 ──────────────────────────────────────────────────────────────────────────────

function looksLikeText(s: string): boolean {
  if (s.length === 0) return false;
  let printable = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const control = c < 32 || c === 127 || (c >= 0x80 && c < 0xa0);
    if (c === 9 || c === 10 || c === 13 || (!control && c !== 0xfffd)) printable++;
  }
  return printable / [...s].length >= 0.95;
}

/**
 * Standard or URL-safe Base64, possibly wrapped over lines. Plain words and hex strings use the
 * same alphabet, so a string that decodes to binary needs a strong sign (padding, + or /, mixed
 * character classes and some length) to count.
 */
export function detectBase64(text: string): number {
  const t = text.trim().replace(/\r?\n/g, '');
  if (t.length < 8) return 0;
  const urlSafe = /[-_]/.test(t);
  if (urlSafe ? !/^[A-Za-z0-9_-]+={0,2}$/.test(t) : !/^[A-Za-z0-9+/]+={0,2}$/.test(t)) return 0;
  const body = t.replace(/=+$/, '');
  if (urlSafe ? body.length % 4 === 1 : t.length % 4 !== 0) return 0;
  // Digits only: a number (timestamp, id). Hex only: a hash or id.
  if (/^\d+$/.test(body) || /^[0-9a-f]+$/.test(body) || /^[0-9A-F]+$/.test(body)) return 0;

  // Decode a prefix only: enough to judge, and cheap for a multi-megabyte paste.
  const decoded = decodeBase64Url(body.slice(0, 4096));
  if (decoded !== null && looksLikeText(decoded)) return t.length >= 12 ? 0.9 : 0.75;

  const hasUpper = /[A-Z]/.test(body);
  const hasLower = /[a-z]/.test(body);
  const hasDigit = /\d/.test(body);
  const padded = t.endsWith('=');
  const symbols = /[+/_-]/.test(body);
  const mixed = hasUpper && hasLower && hasDigit;
  if ((padded || symbols) && mixed && t.length >= 12) return 0.7;
  if (mixed && t.length >= 24) return 0.6;
  return 0;
}

// ─── URL-encoded text ────────────────────────────────────────────────────────────────────

/** Text with %XX escapes that decode cleanly (a lone "100%" is not encoded text). */
export function detectUrlEncoded(text: string): number {
  const t = text.trim();
  if (t.length > SAMPLE_CHARS) return 0;
  const escapes = t.match(/%[0-9A-Fa-f]{2}/g)?.length ?? 0;
  if (escapes === 0) return 0;
  // A '%' not followed by two hex digits means this is not (valid) encoded text.
  if (/%(?![0-9A-Fa-f]{2})/.test(t)) return 0;
  try {
    decodeURIComponent(t.replace(/\+/g, ' '));
  } catch {
    return 0;
  }
  // Encoded text has no raw spaces; a URL with a query string is typical.
  if (/\s/.test(t)) return escapes >= 3 ? 0.55 : 0;
  return escapes >= 3 || /[?&][^=&]+=/.test(t) ? 0.85 : 0.7;
}

// ─── UUID ────────────────────────────────────────────────────────────────────────────────

/** 8-4-4-4-12 hex, optionally in braces or as a urn:uuid: URN; RFC 9562 versions score highest. */
export function detectUuid(text: string): number {
  const t = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1');
  if (t.length !== 36) return 0;
  const m = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{12}$/i.exec(t);
  if (!m) return 0;
  if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(t) || /^f{8}-f{4}-f{4}-f{4}-f{12}$/i.test(t)) return 0.95;
  const version = parseInt(m[1], 16);
  const variant = parseInt(m[2], 16);
  return version >= 1 && version <= 8 && variant >= 8 && variant <= 0xb ? 1 : 0.8;
}

// ─── Unix timestamp ──────────────────────────────────────────────────────────────────────

// Plausible range for a pasted timestamp: 2001-01-01 to 2100-01-01 (UTC). Anything else is more
// likely just a number (an id, a count, a year).
const TS_MIN_SECONDS = 978_307_200;
const TS_MAX_SECONDS = 4_102_444_800;
// Spec: values at or above 1e10 are milliseconds.
const MS_THRESHOLD = 1e10;

/** Seconds (9–10 digits, optional fraction) or milliseconds (12–13 digits) between 2001 and 2100. */
export function detectUnixTimestamp(text: string): number {
  const t = text.trim();
  const m = /^(\d{9,13})(?:\.(\d{1,6}))?$/.exec(t);
  if (!m) return 0;
  const value = Number(m[1]);
  if (value < MS_THRESHOLD) {
    return value >= TS_MIN_SECONDS && value < TS_MAX_SECONDS ? 0.9 : 0;
  }
  if (m[2] !== undefined) return 0;
  return value >= TS_MIN_SECONDS * 1000 && value < TS_MAX_SECONDS * 1000 ? 0.9 : 0;
}

// ─── ISO 8601 date ───────────────────────────────────────────────────────────────────────

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** 2024-05-01, 2024-05-01T12:30:00Z, 2024-05-01 12:30:00.123+02:00 … with a real calendar date and time. */
export function detectIsoDate(text: string): number {
  const t = text.trim();
  if (t.length > 40) return 0;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i.exec(t);
  if (!m) return 0;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (!validDate(Number(y), Number(mo), Number(d))) return 0;
  if (h === undefined) return 0.85;
  if (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 60)) return 0;
  if (zone && /^[+-]/.test(zone)) {
    const digits = zone.replace(/[+:-]/g, '');
    if (Number(digits.slice(0, 2)) > 14 || (digits.length > 2 && Number(digits.slice(2)) > 59)) return 0;
  }
  return 0.95;
}

// ─── Cron ────────────────────────────────────────────────────────────────────────────────

const cronMacros = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot']);
const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

type CronField = { min: number; max: number; names?: string[]; nameBase?: number; allowQuestion?: boolean };
const cronFields: CronField[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31, allowQuestion: true },
  { min: 1, max: 12, names: monthNames, nameBase: 1 },
  { min: 0, max: 7, names: dayNames, nameBase: 0, allowQuestion: true },
];

function cronValue(token: string, field: CronField): number | null {
  if (/^\d+$/.test(token)) {
    const n = Number(token);
    return n >= field.min && n <= field.max ? n : null;
  }
  const i = field.names?.indexOf(token.toUpperCase()) ?? -1;
  return i >= 0 ? i + (field.nameBase ?? 0) : null;
}

function validCronField(text: string, field: CronField): boolean {
  if (text === '?' && field.allowQuestion) return true;
  return text.split(',').every((part) => {
    const [range, step, extra] = part.split('/');
    if (extra !== undefined) return false;
    if (step !== undefined && !(/^\d+$/.test(step) && Number(step) >= 1 && Number(step) <= field.max)) return false;
    if (range === '*') return true;
    const bounds = range.split('-');
    if (bounds.length > 2) return false;
    const values = bounds.map((b) => cronValue(b, field));
    if (values.some((v) => v === null)) return false;
    return values.length === 1 || values[0]! <= values[1]!;
  });
}

/** A five-field cron expression with every field in range (or a macro like @daily). */
export function detectCron(text: string): number {
  const t = text.trim();
  if (t.length > SHORT_MAX) return 0;
  if (cronMacros.has(t.toLowerCase())) return 0.9;
  const fields = t.split(/\s+/);
  if (fields.length !== 5) return 0;
  if (!fields.every((f, i) => validCronField(f, cronFields[i]))) return 0;
  // Five plain numbers ("1 2 3 4 5") are valid cron but could be anything.
  return fields.some((f) => /[*/,?-]|[A-Za-z]/.test(f)) ? 0.95 : 0.45;
}

// ─── SQL ─────────────────────────────────────────────────────────────────────────────────

function stripSqlComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .trim();
}

// One item of a SELECT list: an expression (identifier, *, literal, call, arithmetic) with an optional alias.
// Prose has runs of bare words ("the best tool"), which this does not accept.
function sqlSelectItemOk(item: string): boolean {
  const s = item.trim();
  if (!s) return false;
  if (/[()'"`*=<>+|/]/.test(s)) return true;
  const words = s.split(/\s+/);
  if (words.length === 1) return true;
  if (words.length === 2) return !/^(the|a|an|this|that|these|those|your|my|our|all|some|any)$/i.test(words[0]);
  return words.length === 3 && /^as$/i.test(words[1]);
}

function selectConfidence(sql: string): number {
  const m = /^select\s+(?:distinct\s+|all\s+|top\s+\d+\s+)?([\s\S]+?)\s+from\s+([A-Za-z_"`[][\w."`\]$]*)/i.exec(sql);
  if (!m) {
    // SELECT without FROM: SELECT 1; SELECT now(); SELECT 'a' || 'b'
    return /^select\s+(?:\d+|'[^']*'|\w+\([^)]*\)|@@\w+)(?:\s*(?:,|\|\||[-+*/])\s*(?:\d+|'[^']*'|\w+\([^)]*\)))*\s*(?:as\s+\w+)?\s*;?$/i.test(
      sql,
    )
      ? 0.7
      : 0;
  }
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of m[1]) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  if (!items.every(sqlSelectItemOk)) return 0;
  return 0.8;
}

const sqlStatements: [RegExp, number][] = [
  [/^insert\s+(?:or\s+\w+\s+)?into\s+[\w."`[\]]+\s*(?:\([^)]*\)\s*)?(?:values|select|default\s+values)\b/i, 0.95],
  [/^update\s+[\w."`[\]]+\s+(?:as\s+\w+\s+|\w+\s+)?set\s+[\w."`[\]]+\s*=/i, 0.95],
  [/^delete\s+from\s+[\w."`[\]]+(?:\s*;?\s*$|\s+(?:where|using|returning|as)\b)/i, 0.9],
  [
    /^create\s+(?:(?:global\s+|local\s+)?(?:temporary|temp)\s+|virtual\s+)?table\s+(?:if\s+not\s+exists\s+)?[\w."`[\]]+(?:\s+using\s+\w+)?\s*(?:\(|as\b|like\b)/i,
    0.95,
  ],
  [/^create\s+(?:unique\s+)?index\s+(?:concurrently\s+)?(?:if\s+not\s+exists\s+)?(?:[\w."`[\]]+\s+)?on\s+[\w."`[\]]+/i, 0.95],
  [/^create\s+(?:or\s+replace\s+)?(?:materialized\s+|temp\s+|temporary\s+)?view\s+[\w."`[\]]+(?:\s*\([^)]*\))?\s+as\b/i, 0.95],
  [
    /^create\s+(?:or\s+replace\s+)?(?:schema|database|function|procedure|trigger|sequence|type|extension)\s+(?:if\s+not\s+exists\s+)?[\w."`[\]]+[\s\S]*(?:;|\))\s*$/i,
    0.9,
  ],
  [/^alter\s+(?:table|index|view|database|schema|sequence|type|function)\s+(?:if\s+exists\s+)?[\w."`[\]]+\s+\w+/i, 0.95],
  [
    /^drop\s+(?:table|index|view|schema|database|function|procedure|trigger|sequence|type|extension)\s+(?:if\s+exists\s+)?[\w."`[\]]+/i,
    0.9,
  ],
  [/^truncate\s+(?:table\s+)?[\w."`[\]]+\s*;?\s*$/i, 0.85],
  [/^with\s+(?:recursive\s+)?\w+\s*(?:\([^)]*\)\s*)?as\s*(?:not\s+)?(?:materialized\s+)?\(/i, 0.9],
];

/** An SQL statement: it must start with a statement keyword and have that statement's shape. */
export function detectSql(text: string): number {
  let sql = stripSqlComments(text.slice(0, SAMPLE_CHARS));
  sql = sql.replace(/^explain\s+(?:analyze\s+|query\s+plan\s+)?/i, '');
  const keyword = /^[A-Za-z]+/.exec(sql)?.[0];
  if (!keyword) return 0;
  // "Select the…", "Update your…": capitalised like a sentence, not like SQL (SELECT or select).
  if (keyword !== keyword.toUpperCase() && keyword !== keyword.toLowerCase()) return 0;
  let confidence = /^select$/i.test(keyword) ? selectConfidence(sql) : (sqlStatements.find(([re]) => re.test(sql))?.[1] ?? 0);
  if (confidence === 0) return 0;
  // More SQL signals make it surer: upper-case keywords, clauses, a terminating semicolon.
  if (keyword === keyword.toUpperCase()) confidence += 0.05;
  if (/\b(?:where|join|group\s+by|order\s+by|limit|having|returning|primary\s+key)\b/i.test(sql) || /;\s*$/.test(sql))
    confidence += 0.1;
  return Math.min(1, confidence);
}

// ─── Colour ──────────────────────────────────────────────────────────────────────────────

const num = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const pct = `${num}%`;
const alpha = `(?:${num}%?)`;
const rgbComma = new RegExp(String.raw`^rgba?\(\s*(${num}%?)\s*,\s*(${num}%?)\s*,\s*(${num}%?)\s*(?:,\s*${alpha}\s*)?\)$`, 'i');
const rgbSpace = new RegExp(String.raw`^rgba?\(\s*(${num}%?)\s+(${num}%?)\s+(${num}%?)\s*(?:/\s*${alpha}\s*)?\)$`, 'i');
const hslComma = new RegExp(
  String.raw`^hsla?\(\s*(${num})(?:deg|turn|rad|grad)?\s*,\s*(${pct})\s*,\s*(${pct})\s*(?:,\s*${alpha}\s*)?\)$`,
  'i',
);
const hslSpace = new RegExp(
  String.raw`^hsla?\(\s*(${num})(?:deg|turn|rad|grad)?\s+(${pct})\s+(${pct})\s*(?:/\s*${alpha}\s*)?\)$`,
  'i',
);

function channelOk(channel: string): boolean {
  const value = parseFloat(channel);
  return channel.endsWith('%') ? value >= 0 && value <= 100 : value >= 0 && value <= 255;
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla() with channels in range. */
export function detectColor(text: string): number {
  const t = text.trim();
  if (t.length > 80) return 0;
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(t)) return 0.95;
  const rgb = rgbComma.exec(t) ?? rgbSpace.exec(t);
  if (rgb) {
    const channels = rgb.slice(1, 4);
    const mixed = channels.some((c) => c.endsWith('%')) && !channels.every((c) => c.endsWith('%'));
    return !mixed && channels.every(channelOk) ? 0.95 : 0;
  }
  const hsl = hslComma.exec(t) ?? hslSpace.exec(t);
  if (hsl) return [hsl[2], hsl[3]].every((p) => parseFloat(p) >= 0 && parseFloat(p) <= 100) ? 0.95 : 0;
  return 0;
}

// ─── Unified diff ────────────────────────────────────────────────────────────────────────

const hunkHeader = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/m;

/** A unified diff: ---/+++ file headers and @@ hunks (git diff output scores highest). */
export function detectDiff(text: string): number {
  const t = text.slice(0, SAMPLE_CHARS);
  const hasHunk = hunkHeader.test(t);
  const hasFiles = /^--- \S.*\n\+\+\+ \S/m.test(t);
  if (!hasHunk) return 0;
  // Every line after the first hunk must be a diff line: context, added, removed or a header.
  const body = t.slice(t.search(hunkHeader)).split('\n');
  if (body[body.length - 1] === '') body.pop();
  const diffLine =
    /^(?:[ +\-\\]|@@ |diff |index |--- |\+\+\+ |new file|deleted file|similarity|rename |old mode|new mode|Binary files|$)/;
  if (!body.every((line) => diffLine.test(line))) return 0;
  if (/^diff --git /m.test(t) && hasFiles) return 1;
  return hasFiles ? 0.95 : 0.75;
}

// ─── Dockerfile ──────────────────────────────────────────────────────────────────────────

const dockerInstructions = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
  'MAINTAINER',
]);
const fromLine = /^FROM\s+(?:--platform=\S+\s+)?[\w.\-/:@${}]+(?:\s+AS\s+[\w.-]+)?\s*$/i;

/** A Dockerfile: upper-case instructions, starting with FROM (ARG may come first). */
export function detectDockerfile(text: string): number {
  const lines = text.slice(0, SAMPLE_CHARS).split(/\r?\n/);
  const instructions: string[] = [];
  let continued = false;
  let heredoc: string | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (heredoc !== null) {
      if (line === heredoc) heredoc = null;
      continue;
    }
    const wasContinued = continued;
    continued = line.endsWith('\\');
    if (wasContinued || line === '' || line.startsWith('#')) continue;
    instructions.push(line);
    heredoc = /<<-?\s*["']?(\w+)["']?\s*$/.exec(line)?.[1] ?? null;
  }
  if (instructions.length === 0) return 0;
  const keyword = (line: string) => /^[A-Za-z]+/.exec(line)?.[0] ?? '';
  // Lower- or mixed-case instructions are legal but rare; prose "From here we…" must not match.
  const known = instructions.filter((l) => dockerInstructions.has(keyword(l)) && /^[A-Z]+(?:\s|$)/.test(l));
  if (known.length / instructions.length < 0.9) return 0;
  const firstReal = instructions.find((l) => keyword(l) !== 'ARG');
  if (!firstReal || !fromLine.test(firstReal) || !firstReal.startsWith('FROM')) return 0;
  return instructions.length >= 2 ? 0.95 : 0.7;
}

// ─── GraphQL ─────────────────────────────────────────────────────────────────────────────

type GqlToken = { kind: 'name' | 'punct' | 'value'; text: string };

function tokenizeGraphql(source: string): GqlToken[] | null {
  const tokens: GqlToken[] = [];
  const re =
    /\s+|,|#[^\n]*|("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(\.\.\.)|([!$&():=@[\]{|}])|([_A-Za-z][_0-9A-Za-z]*)/y;
  let index = 0;
  while (index < source.length) {
    re.lastIndex = index;
    const m = re.exec(source);
    if (!m) return null;
    index = re.lastIndex;
    if (m[1] !== undefined || m[2] !== undefined) tokens.push({ kind: 'value', text: m[0] });
    else if (m[3] !== undefined || m[4] !== undefined) tokens.push({ kind: 'punct', text: m[0] });
    else if (m[5] !== undefined) tokens.push({ kind: 'name', text: m[0] });
  }
  return tokens;
}

/** A small recursive-descent parser for GraphQL executable documents (queries, mutations, fragments). */
class GraphqlShape {
  private i = 0;
  constructor(private readonly tokens: GqlToken[]) {}

  private peek(text?: string): boolean {
    const t = this.tokens[this.i];
    return t !== undefined && (text === undefined || t.text === text);
  }
  private eat(text: string): boolean {
    if (this.peek(text)) {
      this.i++;
      return true;
    }
    return false;
  }
  private name(): boolean {
    if (this.tokens[this.i]?.kind === 'name') {
      this.i++;
      return true;
    }
    return false;
  }
  private expect(ok: boolean) {
    if (!ok) throw new Error('not GraphQL');
  }

  /** Returns which definitions the document has, or throws if it is not GraphQL. */
  document(): { named: boolean } {
    let named = false;
    this.expect(this.tokens.length > 0);
    while (this.i < this.tokens.length) {
      if (this.peek('{')) this.selectionSet();
      else if (this.peek('query') || this.peek('mutation') || this.peek('subscription')) {
        named = true;
        this.i++;
        this.name();
        if (this.peek('(')) this.variableDefinitions();
        this.directives();
        this.selectionSet();
      } else if (this.eat('fragment')) {
        named = true;
        this.expect(this.name());
        this.expect(this.eat('on'));
        this.expect(this.name());
        this.directives();
        this.selectionSet();
      } else this.expect(false);
    }
    return { named };
  }

  private selectionSet() {
    this.expect(this.eat('{'));
    this.expect(!this.peek('}'));
    while (!this.eat('}')) {
      this.expect(this.peek());
      if (this.eat('...')) {
        if (this.eat('on')) this.expect(this.name());
        else if (this.name()) {
          this.directives();
          continue;
        }
        this.directives();
        this.selectionSet();
        continue;
      }
      this.expect(this.name());
      if (this.eat(':')) this.expect(this.name());
      if (this.peek('(')) this.args();
      this.directives();
      if (this.peek('{')) this.selectionSet();
    }
  }

  private args() {
    this.expect(this.eat('('));
    while (!this.eat(')')) {
      this.expect(this.name());
      this.expect(this.eat(':'));
      this.value();
    }
  }

  private value() {
    const t = this.tokens[this.i];
    this.expect(t !== undefined);
    if (this.eat('$')) return this.expect(this.name());
    if (t.kind === 'value' || t.kind === 'name') {
      this.i++;
      return;
    }
    if (this.eat('[')) {
      while (!this.eat(']')) this.value();
      return;
    }
    if (this.eat('{')) {
      while (!this.eat('}')) {
        this.expect(this.name());
        this.expect(this.eat(':'));
        this.value();
      }
      return;
    }
    this.expect(false);
  }

  private variableDefinitions() {
    this.expect(this.eat('('));
    while (!this.eat(')')) {
      this.expect(this.eat('$'));
      this.expect(this.name());
      this.expect(this.eat(':'));
      this.type();
      if (this.eat('=')) this.value();
      this.directives();
    }
  }

  private type() {
    if (this.eat('[')) {
      this.type();
      this.expect(this.eat(']'));
    } else this.expect(this.name());
    this.eat('!');
  }

  private directives() {
    while (this.eat('@')) {
      this.expect(this.name());
      if (this.peek('(')) this.args();
    }
  }
}

/** A GraphQL query, mutation, subscription or fragment (or an anonymous `{ … }` selection that is not JSON). */
export function detectGraphql(text: string): number {
  const source = text.trim();
  if (source.length > SAMPLE_CHARS) return 0;
  const tokens = tokenizeGraphql(source);
  if (!tokens || tokens.length < 3) return 0;
  try {
    const { named } = new GraphqlShape(tokens).document();
    return named ? 0.95 : 0.8;
  } catch {
    return 0;
  }
}

// ─── PEM block ───────────────────────────────────────────────────────────────────────────

const PEM_BEGIN = /-----BEGIN ([A-Z0-9][A-Z0-9 ]{0,40})-----/;

/** A PEM block (RFC 7468): a certificate, CSR or key. A block cut short still counts (the decoder explains what is missing). */
export function detectPem(text: string): number {
  const sample = text.slice(0, SAMPLE_CHARS).trim();
  const begin = PEM_BEGIN.exec(sample);
  // Text before the block is allowed (openssl's "Certificate:" dump, a bag of attributes), but not much of it.
  if (!begin || begin.index > 4096) return 0;
  const label = begin[1]!;
  const body = sample.slice(begin.index + begin[0].length);
  const end = body.indexOf(`-----END ${label}-----`);
  if (end < 0) return /^\s*[A-Za-z0-9+/=\s:,-]{16,}$/.test(body.slice(0, 4096)) ? 0.7 : 0;
  return /^[\sA-Za-z0-9+/=:,-]*$/.test(body.slice(0, end)) ? 1 : 0.6;
}

// ─── bcrypt hash ─────────────────────────────────────────────────────────────────────────

/** A bcrypt hash in modular crypt format: $2a$, $2b$, $2x$ or $2y$, a two-digit cost, 53 characters of salt and hash. */
export function detectBcryptHash(text: string): number {
  const t = text.trim();
  if (t.length !== 60) return 0;
  const m = /^\$2[abxy]\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(t);
  if (!m) return 0;
  const cost = Number(m[1]);
  return cost >= 4 && cost <= 31 ? 1 : 0;
}

// ─── otpauth:// URI ──────────────────────────────────────────────────────────────────────

/** A key URI for an authenticator app (Google Authenticator's format): otpauth://totp/… or otpauth://hotp/… */
export function detectOtpauthUri(text: string): number {
  const t = text.trim();
  if (t.length > 4096 || !/^otpauth:\/\/(?:totp|hotp)\/\S*$/i.test(t)) return 0;
  return /[?&]secret=[A-Za-z2-7=]+(?:&|$)/i.test(t) ? 1 : 0.6;
}

// ─── ULID ────────────────────────────────────────────────────────────────────────────────

const ULID_CHARS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
// A plausible ULID was made between 1990 and 2200 (ms): other 26-character words are not ULIDs.
const ULID_TIME_MIN = Date.UTC(1990, 0, 1);
const ULID_TIME_MAX = Date.UTC(2200, 0, 1);

/** 26 characters of Crockford's Base32 (one case throughout), starting 0–7, whose time part is a plausible date. */
export function detectUlid(text: string): number {
  const t = text.trim();
  if (t.length !== 26) return 0;
  if (!/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(t) && !/^[0-7][0-9a-hjkmnp-tv-z]{25}$/.test(t)) return 0;
  // Digits only, or letters only, is a number or a word.
  if (/^\d+$/.test(t) || !/\d/.test(t.slice(10))) return 0;
  let ms = 0;
  for (const ch of t.slice(0, 10).toUpperCase()) ms = ms * 32 + ULID_CHARS.indexOf(ch);
  return ms >= ULID_TIME_MIN && ms < ULID_TIME_MAX ? 0.9 : 0;
}

// ─── URL ─────────────────────────────────────────────────────────────────────────────────

const URL_SCHEMES = new Set(['http:', 'https:', 'ftp:', 'ws:', 'wss:']);

/** An absolute web URL; one with a query string (what the URL parser's table is for) scores highest. */
export function detectUrl(text: string): number {
  const t = text.trim();
  if (t.length > 8192 || !/^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(t)) return 0;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return 0;
  }
  if (!URL_SCHEMES.has(url.protocol) || !url.hostname) return 0;
  return url.search.length > 1 ? 0.9 : 0.6;
}

// ─── User-agent string ───────────────────────────────────────────────────────────────────

const PRODUCT = String.raw`[A-Za-z][\w.!-]*\/\d+(?:\.\d+)+[\w.+-]*`;
const agentTokens = new RegExp(String.raw`^${PRODUCT}(?: \([^()]*\))?(?: (?:${PRODUCT}|\([^()]*\))(?: \([^()]*\))?)*$`);

/** A browser's User-Agent header (Mozilla/5.0 (…) …), or a client's product tokens (curl/8.4.0). */
export function detectUserAgent(text: string): number {
  const t = text.trim().replace(/^User-Agent:\s*/i, '');
  if (t.length > 2048 || /[\r\n]/.test(t)) return 0;
  if (/^Mozilla\/[45]\.0 \([^()]+\)/.test(t)) return 0.95;
  if (!agentTokens.test(t)) return 0;
  return t.includes(' ') ? 0.75 : 0.6;
}

// ─── IP addresses and networks ───────────────────────────────────────────────────────────

const IPV4_TEXT = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** RFC 4291 §2.2 text forms: eight groups, :: for a run of zeros, a dotted IPv4 tail. */
export function isIpv6Text(text: string): boolean {
  const t = text.replace(/%[\w.-]+$/, '');
  if (t.length > 45 || !/^[0-9a-fA-F:.]+$/.test(t)) return false;
  const halves = t.split('::');
  if (halves.length > 2) return false;
  const groups = [...(halves[0] ? halves[0].split(':') : []), ...(halves.length === 2 && halves[1] ? halves[1].split(':') : [])];
  let count = groups.length;
  if (groups[groups.length - 1]?.includes('.')) {
    if (!IPV4_TEXT.test(groups.pop()!)) return false;
    count += 1;
  }
  if (!groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

function ipVersionOf(text: string): 4 | 6 | null {
  const t = text.replace(/^\[(.*)\]$/, '$1');
  return IPV4_TEXT.test(t) ? 4 : isIpv6Text(t) ? 6 : null;
}

/** One IPv4 or IPv6 address (a four-part version number looks the same, hence IPv4's lower score). */
export function detectIpAddress(text: string): number {
  const t = text.trim();
  if (t.length > 64) return 0;
  const version = ipVersionOf(t);
  return version === 4 ? 0.85 : version === 6 ? 0.95 : 0;
}

function isCidr(text: string): boolean {
  const m = /^([^/\s]+)\/(\d{1,3})$/.exec(text);
  if (!m) return false;
  const version = ipVersionOf(m[1]!);
  return version !== null && Number(m[2]) <= (version === 4 ? 32 : 128);
}

/** A network in CIDR notation (10.0.0.0/8, 2001:db8::/32), or a list of them one a line (to summarise). */
export function detectIpCidr(text: string): number {
  const t = text.trim();
  if (t.length > SAMPLE_CHARS) return 0;
  const lines = t.split(/\s*[\r\n,]+\s*/).filter(Boolean);
  if (lines.length === 1) return isCidr(lines[0]!) ? 0.95 : 0;
  if (lines.length > 4096 || !lines.every((l) => isCidr(l) || ipVersionOf(l) !== null)) return 0;
  return lines.some(isCidr) ? 0.9 : 0;
}

// ─── MAC address ─────────────────────────────────────────────────────────────────────────

const MAC_TEXT = /^(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})$/;

/** An EUI-48 in colons, dashes or Cisco's dotted form, or a list of them one a line. */
export function detectMacAddress(text: string): number {
  const t = text.trim();
  if (t.length > SAMPLE_CHARS) return 0;
  const lines = t.split(/\s*[\r\n]+\s*/);
  if (lines.length > 4096 || !lines.every((l) => MAC_TEXT.test(l))) return 0;
  return 0.95;
}

// ─── docker run ──────────────────────────────────────────────────────────────────────────

/** A `docker run` (or `podman run`, `docker container run`) command line. */
export function detectDockerRun(text: string): number {
  const t = text.trim();
  if (t.length > SAMPLE_CHARS) return 0;
  return /^(?:sudo\s+)?(?:docker|podman)\s+(?:container\s+)?run(?:\s|\\$)/.test(t) ? 0.95 : 0;
}

// ─── chmod ───────────────────────────────────────────────────────────────────────────────

const SYMBOLIC_MODE = String.raw`[ugoa]*[-+=](?:[rwxXst]*|[ugo])(?:[-+=](?:[rwxXst]*|[ugo]))*`;
const chmodCommand = new RegExp(
  String.raw`^(?:sudo\s+)?chmod\s+(?:-[a-zA-Z]+\s+|--[\w-]+\s+)*(?:[0-7]{3,4}|${SYMBOLIC_MODE}(?:,${SYMBOLIC_MODE})*)(?:\s|$)`,
);

/** A chmod command (chmod 755 file, chmod u+x,g-w file) or a permission string as ls -l prints it. */
export function detectChmod(text: string): number {
  const t = text.trim();
  if (t.length > 1024) return 0;
  if (chmodCommand.test(t)) return 0.95;
  return /^[-dlcbps]?[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-][.+@]?$/.test(t) && /[rwx]/.test(t) ? 0.9 : 0;
}

// ─── Arithmetic expression ───────────────────────────────────────────────────────────────

const MATH_FUNCTIONS = new Set([
  'sqrt',
  'cbrt',
  'abs',
  'exp',
  'log',
  'ln',
  'log2',
  'log10',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'round',
  'floor',
  'ceil',
  'pi',
]);
const arithmeticToken = /\s+|(\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+)|([-+*/^%×÷])|([()])|(!)|([a-z][a-z0-9]*)/iy;

/**
 * A calculation: numbers joined by operators, with parentheses and a few well-known functions
 * (2^10, (3 + 4) * 12.5, sqrt(2) / 2). Dates (2024-05-01, 12/05/2024), phone numbers, ranges
 * (10-20) and number lists are not calculations people paste to evaluate, so they score 0.
 */
export function detectArithmetic(text: string): number {
  const t = text.trim();
  if (t.length < 3 || t.length > SHORT_MAX || /\n/.test(t) || /^\+/.test(t)) return 0;
  // Dates and times, in their usual shapes.
  if (/^\d{1,4}([-/.])\d{1,2}\1\d{1,4}$/.test(t) || /^\d{1,2}:\d{2}/.test(t)) return 0;
  let numbers = 0;
  let operators = 0;
  let depth = 0;
  let previous: 'number' | 'operator' | 'open' | 'close' | 'function' | null = null;
  const kinds = new Set<string>();
  arithmeticToken.lastIndex = 0;
  let index = 0;
  while (index < t.length) {
    arithmeticToken.lastIndex = index;
    const m = arithmeticToken.exec(t);
    if (!m) return 0;
    index = arithmeticToken.lastIndex;
    const [, number, operator, paren, bang, name] = m;
    if (number !== undefined) {
      // Two numbers in a row (12 34) are a list or a phone number, not a calculation.
      if (previous === 'number' || previous === 'close') return 0;
      numbers++;
      previous = 'number';
    } else if (operator !== undefined) {
      const unary = operator === '-' && (previous === null || previous === 'operator' || previous === 'open');
      if (!unary && previous !== 'number' && previous !== 'close') return 0;
      if (!unary) {
        operators++;
        kinds.add(operator);
      }
      previous = 'operator';
    } else if (paren === '(') {
      if (previous === 'number' || previous === 'close') return 0;
      depth++;
      kinds.add('(');
      previous = 'open';
    } else if (paren === ')') {
      if (--depth < 0 || previous === 'operator' || previous === 'open') return 0;
      previous = 'close';
    } else if (bang !== undefined) {
      if (previous !== 'number' && previous !== 'close') return 0;
      kinds.add('!');
      operators++;
    } else if (name !== undefined) {
      if (!MATH_FUNCTIONS.has(name.toLowerCase()) || previous === 'number' || previous === 'close') return 0;
      kinds.add('f');
      if (name.toLowerCase() === 'pi') {
        numbers++;
        previous = 'number';
      } else previous = 'function';
    }
  }
  if (
    depth !== 0 ||
    previous === 'operator' ||
    previous === 'function' ||
    previous === 'open' ||
    numbers < 1 ||
    operators + (kinds.has('f') ? 1 : 0) < 1
  )
    return 0;
  // Only minus signs or only slashes between bare numbers: a range (10-20), an id, a fraction or a date.
  const onlyDashes = [...kinds].every((k) => k === '-');
  const onlySlashes = [...kinds].every((k) => k === '/');
  if (onlyDashes) return /\s-\s/.test(t) && numbers === 2 ? 0.55 : 0;
  if (onlySlashes) return numbers === 2 && /\s\/\s/.test(t) ? 0.6 : 0;
  return 0.85;
}

// ─── IBAN ────────────────────────────────────────────────────────────────────────────────

/** ISO 7064 MOD 97-10 over the rearranged IBAN, digit by digit so no big integers are needed. */
function ibanChecksumOk(iban: string): boolean {
  let remainder = 0;
  for (const c of iban.slice(4) + iban.slice(0, 4)) {
    const value = parseInt(c, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/** An IBAN (GB82 WEST 1234 5698 7654 32): country, check digits, 11–30 more; near-sure when MOD 97 holds. */
export function detectIban(text: string): number {
  const t = text.trim();
  if (t.length > 50) return 0;
  const compact = t
    .replace(/^iban:?\s*/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return 0;
  if (ibanChecksumOk(compact)) return 0.95;
  // The shape of one grouped by four, mistyped: still worth offering the validator.
  return /^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,4})?$/i.test(t) ? 0.6 : 0;
}

// ─── Phone number ────────────────────────────────────────────────────────────────────────

/**
 * A phone number: international (+44 20 7946 0958, +1 (555) 123-4567) with 8–15 digits, or the
 * common national shapes ((555) 123-4567, 555-123-4567, 020 7946 0958). Plain digit runs (ids,
 * timestamps) and dates score 0.
 */
export function detectPhoneNumber(text: string): number {
  const t = text.trim();
  if (t.length > 40 || /[^\d\s().+-]/.test(t) || /[\s.-]{2}/.test(t)) return 0;
  const digits = t.replace(/\D/g, '').length;
  if (/^\+\d/.test(t)) return digits >= 8 && digits <= 15 && !/\+/.test(t.slice(1)) ? 0.85 : 0;
  if (/^(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/.test(t)) return 0.6;
  if (/^0\d{1,4}(?:[\s.-]\d{2,4}){2,4}$/.test(t) && digits >= 10 && digits <= 11) return 0.55;
  return 0;
}

// ─── Wi-Fi QR string ──────────────────────────────────────────────────────────────────────

/** The `WIFI:` string a Wi-Fi QR code carries (ZXing's convention): the prefix and a network name. */
export function detectWifiUri(text: string): number {
  const t = text.trim();
  if (t.length > 1024 || !/^WIFI:/i.test(t) || /[\r\n]/.test(t)) return 0;
  return /(?:^WIFI:|;)S:(?:[^;\\]|\\.)+;/i.test(t) ? 1 : 0;
}

// ─── Emoji ───────────────────────────────────────────────────────────────────────────────

// One emoji as Unicode writes them (UTS #51 §1.4.9): a flag (two regional indicators), a keycap, or a
// pictograph with its presentation selector, skin tone or tag sequence, joined to others by ZWJ.
const EMOJI_ELEMENT = String.raw`\p{Extended_Pictographic}\uFE0F?[\u{1F3FB}-\u{1F3FF}]?(?:[\u{E0020}-\u{E007E}]+\u{E007F})?`;
const EMOJI_SEQUENCE = String.raw`(?:[\u{1F1E6}-\u{1F1FF}]{2}|[#*0-9]\uFE0F?\u20E3|${EMOJI_ELEMENT}(?:\u200D${EMOJI_ELEMENT})*)`;
// At most 8 emoji, spaces allowed between them.
const emojiRun = new RegExp(String.raw`^${EMOJI_SEQUENCE}(?:\s*${EMOJI_SEQUENCE}){0,7}$`, 'u');
// Pictographs drawn as text unless asked (©, ™, ↔) only count with the emoji selector U+FE0F.
const emojiPresentation = /\p{Emoji_Presentation}|\uFE0F|\u20E3/u;

/** A lone emoji or a short run of them (🎉, 👩🏽‍💻, 🇫🇷, 👍 🚀); text around them, or ©/™ alone, score 0. */
export function detectEmoji(text: string): number {
  const t = text.trim();
  if (t.length > 120 || !emojiRun.test(t) || !emojiPresentation.test(t)) return 0;
  return 0.9;
}

export const detectors: Record<PasteKind, Detector> = {
  json: detectJson,
  jwt: detectJwt,
  base64: detectBase64,
  'url-encoded': detectUrlEncoded,
  uuid: detectUuid,
  'unix-timestamp': detectUnixTimestamp,
  'iso-date': detectIsoDate,
  cron: detectCron,
  sql: detectSql,
  color: detectColor,
  diff: detectDiff,
  dockerfile: detectDockerfile,
  graphql: detectGraphql,
  yaml: detectYaml,
  toml: detectToml,
  xml: detectXml,
  csv: detectCsv,
  markdown: detectMarkdown,
  'prefixed-number': detectPrefixedNumber,
  pem: detectPem,
  'bcrypt-hash': detectBcryptHash,
  'otpauth-uri': detectOtpauthUri,
  ulid: detectUlid,
  url: detectUrl,
  'user-agent': detectUserAgent,
  'ip-address': detectIpAddress,
  'ip-cidr': detectIpCidr,
  'mac-address': detectMacAddress,
  'docker-run': detectDockerRun,
  chmod: detectChmod,
  arithmetic: detectArithmetic,
  iban: detectIban,
  'phone-number': detectPhoneNumber,
  'wifi-uri': detectWifiUri,
  emoji: detectEmoji,
};
