import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, formatJson, hasInexactNumbers, lineColumnAt, locateJsonError, parseJson, sortKeysDeep } from './format';

describe('formatJson', () => {
  const raw = '{"b":1,"a":[3,{"d":true,"c":null}],"e":"x"}';

  it('pretty-prints with 2 spaces by default', () => {
    expect(formatJson({ raw })).toBe(JSON.stringify(JSON.parse(raw), null, 2));
    expect(formatJson({ raw: '[1]' })).toBe('[\n  1\n]');
  });

  it.each([4, 8] as const)('indents by %i spaces', (indent) => {
    expect(formatJson({ raw: '{"a":1}', indent })).toBe(`{\n${' '.repeat(indent)}"a": 1\n}`);
  });

  it('minifies, ignoring the indent', () => {
    expect(formatJson({ raw: '{\n  "a" : [ 1 , 2 ],\n  "b" : { }\n}', format: 'minified', indent: 8 })).toBe('{"a":[1,2],"b":{}}');
  });

  it('sorts keys at every depth and keeps array order', () => {
    expect(formatJson({ raw, format: 'minified', sortKeys: true })).toBe('{"a":[3,{"c":null,"d":true}],"b":1,"e":"x"}');
  });

  it('keeps strings, escapes and Unicode intact', () => {
    const text = '{"s":"line\\nbreak \\"quoted\\" \\u00e9 😀 \\\\"}';
    expect(JSON.parse(formatJson({ raw: text }))).toEqual(JSON.parse(text));
  });

  it('formats top-level scalars', () => {
    expect(formatJson({ raw: ' 42 ' })).toBe('42');
    expect(formatJson({ raw: '"hi"' })).toBe('"hi"');
    expect(formatJson({ raw: 'null' })).toBe('null');
  });

  it('gives empty output and no error for empty or blank input', () => {
    expect(formatJson({ raw: '' })).toBe('');
    expect(formatJson({ raw: ' \n\t ' })).toBe('');
  });

  it('throws "Invalid JSON: " + the parser message, with line and column', () => {
    const bad = '{\n  "a": 1,\n  "b": }';
    let error: unknown;
    try {
      formatJson({ raw: bad });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(JsonSyntaxError);
    const syntax = error as JsonSyntaxError;
    let parserMessage = '';
    try {
      JSON.parse(bad);
    } catch (err) {
      parserMessage = (err as Error).message;
    }
    expect(syntax.message).toBe(`Invalid JSON: ${parserMessage}`);
    expect(syntax.position).toBe(bad.indexOf('}'));
    expect([syntax.line, syntax.column]).toEqual([3, 8]);
  });

  it('uses the position the parser reports when it gives one', () => {
    const bad = '{"a":1';
    try {
      formatJson({ raw: bad });
      expect.unreachable();
    } catch (err) {
      expect((err as JsonSyntaxError).position).toBe(6);
      expect((err as JsonSyntaxError).line).toBe(1);
      expect((err as JsonSyntaxError).column).toBe(7);
    }
  });

  it('formats a large document', () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })));
    const pretty = formatJson({ raw: big, indent: 4 });
    expect(JSON.parse(pretty)).toHaveLength(20_000);
    expect(pretty.split('\n')[2]).toBe('        "id": 0,');
  });
});

describe('parseJson', () => {
  it('parses plain values without the lossless path', () => {
    expect(parseJson({ raw: '{"n":1.5}', lossless: false })).toEqual({ n: 1.5 });
  });
});

describe('hasInexactNumbers', () => {
  // The definition it shortcuts: a number whose text differs from its double written back.
  const inexact = (token: string) => String(Number(token)) !== token;

  it.each([
    '0', '-1', '1.5', '-0.5', '100', '123456789012345', '0.000001', '3.141592653589793', '1e5', '1E5', '1e+21', '1.5e-7', '-0', '-0.0',
    '1.0', '1.10', '10.01', '0.0000001', '-0.0000001', '1234567890123456', '9007199254740993', '12345678901234567890', '0.1000000000000000055',
    '3.1415926535897932', '1e400', '0.30000000000000004',
  ])('agrees with String(Number(t)) !== t for %s', (token) => {
    expect(hasInexactNumbers(`[${token}]`)).toBe(inexact(token));
    expect(hasInexactNumbers(`{"a": ${token}}`)).toBe(inexact(token));
  });

  it('agrees on random numbers', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
    for (let k = 0; k < 2000; k++) {
      const int = String(Number(digits(1 + Math.floor(random() * 18))));
      const token = `${random() < 0.3 ? '-' : ''}${int}${random() < 0.6 ? `.${digits(1 + Math.floor(random() * 8))}` : ''}`;
      expect(hasInexactNumbers(`[${token}]`), token).toBe(inexact(token));
    }
  });

  it('ignores numbers inside strings, escaped quotes included', () => {
    expect(hasInexactNumbers('{"v":"1.10","at":"2024-01-01T00:00:00.000Z","n":1}')).toBe(false);
    expect(hasInexactNumbers('["say \\"1.10\\"", 2]')).toBe(false);
    expect(hasInexactNumbers('{"a\\\\":1.10}')).toBe(true);
    expect(hasInexactNumbers('{\n  "id": 12345678901234567890\n}')).toBe(true);
  });

  it('ends on invalid text', () => {
    expect(hasInexactNumbers('{"a": "unterminated')).toBe(false);
    expect(hasInexactNumbers('[1.0')).toBe(true);
  });
});

describe('sortKeysDeep', () => {
  it('returns a sorted copy without touching the original', () => {
    const value = { z: { y: 1, x: [{ b: 1, a: 2 }] }, a: 0 };
    const sorted = sortKeysDeep(value) as Record<string, unknown>;
    expect(Object.keys(sorted)).toEqual(['a', 'z']);
    expect(JSON.stringify(sorted)).toBe('{"a":0,"z":{"x":[{"a":2,"b":1}],"y":1}}');
    expect(Object.keys(value)).toEqual(['z', 'a']);
  });
});

describe('locateJsonError', () => {
  it.each([
    ['{"a":1}', undefined],
    [' [1, -2.5e+3, "x\\u00e9", true, false, null, {}] ', undefined],
    ['', 0],
    ['{"a":}', 5],
    ['{"a" 1}', 5],
    ['{a:1}', 1],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['{"a":1,}', 7],
    ['01', 1],
    ['-', 0],
    ['tru', 3],
    ['nul1', 3],
    ['"abc', 4],
    ['"tab\there"', 4],
    ['"\\x"', 2],
    ['"\\u12G4"', 5],
    ['{"a":1} x', 8],
    ["{'a':1}", 1],
  ])('finds the error in %j at %j', (text, position) => {
    expect(locateJsonError(text)).toBe(position);
    if (position === undefined) expect(() => JSON.parse(text)).not.toThrow();
    else expect(() => JSON.parse(text)).toThrow();
  });
});

describe('lineColumnAt', () => {
  it('counts 1-based lines and columns', () => {
    expect(lineColumnAt('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd\r\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt('ab\ncd\r\nef', 7)).toEqual({ line: 3, column: 1 });
    expect(lineColumnAt('ab\ncd\r\nef', 8)).toEqual({ line: 3, column: 2 });
  });
});
