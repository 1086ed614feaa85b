import { describe, expect, it } from 'vitest';
import { fromNato, NATO_WORDS, toNato } from './nato';

// Oracle: the ICAO spelling alphabet as published in ICAO Annex 10, Volume II, §5.2.1.3
// (figure 5-1): these 26 words and 10 digits.
const ICAO =
  'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu'.split(
    ' ',
  );
const DIGITS = 'Zero One Two Three Four Five Six Seven Eight Nine'.split(' ');

describe('NATO phonetic alphabet', () => {
  it('uses ICAO’s words for every letter and digit', () => {
    expect(toNato('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(ICAO.join(' '));
    expect(toNato('abcdefghijklmnopqrstuvwxyz')).toBe(ICAO.join(' '));
    expect(toNato('0123456789')).toBe(DIGITS.join(' '));
    expect(Object.keys(NATO_WORDS)).toHaveLength(37);
  });

  it('separates words with a slash and keeps other characters', () => {
    expect(toNato('  SOS  now! ')).toBe('Sierra Oscar Sierra / November Oscar Whiskey !');
  });

  it('reads back what it writes (upper case), and common variants', () => {
    expect(fromNato(toNato('The quick brown fox 1984'))).toBe('THE QUICK BROWN FOX 1984');
    expect(fromNato('alpha juliet xray whisky niner tree fife')).toBe('AJXW935');
    expect(fromNato('Hotel India\nFour Two')).toBe('HI 42');
  });

  it('names a word it does not know', () => {
    expect(() => fromNato('Alfa Banana')).toThrow('"Banana" is not a spelling-alphabet word');
  });
});
