// JSON syntax errors with their place in the text, shared by the tools that parse JSON typed by
// a user (the JSON formatter, the JSON Schema validator).

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

/** A JsonSyntaxError for text that JSON.parse refused with `err`. */
export function syntaxError(raw: string, err: unknown): JsonSyntaxError {
  const message = err instanceof Error ? err.message : String(err);
  const reported = /at position (\d+)/.exec(message);
  const position = reported ? Number(reported[1]) : locateJsonError(raw);
  return new JsonSyntaxError(message, position === undefined ? undefined : { position, ...lineColumnAt(raw, position) });
}

/** JSON.parse, throwing JsonSyntaxError ('Invalid JSON: ' + the parser's message, and where). */
export function parseJsonText(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (err) {
    throw syntaxError(raw, err);
  }
}
