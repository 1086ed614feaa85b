import { syntaxError } from './syntax';

export { JsonSyntaxError, lineColumnAt, locateJsonError } from './syntax';

export const jsonOutputFormats = ['pretty', 'minified'] as const;
export type JsonOutputFormat = (typeof jsonOutputFormats)[number];
export const jsonIndents = [2, 4, 8] as const;
export type JsonIndent = (typeof jsonIndents)[number];

type RawJsonApi = { rawJSON?: (text: string) => unknown; isRawJSON?: (value: unknown) => boolean };
const rawJsonApi = JSON as unknown as RawJsonApi;

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
