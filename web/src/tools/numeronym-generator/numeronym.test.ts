import { describe, expect, it } from 'vitest';
import { numeronym, numeronyms } from './numeronym';

// Known numeronyms, as used by the W3C (i18n, l10n, a11y), the Kubernetes and observability
// communities (k8s, o11y), the GNU/Unicode glossaries (g11n, m17n, c14n, p13n) and the
// venture firm that is written a16z.
const known: [string, string][] = [
  ['internationalization', 'i18n'],
  ['localization', 'l10n'],
  ['accessibility', 'a11y'],
  ['kubernetes', 'k8s'],
  ['observability', 'o11y'],
  ['globalization', 'g11n'],
  ['multilingualization', 'm17n'],
  ['canonicalization', 'c14n'],
  ['personalization', 'p13n'],
  ['interoperability', 'i14y'],
];

describe('numeronym', () => {
  it.each(known)('%s → %s', (word, expected) => {
    expect(numeronym(word)).toBe(expected);
  });

  it('keeps short words and counts graphemes', () => {
    expect(numeronym('cat')).toBe('cat');
    expect(numeronym('')).toBe('');
    expect(numeronym('Übergrößenträger')).toBe('Ü14r');
    expect(numeronym('cafe\u0301s')).toBe('c3s');
  });

  it('abbreviates each word, keeping punctuation and case, line by line', () => {
    expect(numeronyms({ text: 'Kubernetes and Internationalization!\nsecond line' })).toBe('K8s and I18n!\ns4d l2e');
  });

  it('abbreviates a whole line as one word when asked', () => {
    expect(numeronyms({ text: 'Andreessen Horowitz', eachWord: false })).toBe('A16z');
    expect(numeronyms({ text: 'Open-Source Software', eachWord: false })).toBe('O16e');
  });
});
