// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { jsonPatch } from './diff';
import { printWithPaths } from './json-lines';

// Oracle: Python's jsonpatch (Debian python3-jsonpatch), an RFC 6902 implementation: applying our
// patch to the first document must give the second, for hand-made and random pairs.
const applyAll = (cases: [unknown, unknown][]) =>
  pythonJson<unknown[]>(
    'import sys, json, jsonpatch\nprint(json.dumps([jsonpatch.apply_patch(a, p) for a, p in json.load(sys.stdin)]))',
    JSON.stringify(cases),
  );

const pairs: [unknown, unknown][] = [
  [
    { a: 1, b: [1, 2, 3] },
    { a: 2, b: [1, 3], c: null },
  ],
  [
    {
      users: [
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Grace' },
        { id: 3, name: 'Alan' },
      ],
    },
    {
      users: [
        { id: 3, name: 'Alan' },
        { id: 1, name: 'Ada L.' },
        { id: 2, name: 'Grace' },
      ],
    },
  ],
  [
    [1, 2, 3, 4, 5],
    [5, 4, 3, 2, 1],
  ],
  [
    { type: 'string', v: '1' },
    { type: 'number', v: 1 },
  ],
  [{ a: { b: { c: [1, { d: 'e' }] } } }, { a: { b: { c: [{ d: 'f' }, 1] } } }],
  [{ 'slash/key': 1, 'tilde~key': 2 }, { 'slash/key': 3 }],
  [[], [{}]],
  ['text', ['array']],
  [{ list: ['a', 'b', 'c', 'd'] }, { list: ['d', 'a', 'x', 'b'] }],
];

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom('a', 'b', 'c', 'x/y', 't~1'),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('id', 'k', 'n', 'a/b', '~'), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('JSON Patch from the diff, applied by Python jsonpatch', () => {
  it('gives the second document for hand-made pairs (moves, type changes, escaped keys)', async () => {
    const patches = await Promise.all(pairs.map(([a, b]) => jsonPatch(a, b)));
    expect(applyAll(pairs.map(([a], i) => [a, patches[i]]))).toEqual(pairs.map(([, b]) => b));
  });

  it('gives the second document for 300 random pairs', async () => {
    const random = fc.sample(fc.tuple(json, json), { numRuns: 300, seed: 31 }) as [unknown, unknown][];
    const patches = await Promise.all(random.map(([a, b]) => jsonPatch(a, b)));
    expect(applyAll(random.map(([a], i) => [a, patches[i]]))).toEqual(random.map(([, b]) => b));
  });

  it('recognises moved array items by id and says nothing for equal documents', async () => {
    const patch = await jsonPatch(pairs[1]![0], pairs[1]![1]);
    expect(patch.some((op) => op.op === 'move')).toBe(true);
    expect(patch.filter((op) => op.op === 'replace')).toEqual([
      { op: 'replace', path: expect.stringMatching(/^\/users\/\d\/name$/), value: 'Ada L.' },
    ]);
    expect(await jsonPatch({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});

describe('printWithPaths', () => {
  it('prints exactly as JSON.stringify(value, null, 2)', () => {
    for (const value of [...pairs.flat(), ...fc.sample(json, { numRuns: 100, seed: 2 })])
      expect(printWithPaths(value).lines.join('\n')).toBe(JSON.stringify(value, null, 2));
  });

  it('knows the lines of every value by JSON Pointer', () => {
    const { lines, spans } = printWithPaths({ a: [1, { 'b/c': true }], d: 'e' });
    expect(lines[spans.get('/a/1/b~1c')![0]]).toBe('      "b/c": true');
    expect(spans.get('/a')).toEqual([1, 6]);
    expect(spans.get('')).toEqual([0, 8]);
  });

  it('stops at the line limit and says so', () => {
    const printed = printWithPaths(
      Array.from({ length: 100 }, (_, i) => i),
      { maxLines: 10 },
    );
    expect(printed.lines).toHaveLength(10);
    expect(printed.truncated).toBe(true);
  });
});
