import { describe, expect, it } from 'vitest';
import { generateLorem, LOREM_OPENING, parseLoremCount, seededRandom, textStats } from './lorem';

const sentencesIn = (text: string) => text.split(/(?<=\.)\s+/).filter(Boolean);

describe('parseLoremCount', () => {
  it('keeps counts inside 1..50', () => {
    expect(parseLoremCount('1')).toEqual({ count: 1, adjusted: false });
    expect(parseLoremCount('50')).toEqual({ count: 50, adjusted: false });
    expect(parseLoremCount(7)).toEqual({ count: 7, adjusted: false });
  });

  it('clamps out-of-range numbers into 1..50', () => {
    expect(parseLoremCount('0')).toEqual({ count: 1, adjusted: true });
    expect(parseLoremCount('-4')).toEqual({ count: 1, adjusted: true });
    expect(parseLoremCount('51')).toEqual({ count: 50, adjusted: true });
    expect(parseLoremCount(1000)).toEqual({ count: 50, adjusted: true });
    expect(parseLoremCount('3.7')).toEqual({ count: 3, adjusted: true });
  });

  it('falls back to 1 for non-numeric input', () => {
    expect(parseLoremCount('abc')).toEqual({ count: 1, adjusted: true });
    expect(parseLoremCount('')).toEqual({ count: 1, adjusted: true });
    expect(parseLoremCount(Number.NaN)).toEqual({ count: 1, adjusted: true });
  });
});

describe('generateLorem', () => {
  it('defaults to 3 paragraphs starting with the classic opening', () => {
    const text = generateLorem({ random: seededRandom(1) });
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(text.startsWith(LOREM_OPENING)).toBe(true);
    for (const p of paragraphs) {
      expect(sentencesIn(p).length).toBeGreaterThanOrEqual(4);
      expect(sentencesIn(p).length).toBeLessThanOrEqual(7);
    }
  });

  it('gives exactly the requested number of sentences and words', () => {
    for (const count of [1, 5, 50]) {
      expect(sentencesIn(generateLorem({ mode: 'sentences', count, random: seededRandom(count) }))).toHaveLength(count);
      expect(textStats(generateLorem({ mode: 'words', count, random: seededRandom(count) })).words).toBe(count);
      expect(generateLorem({ mode: 'paragraphs', count, random: seededRandom(count) }).split('\n\n')).toHaveLength(count);
    }
  });

  it('clamps the count it is given', () => {
    expect(sentencesIn(generateLorem({ mode: 'sentences', count: 500 }))).toHaveLength(50);
    expect(textStats(generateLorem({ mode: 'words', count: 0 })).words).toBe(1);
  });

  it('starts words with "Lorem ipsum dolor" only when asked', () => {
    expect(generateLorem({ mode: 'words', count: 3 })).toBe('Lorem ipsum dolor');
    expect(
      generateLorem({ mode: 'words', count: 12, random: seededRandom(3) }).startsWith(
        'Lorem ipsum dolor sit amet consectetur adipiscing elit ',
      ),
    ).toBe(true);
    const plain = generateLorem({ mode: 'sentences', count: 20, startWithLorem: false, random: seededRandom(9) });
    expect(plain.startsWith('Lorem ipsum')).toBe(false);
    expect(plain).not.toContain(LOREM_OPENING);
  });

  it('is reproducible for a seed and different across seeds', () => {
    const a = generateLorem({ mode: 'sentences', count: 4, startWithLorem: false, random: seededRandom(42) });
    expect(generateLorem({ mode: 'sentences', count: 4, startWithLorem: false, random: seededRandom(42) })).toBe(a);
    expect(generateLorem({ mode: 'sentences', count: 4, startWithLorem: false, random: seededRandom(43) })).not.toBe(a);
  });

  it('wraps paragraphs in <p> for HTML output', () => {
    const html = generateLorem({ count: 2, html: true, random: seededRandom(5) });
    expect(html.split('\n')).toHaveLength(2);
    expect(html).toMatch(/^<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit\. .+<\/p>\n<p>.+<\/p>$/);
  });

  it('capitalises sentences and never repeats a word twice in a row', () => {
    const text = generateLorem({ mode: 'sentences', count: 30, startWithLorem: false, random: seededRandom(7) });
    for (const s of sentencesIn(text)) {
      expect(s).toMatch(/^[A-Z][a-z ,]+\.$/);
      const words = s.toLowerCase().replace(/[.,]/g, '').split(' ');
      words.slice(1).forEach((w, i) => expect(w).not.toBe(words[i]));
    }
  });

  it('refuses an unknown mode', () => {
    expect(() => generateLorem({ mode: 'lines' as never })).toThrow('Unknown mode "lines"');
  });
});
