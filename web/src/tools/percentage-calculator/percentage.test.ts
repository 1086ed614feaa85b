// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseNumber, percentChange, percentageOf, percentOf } from './percentage';

// The outside oracle: Python's fractions module computes each answer exactly; ours must equal it
// rounded to 12 significant digits.
const cases: [string, number, number][] = [
  ['of', 15, 80],
  ['of', 15, 33],
  ['of', 33.3, 1234.56],
  ['of', 0.1, 0.2],
  ['of', -12.5, 64],
  ['ratio', 30, 120],
  ['ratio', 1, 3],
  ['ratio', 2.5, 0.7],
  ['ratio', -7, 9],
  ['change', 80, 100],
  ['change', 200, 150],
  ['change', 0.3, 0.1],
  ['change', -50, 25],
  ['change', 3, 7],
];

const python = `
import json, sys
from fractions import Fraction as F
out = []
for kind, a, b in json.load(sys.stdin):
    a, b = F(str(a)), F(str(b))
    r = a * b / 100 if kind == 'of' else a / b * 100 if kind == 'ratio' else (b - a) / abs(a) * 100
    out.append(float('%.12g' % float(r)))
print(json.dumps(out))
`;

describe('percentages against Python fractions', () => {
  it('gives the exact answers, rounded to 12 significant digits', () => {
    const expected = JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', python], { input: JSON.stringify(cases) }).toString(),
    ) as number[];
    const ours = cases.map(([kind, a, b]) =>
      kind === 'of' ? percentOf(a, b) : kind === 'ratio' ? percentageOf(a, b) : percentChange(a, b),
    );
    expect(ours).toEqual(expected);
  });
});

describe('percentages', () => {
  it('refuses a division by zero with a reason', () => {
    expect(() => percentageOf(5, 0)).toThrow('The whole cannot be 0');
    expect(() => percentChange(0, 5)).toThrow('The original value cannot be 0');
    expect(() => percentOf(NaN, 5)).toThrow('The percentage must be a number');
  });

  it('reads numbers as people type them', () => {
    expect(parseNumber(' 1,234.5 ')).toBe(1234.5);
    expect(parseNumber('-3e2')).toBe(-300);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('12abc')).toBeNaN();
    expect(parseNumber('1,23')).toBeNaN();
  });
});
