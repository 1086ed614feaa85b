import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { tokenGenerate } from './operations';
import { alphabetOf, defaultTokenOptions, entropyBits, generateTokens, randomIndexes } from './token';

// Statistical checks: over 100,000 characters every character of the alphabet should appear about
// equally often. Pearson's chi-squared statistic against the uniform distribution must fall between
// the 0.1% and 99.9% quantiles of chi-squared with k − 1 degrees of freedom (Wilson–Hilferty's
// approximation of the quantile, accurate to well under 1% at these degrees of freedom). A biased
// generator (one character 1% more likely) lands far outside.

const Z_999 = 3.0902; // standard normal quantile at 0.999

function chiSquaredBounds(df: number): [number, number] {
  const quantile = (z: number) => df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
  return [quantile(-Z_999), quantile(Z_999)];
}

function chiSquared(text: string, alphabet: string[]): number {
  const counts = new Map(alphabet.map((c) => [c, 0]));
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  expect(counts.size).toBe(alphabet.length);
  const expected = [...text].length / alphabet.length;
  let sum = 0;
  for (const n of counts.values()) sum += (n - expected) ** 2 / expected;
  return sum;
}

describe('token characters are uniform (chi-squared over 100,000 characters)', () => {
  const cases: [string, Partial<typeof defaultTokenOptions>][] = [
    ['letters and digits (62)', {}],
    ['everything (90)', { symbols: true }],
    ['digits only (10)', { uppercase: false, lowercase: false }],
    ['hex (16, custom)', { custom: '0123456789abcdef' }],
    ['no look-alikes (56)', { excludeLookAlikes: true }],
    ['an odd custom alphabet (7)', { custom: 'aeiou🙂é' }],
  ];
  it.each(cases)('%s', (_name, patch) => {
    const options = { ...defaultTokenOptions, ...patch, length: 100, count: 1000 };
    const alphabet = alphabetOf(options);
    const text = generateTokens(options).join('');
    expect([...text]).toHaveLength(100_000);
    const [low, high] = chiSquaredBounds(alphabet.length - 1);
    const statistic = chiSquared(text, alphabet);
    expect(statistic).toBeGreaterThan(low);
    expect(statistic).toBeLessThan(high);
  });

  it('the check would catch a biased generator', () => {
    const alphabet = alphabetOf(defaultTokenOptions);
    // About 1% of draws forced to the first character, the rest uniform.
    const uniformPart = alphabet.length * 100;
    const indexes = randomIndexes(uniformPart + alphabet.length, 100_000);
    const biased = Array.from(indexes, (i) => alphabet[i < uniformPart ? Math.floor(i / 100) : 0]).join('');
    expect(chiSquared(biased, alphabet)).toBeGreaterThan(chiSquaredBounds(alphabet.length - 1)[1]);
  });

  it('positions are uniform too (the first character of 20,000 tokens)', () => {
    const options = { ...defaultTokenOptions, length: 8, count: 1000 };
    const alphabet = alphabetOf(options);
    let firsts = '';
    for (let i = 0; i < 20; i++)
      firsts += generateTokens(options)
        .map((t) => t[0])
        .join('');
    const [low, high] = chiSquaredBounds(alphabet.length - 1);
    const statistic = chiSquared(firsts, alphabet);
    expect(statistic).toBeGreaterThan(low);
    expect(statistic).toBeLessThan(high);
  });
});

describe('tokens', () => {
  it('have the length, count and alphabet asked for, and never repeat', () => {
    const tokens = generateTokens({ ...defaultTokenOptions, length: 24, count: 1000 });
    expect(tokens).toHaveLength(1000);
    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    for (const token of generateTokens({ ...defaultTokenOptions, excludeLookAlikes: true, count: 100 }))
      expect(token).not.toMatch(/[Il1O0o]/);
  });

  it('entropy is length × log2(alphabet)', () => {
    expect(entropyBits({ length: 32, alphabetSize: 62 })).toBeCloseTo(190.53, 1);
    expect(entropyBits({ length: 64, alphabetSize: 16 })).toBe(256);
  });

  it('explains impossible options', async () => {
    expect(() => generateTokens({ ...defaultTokenOptions, uppercase: false, lowercase: false, digits: false })).toThrow(
      'Choose at least one set',
    );
    expect(() => generateTokens({ ...defaultTokenOptions, custom: 'aaaa' })).toThrow('at least two different characters');
    await expect(runOperation(tokenGenerate, tag('none', undefined), { options: { length: 0 } })).rejects.toThrow('Length');
  });
});
