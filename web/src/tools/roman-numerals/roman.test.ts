import { describe, expect, it } from 'vitest';
import { fromRoman, toRoman } from './roman';

// Oracle: published tables (the standard subtractive form as tabulated in e.g. the Wikipedia
// "Roman numerals" article's "Standard form" table and its worked examples).
const table: [number, string][] = [
  [1, 'I'],
  [2, 'II'],
  [3, 'III'],
  [4, 'IV'],
  [5, 'V'],
  [6, 'VI'],
  [7, 'VII'],
  [8, 'VIII'],
  [9, 'IX'],
  [10, 'X'],
  [20, 'XX'],
  [30, 'XXX'],
  [40, 'XL'],
  [50, 'L'],
  [60, 'LX'],
  [70, 'LXX'],
  [80, 'LXXX'],
  [90, 'XC'],
  [100, 'C'],
  [200, 'CC'],
  [300, 'CCC'],
  [400, 'CD'],
  [500, 'D'],
  [600, 'DC'],
  [700, 'DCC'],
  [800, 'DCCC'],
  [900, 'CM'],
  [1000, 'M'],
  [2000, 'MM'],
  [3000, 'MMM'],
  [39, 'XXXIX'],
  [246, 'CCXLVI'],
  [789, 'DCCLXXXIX'],
  [2421, 'MMCDXXI'],
  [160, 'CLX'],
  [207, 'CCVII'],
  [1009, 'MIX'],
  [1066, 'MLXVI'],
  [1776, 'MDCCLXXVI'],
  [1918, 'MCMXVIII'],
  [1944, 'MCMXLIV'],
  [1954, 'MCMLIV'],
  [2014, 'MMXIV'],
  [1994, 'MCMXCIV'],
  [3888, 'MMMDCCCLXXXVIII'],
  [3999, 'MMMCMXCIX'],
];

describe('Roman numerals', () => {
  it.each(table)('%i is %s, both ways', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
    expect(fromRoman(roman)).toBe(n);
    expect(fromRoman(roman.toLowerCase())).toBe(n);
  });

  it('every number from 1 to 3999 reads back, and the numerals are all different', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 3999; n++) {
      const roman = toRoman(n);
      seen.add(roman);
      expect(fromRoman(roman)).toBe(n);
    }
    expect(seen.size).toBe(3999);
  });

  it.each([0, 4000, -1, 1.5, Number.NaN])('refuses %s', (n) => {
    expect(() => toRoman(n)).toThrow('1 to 3999');
  });

  it.each(['IIII', 'VX', 'IC', 'XM', 'MMMM', 'VV', 'IIV', 'LXXXX'])('refuses the non-standard %s', (roman) => {
    expect(() => fromRoman(roman)).toThrow('not written the standard way');
  });

  it('names a letter that is not a numeral', () => {
    expect(() => fromRoman('MCMZ')).toThrow('"Z" is not a Roman numeral letter');
    expect(() => fromRoman('')).toThrow('Type a Roman numeral');
  });
});
