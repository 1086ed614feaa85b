// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRegex, findMatches, highlightSegments, regexLiteral, replaceMatches } from './regex';

describe('buildRegex', () => {
  it('compiles valid patterns with flags', () => {
    expect(buildRegex({ pattern: 'a.c', flags: 'gis' }).flags).toBe('gis');
  });

  it("reports invalid patterns with the spec's prefix exactly once", () => {
    expect(() => buildRegex({ pattern: '(' })).toThrow(/^Invalid regular expression: \/\(\/: Unterminated group$/);
    expect(() => buildRegex({ pattern: 'a{2,1}' })).toThrow(/^Invalid regular expression: (?!Invalid)/);
    expect(() => buildRegex({ pattern: 'a', flags: 'gg' })).toThrow(/^Invalid regular expression: /);
  });
});

describe('findMatches', () => {
  it('gives no matches for an empty pattern or an empty test string', () => {
    expect(findMatches({ pattern: '', flags: 'g', text: 'abc' })).toEqual({ matches: [], truncated: false });
    expect(findMatches({ pattern: 'a', flags: 'g', text: '' })).toEqual({ matches: [], truncated: false });
  });

  it('finds every match with g, only the first without', () => {
    expect(findMatches({ pattern: 'o', flags: 'g', text: 'foo boo' }).matches.map((m) => m.index)).toEqual([1, 2, 5, 6]);
    expect(findMatches({ pattern: 'o', flags: '', text: 'foo boo' }).matches).toHaveLength(1);
  });

  it('applies i, m and s', () => {
    expect(findMatches({ pattern: 'HELLO', flags: 'gi', text: 'hello Hello' }).matches).toHaveLength(2);
    expect(findMatches({ pattern: '^\\w+$', flags: 'gm', text: 'one\ntwo' }).matches.map((m) => m.text)).toEqual(['one', 'two']);
    expect(findMatches({ pattern: '^\\w+$', flags: 'g', text: 'one\ntwo' }).matches).toHaveLength(0);
    expect(findMatches({ pattern: 'a.b', flags: 's', text: 'a\nb' }).matches).toHaveLength(1);
    expect(findMatches({ pattern: 'a.b', flags: '', text: 'a\nb' }).matches).toHaveLength(0);
  });

  it('applies sticky: matches must be contiguous', () => {
    expect(findMatches({ pattern: 'a', flags: 'gy', text: 'aab a' }).matches.map((m) => m.index)).toEqual([0, 1]);
  });

  it('steps over empty matches instead of looping, by code point with u', () => {
    expect(findMatches({ pattern: 'x*', flags: 'g', text: 'ab' }).matches.map((m) => m.index)).toEqual([0, 1, 2]);
    expect(findMatches({ pattern: '', flags: 'gu', text: '😀' }).matches).toHaveLength(0); // empty pattern: no matches (spec)
    expect(findMatches({ pattern: '(?:)', flags: 'gu', text: '😀a' }).matches.map((m) => m.index)).toEqual([0, 2, 3]);
  });

  it('reports numbered and named groups with positions, and unmatched groups as undefined', () => {
    const [match] = findMatches({ pattern: '(?<user>\\w+)@(\\w+)(\\.org)?', flags: 'g', text: 'mail ada@example now' }).matches;
    expect(match).toMatchObject({ index: 5, end: 16, text: 'ada@example' });
    expect(match.groups).toEqual([
      { number: 1, name: 'user', value: 'ada', start: 5, end: 8 },
      { number: 2, value: 'example', start: 9, end: 16 },
      { number: 3, value: undefined },
    ]);
  });

  it('numbers groups correctly around escapes, classes, lookbehinds and non-capturing groups', () => {
    const [match] = findMatches({ pattern: '\\((?:x)[(](?<=\\()(?<a>b)(c)', text: '(x(bc' }).matches;
    expect(match.groups.map((g) => [g.number, g.name, g.value])).toEqual([
      [1, 'a', 'b'],
      [2, undefined, 'c'],
    ]);
  });

  it('stops at the match cap and says so', () => {
    const result = findMatches({ pattern: 'a', flags: 'g', text: 'a'.repeat(50), maxMatches: 10 });
    expect(result.matches).toHaveLength(10);
    expect(result.truncated).toBe(true);
    expect(findMatches({ pattern: 'a', flags: 'g', text: 'a'.repeat(10), maxMatches: 10 }).truncated).toBe(false);
  });

  it('throws the spec message for an invalid pattern', () => {
    expect(() => findMatches({ pattern: '[', flags: 'g', text: 'x' })).toThrow(/^Invalid regular expression: /);
  });
});

describe('replaceMatches', () => {
  it('replaces with numbered and named references', () => {
    expect(replaceMatches({ pattern: '(\\w+)@(\\w+)', flags: 'g', text: 'a@b c@d', replacement: '$2 at $1' })).toBe(
      'b at a d at c',
    );
    expect(replaceMatches({ pattern: '(?<y>\\d{4})-(?<m>\\d\\d)', flags: '', text: '2024-05', replacement: '$<m>/$<y>' })).toBe(
      '05/2024',
    );
    expect(replaceMatches({ pattern: 'o', flags: '', text: 'foo', replacement: '0' })).toBe('f0o');
  });
});

describe('highlightSegments', () => {
  it('cuts text into plain and matched pieces, keeping empty matches', () => {
    const text = 'a1b22';
    const { matches } = findMatches({ pattern: '\\d+', flags: 'g', text });
    expect(highlightSegments({ text, matches })).toEqual([
      { text: 'a', match: null },
      { text: '1', match: 0 },
      { text: 'b', match: null },
      { text: '22', match: 1 },
    ]);
    expect(highlightSegments({ text: 'ab', matches: [{ index: 1, end: 1 }] })).toEqual([
      { text: 'a', match: null },
      { text: '', match: 0 },
      { text: 'b', match: null },
    ]);
  });
});

describe('regexLiteral', () => {
  it.each([
    ['a/b', 'g'],
    ['[/]+\\/', ''],
    ['line\nbreak', 'm'],
    ['(?<user>[\\w.+-]+)@', 'gi'],
  ])('writes %j as a literal JavaScript reads back as the same pattern', (pattern, flags) => {
    const literal = regexLiteral({ pattern, flags });
    const read = new Function(`return ${literal}`)() as RegExp;
    expect(read.source).toBe(new RegExp(pattern, flags).source);
    expect(read.flags).toBe(flags.split('').sort().join(''));
  });
});
