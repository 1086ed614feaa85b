// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  acceptanceLimit,
  characterSets,
  clampLength,
  DIGITS,
  entropyBits,
  generatePassword,
  LOWERCASE,
  NO_CHARACTER_SET_ERROR,
  passwordStrength,
  randomIndex,
  SIMILAR_CHARACTERS,
  SYMBOLS,
  UPPERCASE,
  type RandomSource,
} from './password';

/** A source that hands out the given values in order and counts the draws. */
function scripted(values: number[]) {
  let calls = 0;
  const source: RandomSource = (array) => {
    array[0] = values[calls++ % values.length];
    return array;
  };
  return { source, calls: () => calls };
}

/** A deterministic 32-bit generator (xorshift32) for reproducible tests. */
function xorshift(seed = 2463534242): RandomSource {
  let x = seed;
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      array[i] = x >>> 0;
    }
    return array;
  };
}

describe('randomIndex (rejection sampling)', () => {
  it('keeps only a range that is a whole multiple of max', () => {
    for (const max of [1, 2, 3, 10, 26, 62, 94, 1000, 2 ** 31 + 1, 2 ** 32]) {
      const limit = acceptanceLimit({ max });
      expect(limit % max).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(max);
    }
  });

  it('draws again when the value falls in the biased tail', () => {
    // 2^32 mod 3 = 1, so 0xFFFFFFFF (and only it) must be rejected for max = 3.
    const tail = scripted([0xffffffff, 0xfffffffe]);
    expect(randomIndex({ max: 3, random: tail.source })).toBe(0xfffffffe % 3);
    expect(tail.calls()).toBe(2);
    // For max = 2^31 + 1 the limit is max itself: almost half of all values are drawn again.
    const half = scripted([2 ** 31 + 1, 2 ** 32 - 1, 2 ** 31]);
    expect(randomIndex({ max: 2 ** 31 + 1, random: half.source })).toBe(2 ** 31);
    expect(half.calls()).toBe(3);
  });

  it('accepts a value below the limit at once', () => {
    const one = scripted([41]);
    expect(randomIndex({ max: 10, random: one.source })).toBe(1);
    expect(one.calls()).toBe(1);
  });

  it('rejects impossible ranges', () => {
    expect(() => randomIndex({ max: 0 })).toThrow(RangeError);
    expect(() => randomIndex({ max: 2.5 })).toThrow(RangeError);
  });

  it('is roughly uniform with crypto.getRandomValues (chi-square)', () => {
    const max = 94;
    const draws = 94_000;
    const counts = new Array<number>(max).fill(0);
    for (let i = 0; i < draws; i++) counts[randomIndex({ max })]++;
    const expected = draws / max;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 93 degrees of freedom: p = 1e-6 lies near 175. A byte-modulo generator scores in the thousands.
    expect(chiSquare).toBeLessThan(175);
    expect(Math.min(...counts)).toBeGreaterThan(expected * 0.8);
  });
});

describe('generatePassword', () => {
  it('has the requested length and at least one character of every selected set', () => {
    const random = xorshift();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword({ length: 4, random });
      expect(password).toHaveLength(4);
      for (const set of [UPPERCASE, LOWERCASE, DIGITS, SYMBOLS]) expect([...password].some((c) => set.includes(c))).toBe(true);
    }
    expect(generatePassword({ length: 128, random })).toHaveLength(128);
  });

  it('uses only the selected sets', () => {
    const password = generatePassword({ length: 64, uppercase: false, lowercase: false, symbols: false, random: xorshift() });
    expect(password).toMatch(/^\d{64}$/);
  });

  it('leaves out look-alike characters when asked', () => {
    const random = xorshift(99);
    for (let i = 0; i < 50; i++) {
      const password = generatePassword({ length: 128, excludeSimilar: true, random });
      expect([...password].filter((c) => SIMILAR_CHARACTERS.includes(c))).toEqual([]);
    }
  });

  it('uses crypto by default and does not repeat', () => {
    const passwords = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(passwords.size).toBe(100);
  });

  it('refuses no character set and lengths outside 4..128', () => {
    expect(() => generatePassword({ uppercase: false, lowercase: false, digits: false, symbols: false })).toThrow(
      NO_CHARACTER_SET_ERROR,
    );
    expect(() => generatePassword({ length: 3 })).toThrow('Password length must be between 4 and 128');
    expect(() => generatePassword({ length: 129 })).toThrow('Password length must be between 4 and 128');
  });

  it('spreads characters evenly over the pool', () => {
    const random = xorshift(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i++)
      for (const c of generatePassword({ length: 100, uppercase: false, symbols: false, digits: false, random }))
        counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(26);
    const values = [...counts.values()];
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(1.15);
  });
});

describe('characterSets', () => {
  it('lists the chosen sets', () => {
    expect(characterSets({ uppercase: false, symbols: false })).toEqual([LOWERCASE, DIGITS]);
    expect(characterSets({ excludeSimilar: true, uppercase: false, lowercase: false, symbols: false })).toEqual(['23456789']);
  });
});

describe('clampLength', () => {
  it('clamps to 4..128 and falls back to 16', () => {
    expect(clampLength({ value: 2 })).toBe(4);
    expect(clampLength({ value: '500' })).toBe(128);
    expect(clampLength({ value: '20' })).toBe(20);
    expect(clampLength({ value: 'abc' })).toBe(16);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['abcdefgH', 3, 'medium'],
    ['abcdefgH1', 4, 'medium'],
    ['abcdefgH1!', 5, 'strong'],
    ['abcdefgH1!xy', 6, 'strong'],
    ['ABCDEFGHIJKL', 3, 'medium'],
  ])('%j scores %i (%s)', (password, score, level) => {
    expect(passwordStrength({ password })).toEqual({ score, level });
  });
});

describe('entropyBits', () => {
  it('is length × log2(pool)', () => {
    expect(entropyBits({ length: 16, poolSize: 64 })).toBe(96);
    expect(entropyBits({ length: 10, poolSize: 1 })).toBe(0);
  });
});
