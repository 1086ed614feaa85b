// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pythonJson } from '../test-support/oracles';
import { findJsonError } from './json-error';
import { lineAndColumn, parseJsonText } from './kinds';

// Oracle: Python's json module, whose JSONDecodeError carries the line and column of the first error.
const invalid = [
  '{\n  "a": 1,\n  "b": ]\n}',
  '[1, 2,]',
  '{"a" 1}',
  '{a: 1}',
  '[1 2]',
  '{"a": tru}',
  '{"s": "tab\there"}',
  '{"s": "bad \\x escape"}',
  '[\n  "unterminated\n]',
  '{"a": 1} trailing',
  '[01]',
  '[-]',
  '{"a": [1, {"b": 2]}',
  '',
  '   ',
  '[\n\n\n    nul]',
];

describe('findJsonError', () => {
  const expected = pythonJson<[number, number][]>(
    'import sys, json\nout = []\nfor t in json.load(sys.stdin):\n  try:\n    json.loads(t); out.append(None)\n  except json.JSONDecodeError as e:\n    out.append([e.lineno, e.colno])\nprint(json.dumps(out))',
    JSON.stringify(invalid),
  );

  it.each(invalid.map((text, k) => [text, expected[k]!] as const))('%j fails where Python says', (text, [line, column]) => {
    const problem = findJsonError(text);
    expect(problem).not.toBeNull();
    expect(lineAndColumn(text, problem!.offset)).toEqual({ line, column });
  });

  it('finds nothing wrong in valid JSON, however deep', () => {
    for (const text of [
      '{}',
      '[]',
      '0',
      '-1.5e+3',
      '"\\u00e9\\n"',
      ' {"a": [true, false, null, {"b": "c"}]} ',
      '['.repeat(50_000) + ']'.repeat(50_000),
    ])
      expect(findJsonError(text)).toBeNull();
  });

  it('gives parseJsonText a line and column where V8 gives none', () => {
    expect(() => parseJsonText('{\n  "a": 1,\n  "b": ]\n}')).toThrow(/Not valid JSON: .*\(line 3, column 8\)/);
  });
});
