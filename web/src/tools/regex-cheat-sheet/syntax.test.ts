import { describe, expect, it } from 'vitest';
import { regexSections, searchRegex, testerLink } from './syntax';

// The oracle is the JavaScript engine itself: each example compiles with its flags and gives
// exactly the matches (or replacement result) the sheet shows.

const entries = regexSections.flatMap((s) => s.entries.map((e) => [`${s.title}: ${e.syntax}`, e] as const));

describe('regex cheat sheet examples', () => {
  it.each(entries)('%s', (_name, { example }) => {
    const re = new RegExp(example.pattern, example.flags);
    if (example.replacement !== undefined) {
      expect(example.text.replace(re, example.replacement)).toBe(example.result);
    } else {
      const global = re.flags.includes('g') ? re : new RegExp(example.pattern, `${example.flags}g`);
      expect(example.text.match(global) ?? []).toEqual(example.matches);
    }
  });

  it('opens examples in the regex tester with pattern, flags and text', () => {
    const link = testerLink({ pattern: '\\d+', flags: 'g', text: 'a 1 & 2' });
    const url = new URL(link, 'https://devforge.test');
    expect(url.pathname).toBe('/tools/regex-tester');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pattern: '\\d+', flags: 'g', text: 'a 1 & 2' });
  });

  it('searches syntax and meanings', () => {
    expect(searchRegex('lookbehind').flatMap((s) => s.entries.map((e) => e.syntax))).toEqual(['(?<=y)x']);
    expect(searchRegex('').length).toBe(regexSections.length);
    expect(searchRegex('nothing like this')).toEqual([]);
  });
});
