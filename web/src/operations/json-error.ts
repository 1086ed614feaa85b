// Where JSON text first goes wrong. V8 gives a position for some JSON.parse errors but not for
// others ("Unexpected token ']', …" has none), so after a failed JSON.parse this scanner finds the
// offset of the first error. It only runs on failure; it is iterative (deep nesting cannot overflow
// the stack) and linear in the text's length.

export type JsonProblem = { offset: number; reason: string };

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The first syntax error of `text` as JSON, or null when it is valid. */
export function findJsonError(text: string): JsonProblem | null {
  let i = 0;
  const n = text.length;
  // What each open container expects next.
  const stack: ('object' | 'array')[] = [];
  const skipWs = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const fail = (reason: string, at = i): JsonProblem => ({ offset: at, reason });
  const describe = (at: number) => (at >= n ? 'Unexpected end of input' : `Unexpected character ${JSON.stringify(text[at])}`);

  function scanString(): JsonProblem | null {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c < 0x20) return fail('Control character in a string (escape it, e.g. \\n)');
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return fail('Bad \\u escape in a string');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return fail('Bad escape in a string');
      } else i++;
    }
    return fail('Unterminated string', n);
  }

  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

  // One token of a value; an opened container leaves what comes next to the loop below.
  function scanValue(): JsonProblem | 'opened-object' | 'opened-array' | null {
    skipWs();
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      skipWs();
      if (text[i] === (c === '{' ? '}' : ']')) {
        i++;
        return null;
      }
      stack.push(c === '{' ? 'object' : 'array');
      return c === '{' ? 'opened-object' : 'opened-array';
    }
    if (c === '"') return scanString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m || m[0] === '-') return fail('Bad number');
      i += m[0].length;
      return null;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return null;
      }
    }
    return fail(c === undefined ? 'Unexpected end of input' : `${describe(i)}: expected a value`);
  }

  function scanKey(): JsonProblem | null {
    skipWs();
    if (text[i] !== '"') return fail(`${describe(i)}: expected a property name in double quotes`);
    const bad = scanString();
    if (bad) return bad;
    skipWs();
    if (text[i] !== ':') return fail(`${describe(i)}: expected ':' after a property name`);
    i++;
    return null;
  }

  let next: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    if (next === 'key') {
      const bad = scanKey();
      if (bad) return bad;
      next = 'value';
    } else if (next === 'value') {
      const result = scanValue();
      if (result === 'opened-object') next = 'key';
      else if (result === 'opened-array') next = 'value';
      else if (result) return result;
      else next = 'after';
    } else {
      skipWs();
      const open = stack[stack.length - 1];
      if (!open) break;
      const close = open === 'object' ? '}' : ']';
      if (text[i] === close) {
        stack.pop();
        i++;
      } else if (text[i] === ',') {
        i++;
        next = open === 'object' ? 'key' : 'value';
      } else return fail(`${describe(i)}: expected ',' or '${close}'`);
    }
  }
  skipWs();
  return i < n ? fail(`${describe(i)} after the end of the JSON value`) : null;
}
