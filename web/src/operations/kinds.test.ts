import { describe, expect, it } from 'vitest';
import { convert, flowProblem, KindError, lineAndColumn, parseJsonText, sizeOf, stringifyJson, tag, utf8Length } from './kinds';

describe('kinds: one place converts between text, bytes and JSON', () => {
  it('text is UTF-8 bytes, both ways', () => {
    const bytes = convert(tag('text', 'é€😀'), 'bytes');
    expect([...bytes]).toEqual([...Buffer.from('é€😀', 'utf8')]);
    expect(convert(tag('bytes', bytes), 'text')).toBe('é€😀');
  });

  it('bytes that are not UTF-8 are refused as text, with a message', () => {
    expect(() => convert(tag('bytes', new Uint8Array([0xff, 0xfe, 0x00])), 'text')).toThrow(new KindError('The bytes are not valid UTF-8 text'));
  });

  it('JSON is parsed and written text', () => {
    expect(convert(tag('text', '{"a":[1,2]}'), 'json')).toEqual({ a: [1, 2] });
    expect(convert(tag('json', { a: [1, 2] }), 'text')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(convert(tag('json', 'x'), 'bytes')).toEqual(new TextEncoder().encode('"x"'));
  });

  it('text that is not JSON gives the line and column of the error', () => {
    expect(() => parseJsonText('{\n  "a": 1,\n  oops\n}')).toThrow(/line 3, column 3/);
    expect(() => convert(tag('text', '{"a":'), 'json')).toThrow(KindError);
  });

  it('a value without a JSON form is refused', () => {
    expect(() => stringifyJson(undefined)).toThrow(KindError);
  });

  it('anything can be dropped for an operation that takes nothing; nothing cannot feed an input', () => {
    expect(convert(tag('text', 'x'), 'none')).toBeUndefined();
    expect(flowProblem('none', 'text')).toMatch(/needs text as input/);
    expect(flowProblem('bytes', 'json')).toBeNull();
  });

  it('counts UTF-8 bytes without encoding, as Buffer does', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a😀b\u{10FFFF}', '\uD800 lone surrogate']) expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    expect(sizeOf(tag('json', { a: 1 }))).toBe(Buffer.byteLength('{\n  "a": 1\n}'));
  });

  it('turns an offset into a line and column', () => {
    expect(lineAndColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 });
  });
});
