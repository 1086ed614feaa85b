// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { mathEvaluate } from './operations';

// The outside oracle: Python evaluates the same expressions. Big-number mode is checked against
// Python's decimal module at the same 64 significant digits (both round correctly, so the digits
// must be equal); floating point against Python floats (both IEEE 754 doubles); trigonometry
// against the math module; units against NIST's factors written out in Python.

async function evaluate(lines: string[], options: Record<string, unknown>): Promise<string[]> {
  const out = await runOperation(mathEvaluate, tag('text', lines.join('\n')), { options });
  return (out.value as string).split('\n');
}

function python(program: string, input: unknown): unknown {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', program], { input: JSON.stringify(input) }).toString());
}

// [mathjs expression, Python expression over Decimal D(...) values]
const decimalCases: [string, string][] = [
  ['1/3', 'D(1)/D(3)'],
  ['2/7 + 5/11', 'D(2)/D(7) + D(5)/D(11)'],
  ['0.1 + 0.2', 'D("0.1") + D("0.2")'],
  ['2^100', 'D(2)**100'],
  ['3^-5', 'D(3)**-5'],
  ['123456789 * 987654321', 'D(123456789) * D(987654321)'],
  ['sqrt(2)', 'D(2).sqrt()'],
  ['sqrt(12345.6789)', 'D("12345.6789").sqrt()'],
  ['exp(1)', 'D(1).exp()'],
  ['log(10)', 'D(10).ln()'],
  ['log10(2)', 'D(2).log10()'],
  ['(1 + 1/1000)^1000', '(1 + D(1)/D(1000))**1000'],
  ['1e-30 / 7', 'D("1e-30") / 7'],
  ['-17.5 * 3 - 2 / 9', 'D("-17.5") * 3 - D(2) / 9'],
];

// Loading mathjs takes seconds on a busy machine.
describe('math-evaluate against Python', { timeout: 60_000 }, () => {
  it('big numbers: the same 64 significant digits as Python decimal', async () => {
    const ours = await evaluate(
      decimalCases.map(([expr]) => expr),
      { numberType: 'bignumber', digits: 64 },
    );
    const same = python(
      `
import json, sys
from decimal import Decimal as D, getcontext
getcontext().prec = 64
cases = json.load(sys.stdin)
print(json.dumps([D(ours) == eval(expr) for ours, expr in cases]))
`,
      ours.map((value, i) => [value, decimalCases[i]![1]]),
    );
    expect(same, JSON.stringify(ours)).toEqual(decimalCases.map(() => true));
  });

  it('floating point: the same doubles as Python floats', async () => {
    const cases: [string, string][] = [
      ['0.1 + 0.2', '0.1 + 0.2'],
      ['1/3', '1/3'],
      ['2^0.5', '2**0.5'],
      ['sqrt(3) * 7.25', 'math.sqrt(3) * 7.25'],
      ['1e308 * 1.5', '1e308 * 1.5'],
      ['(4 - 2.2) / 0.3', '(4 - 2.2) / 0.3'],
      ['7 mod 3', '7 % 3'],
      ['5!', 'math.factorial(5)'],
    ];
    const ours = await evaluate(
      cases.map(([expr]) => expr),
      { numberType: 'number', digits: 17 },
    );
    const expected = python(
      `
import json, math, sys
print(json.dumps([repr(float(eval(expr))) for expr in json.load(sys.stdin)]))
`,
      cases.map(([, expr]) => expr),
    ) as string[];
    expect(ours.map((value) => (value === 'Infinity' ? 'inf' : repr(Number(value))))).toEqual(expected);
  });

  it('functions and constants: the same values as Python math to 14 digits', async () => {
    const cases: [string, string][] = [
      ['sin(pi/6)', 'math.sin(math.pi/6)'],
      ['cos(1)', 'math.cos(1)'],
      ['tan(0.5)', 'math.tan(0.5)'],
      ['atan2(1, 2)', 'math.atan2(1, 2)'],
      ['log(100, 10)', 'math.log(100, 10)'],
      ['e^pi', 'math.e ** math.pi'],
      ['gcd(1071, 462)', 'math.gcd(1071, 462)'],
      ['floor(-2.5) + ceil(2.1) + round(2.675, 2)', 'math.floor(-2.5) + math.ceil(2.1) + 2.68'],
      ['hypot(3, 4)', 'math.hypot(3, 4)'],
      ['combinations(52, 5)', 'math.comb(52, 5)'],
    ];
    const ours = await evaluate(
      cases.map(([expr]) => expr),
      { numberType: 'bignumber', digits: 14 },
    );
    const expected = python(
      `
import json, math, sys
print(json.dumps(['%.14g' % eval(expr) for expr in json.load(sys.stdin)]))
`,
      cases.map(([, expr]) => expr),
    ) as string[];
    expect(ours.map((value) => Number(value).toPrecision(14))).toEqual(expected.map((value) => Number(value).toPrecision(14)));
  });

  it('units: conversions agree with the NIST factors (1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 mi = 1609.344 m)', async () => {
    const ours = await evaluate(['5 km/h to m/s', '12 inch to cm', '150 lb to kg', '26.2 mi to km', '100 degF to degC'], {
      digits: 14,
    });
    const expected = python(
      `
import json, sys
from fractions import Fraction as F
values = [F(5000, 3600), 12 * F('2.54'), 150 * F('0.45359237'), F('26.2') * F('1.609344'), (100 - 32) * F(5, 9)]
print(json.dumps(['%.14g' % float(v) for v in values]))
`,
      null,
    ) as string[];
    expect(ours).toEqual([
      `${expected[0]} m / s`,
      `${expected[1]} cm`,
      `${expected[2]} kg`,
      `${expected[3]} km`,
      `${expected[4]} degC`,
    ]);
  });
});

describe('math-evaluate', { timeout: 60_000 }, () => {
  it('keeps variables and functions from line to line, with ans for the last result', async () => {
    expect(await evaluate(['f(x) = x^2 + 1', 'a = f(3)', 'a * 2', 'ans + 1', '', '# a comment', '10!'], {})).toEqual([
      'f(x)',
      '10',
      '20',
      '21',
      '',
      '',
      '3628800',
    ]);
  });

  it('names the line and column of an error', async () => {
    await expect(evaluate(['1 + 1', '3 *'], {})).rejects.toThrow('Line 2: Unexpected end of expression (column 4)');
    await expect(evaluate(['y + 1'], {})).rejects.toThrow('Line 1: Undefined symbol y');
  });

  it('refuses to let an expression replace the engine’s functions', async () => {
    await expect(evaluate(['import({sqrt: 1})'], {})).rejects.toThrow('Function import is disabled');
    await expect(evaluate(['createUnit("foo", "3 m")'], {})).rejects.toThrow('Function createUnit is disabled');
    await expect(evaluate(['evaluate("1 + 1")'], {})).rejects.toThrow('Function evaluate is disabled');
  });
});

/** Python's repr of a double: the shortest text that reads back as the same double. */
function repr(value: number): string {
  const text = String(value);
  if (/e/.test(text)) return text.replace(/e\+?/, 'e+').replace('e+-', 'e-');
  return Number.isInteger(value) ? `${text}.0` : text;
}
