import { describe, expect, it, vi } from 'vitest';
import {
  convert,
  flowProblem,
  jsonFromText,
  KindError,
  knownTextOf,
  lineAndColumn,
  parseJsonText,
  sizeOf,
  stringifyJson,
  tag,
  utf8Length,
} from './kinds';

describe('kinds: one place converts between text, bytes and JSON', () => {
  it('text is UTF-8 bytes, both ways', () => {
    const bytes = convert(tag('text', 'é€😀'), 'bytes');
    expect([...bytes]).toEqual([...Buffer.from('é€😀', 'utf8')]);
    expect(convert(tag('bytes', bytes), 'text')).toBe('é€😀');
  });

  it('bytes that are not UTF-8 are refused as text, with a message', () => {
    expect(() => convert(tag('bytes', new Uint8Array([0xff, 0xfe, 0x00])), 'text')).toThrow(
      new KindError('The bytes are not valid UTF-8 text'),
    );
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
    for (const text of ['', 'abc', 'é', '€', '😀', 'a😀b\u{10FFFF}', '\uD800 lone surrogate'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
    expect(sizeOf(tag('json', { a: 1 }))).toBe(Buffer.byteLength('{\n  "a": 1\n}'));
  });

  it('turns an offset into a line and column', () => {
    expect(lineAndColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 });
  });

  it('a JSON value known by its text is parsed only when its object is read, and its text is reused as it is', () => {
    const text = stringifyJson({ name: 'Zoë', tags: ['a', 'b'] });
    const parse = vi.spyOn(JSON, 'parse');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const value = jsonFromText(text);
      expect(value.kind).toBe('json');
      expect(knownTextOf(value)).toBe(text);
      expect(convert(value, 'text')).toBe(text);
      expect(sizeOf(value)).toBe(Buffer.byteLength(text, 'utf8'));
      expect(parse).not.toHaveBeenCalled();
      expect(stringify).not.toHaveBeenCalled();
      expect(value.value).toEqual({ name: 'Zoë', tags: ['a', 'b'] });
      expect(value.value).toBe(value.value);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
      stringify.mockRestore();
    }
    expect(knownTextOf(tag('json', { a: 1 }))).toBeUndefined();
  });
});
