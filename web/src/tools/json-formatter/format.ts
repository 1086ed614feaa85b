export const jsonOutputFormats = ['pretty', 'minified'] as const;
export type JsonOutputFormat = (typeof jsonOutputFormats)[number];
export const jsonIndents = [2, 4, 8] as const;
export type JsonIndent = (typeof jsonIndents)[number];

/** 'Invalid JSON: ' + the parser's message, with the error's place in the text when it can be found. */
export class JsonSyntaxError extends Error {
  readonly position?: number;
  readonly line?: number;
  readonly column?: number;

  constructor(parserMessage: string, where?: { position: number; line: number; column: number }) {
    super(`Invalid JSON: ${parserMessage}`);
    this.name = 'JsonSyntaxError';
    if (where) ({ position: this.position, line: this.line, column: this.column } = where);
  }
}

/** 1-based line and column of a UTF-16 offset. */
export function lineColumnAt(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lastBreak = before.lastIndexOf('\n');
  let line = 1;
  for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
  return { line, column: position - lastBreak };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPABLE = '"\\/bfnrtu';

/**
 * Offset of the first syntax error in `text` (RFC 8259 grammar), or undefined if it parses. Engines
 * report a position for some errors only ("Unexpected token '}', … is not valid JSON" has none), so
 * this finds it for every error. It only runs after JSON.parse has failed.
 */
export function locateJsonError(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[i] !== char) fail();
    i++;
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') fail();
      if (c === '"') return void i++;
      if (c === '\\') {
        i++;
        if (!ESCAPABLE.includes(text[i] ?? '\0')) fail();
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail();
            }
          }
          i += 4;
        }
      }
      i++;
    }
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') return void i++;
      for (;;) {
        skipSpace();
        if (text[i] !== '"') fail();
        string();
        expect(':');
        value();
        skipSpace();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        skipSpace();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    for (const literal of ['true', 'false', 'null']) {
      if (c === literal[0]) {
        for (const ch of literal) {
          if (text[i] !== ch) fail();
          i++;
        }
        return;
      }
    }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) i = NUMBER.lastIndex;
    else fail();
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail();
    return undefined;
  } catch (at) {
    // A RangeError (absurdly deep nesting) means we cannot say where: no position then.
    return typeof at === 'number' ? at : undefined;
  }
}

type RawJsonApi = { rawJSON?: (text: string) => unknown; isRawJSON?: (value: unknown) => boolean };
const rawJsonApi = JSON as unknown as RawJsonApi;

function syntaxError(raw: string, err: unknown): JsonSyntaxError {
  const message = err instanceof Error ? err.message : String(err);
  const reported = /at position (\d+)/.exec(message);
  const position = reported ? Number(reported[1]) : locateJsonError(raw);
  return new JsonSyntaxError(message, position === undefined ? undefined : { position, ...lineColumnAt(raw, position) });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * Whether some number in the JSON text would change when parsed to a double and written back
 * (String(Number(token)) !== token: IDs above 2^53, 1.10, 1e5, -0). Strings are skipped, so dates
 * and versions inside them never count. Up to 15 significant digits a double keeps a decimal exactly
 * and prints it back the same, so only longer numbers, exponents, trailing fraction zeros, -0 and
 * tiny fractions (printed as 1e-7) are checked one by one. Meant for valid JSON; on invalid text it
 * still ends, and its answer does not matter (the parse reports the error).
 */
export function hasInexactNumbers(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1);
      for (;;) {
        if (end === -1) return false;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end + 1;
    } else if (c === MINUS || isDigit(c)) {
      const start = i;
      if (c === MINUS) i++;
      const intStart = i;
      while (i < n && isDigit(text.charCodeAt(i))) i++;
      let digits = i - intStart;
      let plain = !(c === MINUS && digits === 1 && text.charCodeAt(intStart) === ZERO);
      if (text.charCodeAt(i) === DOT) {
        const fracStart = ++i;
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        digits += i - fracStart;
        if (text.charCodeAt(i - 1) === ZERO || (text.charCodeAt(intStart) === ZERO && text.startsWith('000000', fracStart))) plain = false;
      }
      const e = text.charCodeAt(i);
      if (e === 0x65 || e === 0x45) {
        plain = false;
        i++;
        while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2b || text.charCodeAt(i) === MINUS)) i++;
      }
      if (!plain || digits > 15) {
        const token = text.slice(start, i);
        if (String(Number(token)) !== token) return true;
      }
    } else {
      i++;
    }
  }
  return false;
}

/**
 * Parses JSON, throwing JsonSyntaxError. Where the engine has JSON.rawJSON (Chrome 114+), numbers that
 * would not survive as doubles (IDs above 2^53, 1.10, 1e400) keep their exact source text, so
 * formatting never silently changes a value.
 */
export function parseJson({ raw, lossless = true }: { raw: string; lossless?: boolean }): unknown {
  try {
    const { rawJSON } = rawJsonApi;
    // The reviver that keeps exact numbers makes parsing several times slower (seconds for 20 MB),
    // so it only runs when a number needs it; the scan costs a few percent of a parse.
    if (!lossless || !rawJSON || !hasInexactNumbers(raw)) return JSON.parse(raw);
    return JSON.parse(raw, function keepExactNumbers(this: unknown, _key: string, value: unknown, context?: { source?: string }) {
      if (typeof value === 'number' && context?.source !== undefined && String(value) !== context.source) return rawJSON(context.source);
      return value;
    } as (key: string, value: unknown) => unknown);
  } catch (err) {
    throw syntaxError(raw, err);
  }
}

/** A copy with every object's keys in code-unit order, at every depth (arrays keep their order). */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object' || rawJsonApi.isRawJSON?.(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
  return sorted;
}

export function stringifyJson({ value, format = 'pretty', indent = 2 }: { value: unknown; format?: JsonOutputFormat; indent?: JsonIndent }): string {
  return JSON.stringify(value, null, format === 'pretty' ? indent : undefined) ?? '';
}

export type FormatJsonOptions = { raw: string; format?: JsonOutputFormat; indent?: JsonIndent; sortKeys?: boolean; lossless?: boolean };

/** Pretty-prints or minifies JSON text. Empty (or blank) input gives empty output and no error (spec tools.md §5). */
export function formatJson({ raw, format = 'pretty', indent = 2, sortKeys = false, lossless = true }: FormatJsonOptions): string {
  if (raw.trim() === '') return '';
  const value = parseJson({ raw, lossless });
  return stringifyJson({ value: sortKeys ? sortKeysDeep(value) : value, format, indent });
}
