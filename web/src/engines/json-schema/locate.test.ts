import { describe, expect, it } from 'vitest';
import { locatePointers, pointerSegments } from './locate';

/** The value a pointer names, by plain property access on JSON.parse's result (the oracle). */
function resolve(value: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>((current, key) => (current as Record<string, unknown>)[key], value);
}

/** The value that starts at `offset`: the shortest slice JSON.parse accepts that a delimiter follows. */
function valueAt(text: string, offset: number): unknown {
  for (let end = offset + 1; end <= text.length; end++) {
    if (!/^\s*(?:[,\]}]|$)/.test(text.slice(end, end + 20))) continue;
    try {
      return JSON.parse(text.slice(offset, end));
    } catch {
      /* longer */
    }
  }
  throw new Error(`no value at ${offset}`);
}

const doc = `{
  "name": "Ada",
  "tags" : [ "a", {"deep": [1, 2, {"x": null}]}, "c\\"q" ],
  "a/b": { "m~n": true, "": -1.5e3 },
  "esc\\u0041pe": "yes",
  "empty": {}, "list": []
}`;

describe('locatePointers', () => {
  const pointers = ['', '/name', '/tags', '/tags/1/deep/2/x', '/tags/2', '/a~1b/m~0n', '/a~1b/', '/escApe', '/empty', '/list'];
  const places = locatePointers(doc, pointers);

  it.each(pointers)('finds %j where JSON.parse sees that value', (pointer) => {
    const place = places.get(pointer);
    expect(place).toBeDefined();
    expect(valueAt(doc, place!.offset)).toEqual(resolve(JSON.parse(doc), pointer));
    // Line and column agree with the offset.
    const before = doc.slice(0, place!.offset);
    expect(place!.line).toBe(before.split('\n').length);
    expect(place!.column).toBe(place!.offset - before.lastIndexOf('\n'));
  });

  it('leaves out pointers that name nothing', () => {
    const missing = locatePointers(doc, ['/nope', '/tags/9', '/name/x']);
    expect([...missing.keys()]).toEqual([]);
  });

  it('finds items deep in a large array in one pass', () => {
    const items = Array.from({ length: 50_000 }, (_, n) => ({ id: n, name: `user ${n}`, tags: ['x', 'y'] }));
    const text = JSON.stringify(items, null, 2);
    const found = locatePointers(text, ['/49999/name', '/12345/tags/1']);
    expect(valueAt(text, found.get('/49999/name')!.offset)).toBe('user 49999');
    expect(valueAt(text, found.get('/12345/tags/1')!.offset)).toBe('y');
    expect(found.get('/49999/name')!.line).toBe(text.slice(0, found.get('/49999/name')!.offset).split('\n').length);
  });
});
