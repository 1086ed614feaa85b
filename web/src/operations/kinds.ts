import { findJsonError } from './json-error';

// The closed set of value kinds that operations take and give, and the one place that converts
// between them (DESIGN.md §7; CyberChef's Dish does the same through one middle form). Text is
// UTF-8 bytes; JSON is parsed/stringified text. N kinds need 2N converters, not N².

export const kinds = ['text', 'bytes', 'json', 'none'] as const;
export type Kind = (typeof kinds)[number];

/** The JavaScript value that stands for each kind. */
export type KindValue<K extends Kind> = K extends 'text'
  ? string
  : K extends 'bytes'
    ? Uint8Array
    : K extends 'json'
      ? unknown
      : undefined;

/** A value tagged with its kind: what flows between steps, tools and workers. */
export type Value =
  | { kind: 'text'; value: string }
  | { kind: 'bytes'; value: Uint8Array }
  | { kind: 'json'; value: unknown }
  | { kind: 'none'; value: undefined };

export const kindLabels: Record<Kind, string> = { text: 'text', bytes: 'bytes', json: 'JSON', none: 'nothing' };

/** Thrown when a value cannot become the kind asked for; its message is for the user. */
export class KindError extends Error {
  override name = 'KindError';
}

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Line and column (1-based) of a character offset, for parse errors. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** JSON.parse with the position of the first error as line and column (V8 gives only an offset). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const at = /position (\d+)/.exec(message);
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
    if (!at) {
      // V8 gives no position for some errors ("Unexpected token ']', …"): find it.
      const problem = findJsonError(text);
      if (!problem) throw new KindError(`Not valid JSON: ${reason}`);
      const { line, column } = lineAndColumn(text, problem.offset);
      throw new KindError(`Not valid JSON: ${problem.reason} (line ${line}, column ${column})`);
    }
    const { line, column } = lineAndColumn(text, Number(at[1]));
    throw new KindError(`Not valid JSON: ${reason} (line ${line}, column ${column})`);
  }
}

/** The canonical text form of a JSON value: two-space indentation, as the JSON formatter writes it. */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  // undefined, functions and symbols have no JSON form; an operation never returns them as JSON.
  if (text === undefined) throw new KindError('The value has no JSON form');
  return text;
}

// A JSON value whose text is known already (a worker's result is sent as text: cloning a parsed
// 20 MB document into the page and writing it out again to show it were long tasks there). The
// object is parsed only when something reads `.value`; its text is reused by toText and sizeOf.
const knownJsonText = new WeakMap<object, string>();

/** A JSON value from its canonical text (`stringifyJson`'s form), parsed on first read of `.value`. */
export function jsonFromText(text: string): Value {
  let parsed: { value: unknown } | undefined;
  const value = {
    kind: 'json' as const,
    get value(): unknown {
      return (parsed ??= { value: JSON.parse(text) }).value;
    },
  };
  knownJsonText.set(value, text);
  return value;
}

/** The JSON text of a JSON value when it is known without writing the value out (see jsonFromText). */
export function knownTextOf(value: Value): string | undefined {
  return knownJsonText.get(value);
}

function toText(from: Value): string {
  switch (from.kind) {
    case 'text':
      return from.value;
    case 'bytes':
      try {
        return strictUtf8.decode(from.value);
      } catch {
        throw new KindError('The bytes are not valid UTF-8 text');
      }
    case 'json':
      return knownJsonText.get(from) ?? stringifyJson(from.value);
    case 'none':
      return '';
  }
}

/** The value as kind `to`. Throws KindError (with a message for the user) when it cannot be. */
export function convert<K extends Kind>(from: Value, to: K): KindValue<K> {
  if (from.kind === to) return from.value as KindValue<K>;
  switch (to) {
    case 'none':
      return undefined as KindValue<K>;
    case 'text':
      return toText(from) as KindValue<K>;
    case 'bytes':
      return utf8.encode(toText(from)) as KindValue<K>;
    case 'json':
      return parseJsonText(toText(from)) as KindValue<K>;
  }
  throw new KindError(`Unknown kind ${String(to)}`);
}

/** Whether a value of kind `from` can be given to something that takes `to` (it may still fail to convert, e.g. text that is not JSON). */
export function canFlow(from: Kind, to: Kind): boolean {
  if (to === 'none') return true;
  if (from === 'none') return false;
  return true;
}

/** Why a step taking `to` cannot follow one giving `from`, or null when it can. */
export function flowProblem(from: Kind, to: Kind): string | null {
  if (canFlow(from, to)) return null;
  return `It needs ${kindLabels[to]} as input, and the step before gives ${kindLabels[from]}`;
}

export function tag<K extends Kind>(kind: K, value: KindValue<K>): Value {
  return { kind, value } as Value;
}

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;

/**
 * The UTF-8 length of a string, without encoding it (TextEncoder allocates the whole result). A
 * regex skips the ASCII stretches natively; only non-ASCII characters are looked at one by one:
 * 5–22 ms for 20–36 MB in Chromium, where a loop over every character took 22–49 ms warm and,
 * cold in a fresh worker, 135 ms for a recipe's three steps.
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  NON_ASCII_RUN.lastIndex = 0;
  for (let match = NON_ASCII_RUN.exec(text); match; match = NON_ASCII_RUN.exec(text)) {
    const run = match[0];
    for (let i = 0; i < run.length; i++) {
      const c = run.charCodeAt(i);
      if (c < 0x800) bytes += 1;
      else if (c >= 0xd800 && c <= 0xdbff && (run.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        // A surrogate pair: two UTF-16 units, four bytes.
        bytes += 2;
        i++;
      } else bytes += 2; // three bytes, lone surrogates too (encoded as U+FFFD)
    }
  }
  return bytes;
}

/** Size in bytes of a value as it would be written out (text as UTF-8). */
export function sizeOf(value: Value): number {
  switch (value.kind) {
    case 'bytes':
      return value.value.byteLength;
    case 'none':
      return 0;
    case 'text':
      return utf8Length(value.value);
    case 'json':
      return utf8Length(toText(value));
  }
}

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (kinds as readonly string[]).includes(value);
}
