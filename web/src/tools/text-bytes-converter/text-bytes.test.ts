// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, cliBytes, pythonJson } from '@/test-support/oracles';
import { bytesToText, textToBytes } from './text-bytes';

// Oracles: xxd (hex with -p, bits with -b, and -r -p to turn hex back into bytes) and Python's
// str.encode('utf-8') for the octal and decimal forms.
const samples = [
  ...fc.sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }), { numRuns: 30, seed: 4 }),
  'Hello, 世界 😀',
  'tab\tnew\nline',
  '\u0000nul',
];

describe('text to bytes', () => {
  it.each(samples)('hex of %j is xxd -p', (text) => {
    expect(textToBytes(text, { format: 'hex', separator: 'none' })).toBe(cli('xxd', ['-p', '-c', '0'], text).trim());
  });

  it.each(samples.slice(0, 10))('bits of %j are xxd -b', (text) => {
    const bits = cli('xxd', ['-b', '-c', '1'], text)
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[1]);
    expect(textToBytes(text, { format: 'binary', separator: 'space' }).split(' ')).toEqual(bits);
  });

  it('decimal and octal are Python’s UTF-8 bytes', () => {
    const py = pythonJson<number[][]>(
      'import sys, json; print(json.dumps([list(s.encode("utf-8")) for s in json.load(sys.stdin)]))',
      JSON.stringify(samples),
    );
    samples.forEach((text, i) => {
      expect(textToBytes(text, { format: 'decimal', separator: 'comma' })).toBe(py[i]!.join(', '));
      expect(textToBytes(text, { format: 'octal', separator: 'space', prefix: true })).toBe(
        py[i]!.map((b) => `0o${b.toString(8).padStart(3, '0')}`).join(' '),
      );
    });
  });
});

describe('bytes to text', () => {
  it.each(samples)('xxd -r -p of our hex gives %j back, and we read it back too', (text) => {
    const hex = textToBytes(text, { format: 'hex', separator: 'space', uppercase: true, prefix: true });
    expect(cliBytes('xxd', ['-r', '-p'], hex.replace(/0x/g, '')).toString('utf8')).toBe(text);
    expect(bytesToText(hex, { format: 'hex' })).toBe(text);
    expect(bytesToText(cli('xxd', ['-p'], text), { format: 'hex' })).toBe(text);
    for (const format of ['binary', 'octal', 'decimal'] as const)
      expect(bytesToText(textToBytes(text, { format, separator: 'newline' }), { format })).toBe(text);
  });

  it('reads one run of bits', () => {
    expect(bytesToText('0100100001101001', { format: 'binary' })).toBe('Hi');
  });

  it('names what is wrong', () => {
    expect(() => bytesToText('486', { format: 'hex' })).toThrow('An odd number of hex digits');
    expect(() => bytesToText('256', { format: 'decimal' })).toThrow('"256" (byte 1) is more than 255');
    expect(() => bytesToText('48 zz', { format: 'hex' })).toThrow('"zz" (byte 2) is not a hex number');
    expect(() => bytesToText('48 c3 28', { format: 'hex' })).toThrow('not valid UTF-8 text (first bad sequence near byte 2)');
  });
});
