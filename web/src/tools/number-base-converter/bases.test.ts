// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { formatInBase, parseInBase } from './bases';

// Oracle: Python's int(x, base) for reading (bases 2–36 and its 0x/0o/0b prefixes), and for
// checking what we write. Base 64 (no Python equivalent) is checked against RFC 4648's alphabet
// through Base64 of the number's big-endian bytes.

const bigValues = fc.sample(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), { numRuns: 60, seed: 9 });

describe('bases 2–36 against Python int()', () => {
  it('what we write in every base, Python reads back as the same number', () => {
    const cases = bigValues.flatMap((v, i) =>
      [2, 3, 7, 8, 10, 16, 20, 36].map((b) => [formatInBase(v, b), b, v.toString(), i] as const),
    );
    const read = pythonJson<string[]>(
      'import sys, json; print(json.dumps([str(int(s, b)) for s, b, _, _ in json.load(sys.stdin)]))',
      JSON.stringify(cases),
    );
    expect(read).toEqual(cases.map((c) => c[2]));
  });

  it('we read what Python writes (bin, oct, hex with prefixes; str)', () => {
    const written = pythonJson<[string, string, string, string][]>(
      'import sys, json; print(json.dumps([[bin(int(v)), oct(int(v)), hex(int(v)), str(int(v))] for v in json.load(sys.stdin)]))',
      JSON.stringify(bigValues.map(String)),
    );
    written.forEach(([b, o, h, d], i) => {
      for (const text of [b, o, h]) expect(parseInBase(text, 10).value).toBe(bigValues[i]);
      expect(parseInBase(d, 10).value).toBe(bigValues[i]);
    });
  });

  it('accepts upper case, underscores and grouping spaces as Python reads them', () => {
    for (const [text, b] of [
      ['FF_FF', 16],
      ['1010_1010', 2],
      ['ZZ', 36],
      ['-777', 8],
    ] as const) {
      const py = pythonJson<string>(`print('"' + str(int(${JSON.stringify(text)}, ${b})) + '"')`);
      expect(parseInBase(text, b).value.toString()).toBe(py);
    }
    expect(parseInBase('0xFF FF', 10).value).toBe(0xffffn);
  });

  it('names a digit that does not belong to the base', () => {
    expect(() => parseInBase('12a', 10)).toThrow('"a" is not a digit in base 10');
    expect(() => parseInBase('102', 2)).toThrow('"2" is not a digit in base 2');
    expect(() => parseInBase('1.5', 10)).toThrow('Whole numbers only');
    expect(() => parseInBase('', 10)).toThrow('Type a number');
  });
});

describe('base 64', () => {
  it('is RFC 4648’s alphabet as positional digits (checked through Base64 of 3-byte-aligned big-endian bytes)', () => {
    for (const v of bigValues.filter((x) => x > 0n)) {
      let hex = v.toString(16);
      const byteLength = Math.ceil(hex.length / 2 / 3) * 3;
      hex = hex.padStart(byteLength * 2, '0');
      const base64 = Buffer.from(hex, 'hex')
        .toString('base64')
        .replace(/^A+(?=.)/, '');
      expect(formatInBase(v, 64)).toBe(base64);
      expect(parseInBase(base64, 64).value).toBe(v);
    }
  });
});
