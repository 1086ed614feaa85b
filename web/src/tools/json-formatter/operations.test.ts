// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { jsonFormat, jsonMinify, jsonSortKeys, jsonValidate } from './operations';

// Outside oracles: jq 1.6 (pretty with --indent, -c, -S) and Python's json module (8 spaces, which
// jq cannot do, and the line and column of a syntax error).

const jq = (args: string[], input: string) => execFileSync('jq', args, { input, encoding: 'utf8' }).replace(/\n$/, '');
const python = (code: string, input: string) => execFileSync('/usr/bin/python3', ['-c', code], { input, encoding: 'utf8' });

/** A random JSON document: nested objects and arrays, integers, quarters, Unicode and escaped strings. */
function randomJson(seed: number): string {
  let state = seed;
  const next = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const words = ['a', 'zeta', 'Ärger', '日本', '😀', 'quote"d', 'back\\slash', 'new\nline', 'tab\t', ''];
  const value = (depth: number): unknown => {
    const pick = next(depth > 3 ? 4 : 7);
    if (pick === 0) return next(2000) - 1000;
    if (pick === 1) return (next(400) - 200) / 4;
    if (pick === 2) return words[next(words.length)];
    if (pick === 3) return [true, false, null][next(3)];
    if (pick === 4) return Array.from({ length: next(4) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: next(5) }, () => [words[next(words.length)]! + next(50), value(depth + 1)]));
  };
  // Written compactly in a random key order: formatting must not depend on the input's layout.
  return JSON.stringify({ root: value(0), list: [value(1), value(1)] });
}

const run = async (operation: Parameters<typeof runOperation>[0], input: string, options?: Record<string, unknown>) =>
  (await runOperation(operation, tag('text', input), { options })).value as string;

describe('JSON formatter operations against jq and Python', () => {
  it.each([1, 2, 3, 4, 5, 6])('format, minify and sort keys agree with jq (document %i)', async (seed) => {
    const doc = randomJson(seed);
    expect(await run(jsonFormat, doc)).toBe(jq(['--indent', '2', '.'], doc));
    expect(await run(jsonFormat, doc, { indent: '4' })).toBe(jq(['--indent', '4', '.'], doc));
    expect(await run(jsonFormat, doc, { sortKeys: true })).toBe(jq(['-S', '--indent', '2', '.'], doc));
    expect(await run(jsonMinify, doc)).toBe(jq(['-c', '.'], doc));
    expect(await run(jsonMinify, doc, { sortKeys: true })).toBe(jq(['-c', '-S', '.'], doc));
    expect(await run(jsonSortKeys, doc, { indent: '4' })).toBe(jq(['-S', '--indent', '4', '.'], doc));
  });

  it('8 spaces agree with Python’s json.dumps(indent=8)', async () => {
    const doc = randomJson(42).replace(/-?\d+\.\d+/g, '7'); // Python writes 2.0 where JSON writes 2
    expect(await run(jsonFormat, doc, { indent: '8' })).toBe(
      python('import json,sys; print(json.dumps(json.load(sys.stdin), indent=8, ensure_ascii=False), end="")', doc),
    );
  });

  it.each([
    ['{"a": 1,\n "b": }', 'a missing value'],
    ['[1, 2,, 3]', 'a doubled comma'],
    ['{\n  "x": [true],\n}', 'a trailing comma'],
  ])('a syntax error names the line and column Python finds (%j: %s)', async (doc) => {
    const where = python(
      'import json,sys\ntry: json.load(sys.stdin)\nexcept json.JSONDecodeError as e: print(e.lineno, e.colno)',
      doc,
    ).trim();
    const [line, column] = where.split(' ');
    await expect(run(jsonFormat, doc)).rejects.toThrow(new RegExp(`^Invalid JSON: .*line ${line},? column ${column}`, 'is'));
    await expect(run(jsonValidate, doc)).rejects.toThrow(new RegExp(`line ${line},? column ${column}`, 'is'));
  });

  it('validate says what the document holds; Python agrees it is JSON', async () => {
    const doc = randomJson(7);
    const keys = python('import json,sys; print(len(json.load(sys.stdin)))', doc).trim();
    expect(await run(jsonValidate, doc)).toBe(`Valid JSON: an object with ${keys} keys.`);
    expect(await run(jsonValidate, '"x"')).toBe('Valid JSON: a string.');
    await expect(run(jsonValidate, '  ')).rejects.toThrow('The input is empty');
  });

  it('blank input formats to nothing, as the screen does', async () => {
    expect(await run(jsonFormat, ' \n')).toBe('');
  });

  it('options round-trip through their schema and unknown values are refused with the label', async () => {
    await expect(run(jsonFormat, '{}', { indent: '3' })).rejects.toThrow(/^Indent: /);
  });
});
