// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findMatches } from '../regex-tester/regex';
import {
  CANNOT_EXTRACT,
  checkRegexRequest,
  exampleJob,
  exampleLines,
  failuresOf,
  NO_DESCRIPTION,
  NO_PATTERN,
  readRegexAnswer,
  regexTesterLink,
} from './regex-answer';

/** GNU grep with PCRE: does the pattern match the whole line (-x), or somewhere in it? The outside oracle. */
function grepMatches({
  pattern,
  text,
  whole,
  ignoreCase = false,
}: {
  pattern: string;
  text: string;
  whole: boolean;
  ignoreCase?: boolean;
}): boolean {
  const args = ['-P', '-q', ...(whole ? ['-x'] : []), ...(ignoreCase ? ['-i'] : []), '--', pattern];
  try {
    execFileSync('grep', args, { input: `${text}\n` });
    return true;
  } catch (err) {
    if ((err as { status?: number }).status === 1) return false;
    throw err;
  }
}

describe('readRegexAnswer', () => {
  const answer = (pattern: string, flags = '', explanation = 'Digits.') => ({ pattern, flags, explanation });

  it('takes the pattern and flags as given', () => {
    expect(readRegexAnswer({ result: answer('^\\d{3}$', 'g') })).toEqual({
      pattern: '^\\d{3}$',
      flags: 'g',
      explanation: 'Digits.',
    });
  });

  it('unwraps a /…/flags literal or backticks, merging and cleaning the flags', () => {
    expect(readRegexAnswer({ result: answer('/^\\d+$/gi', 'g') })).toMatchObject({ pattern: '^\\d+$', flags: 'gi' });
    expect(readRegexAnswer({ result: answer('`[a-z]+`') })).toMatchObject({ pattern: '[a-z]+' });
    expect(readRegexAnswer({ result: answer('```\n\\bcat\\b\n```', 'x') })).toMatchObject({ pattern: '\\bcat\\b', flags: '' });
    // A pattern that is just a slash is not a literal.
    expect(readRegexAnswer({ result: answer('/') })).toMatchObject({ pattern: '/' });
  });

  it('says "No regex pattern generated" for an empty answer (spec tools.md §8)', () => {
    expect(() => readRegexAnswer({ result: answer('', '', 'No regex pattern generated') })).toThrow(NO_PATTERN);
    expect(() => readRegexAnswer({ result: answer('  ', '', '') })).toThrow(NO_PATTERN);
  });

  it('says "Could not extract regex pattern from response" when the answer talks but gives no pattern', () => {
    expect(() => readRegexAnswer({ result: answer('', '', 'I would need more details about the format.') })).toThrow(
      CANNOT_EXTRACT,
    );
  });

  it("gives the engine's own error for a pattern that does not compile", () => {
    expect(() => readRegexAnswer({ result: answer('(a+', '') })).toThrow(
      /^Invalid regular expression: .*(Unterminated group|missing \))/i,
    );
  });
});

describe('example lists and the request check', () => {
  it('takes one example per line, skipping blank lines and keeping inner spaces', () => {
    expect(exampleLines({ text: 'SW1A 1AA\r\n\n  \nM1 1AE ' })).toEqual(['SW1A 1AA', 'M1 1AE ']);
  });

  it('needs a description, and at most 20 examples of 500 characters', () => {
    expect(() => checkRegexRequest({ description: '  ', mustMatch: [], mustNotMatch: [] })).toThrow(NO_DESCRIPTION);
    expect(() => checkRegexRequest({ description: 'x', mustMatch: Array(21).fill('a'), mustNotMatch: [] })).toThrow(
      'Must match: at most 20 examples',
    );
    expect(() => checkRegexRequest({ description: 'x', mustMatch: [], mustNotMatch: ['a', 'b'.repeat(501)] })).toThrow(
      'Must not match: example 2 is longer than 500',
    );
    expect(() => checkRegexRequest({ description: 'x', mustMatch: ['a'], mustNotMatch: [] })).not.toThrow();
  });
});

describe('exampleJob agrees with grep -P on what matches', () => {
  const cases: { pattern: string; flags: string; texts: string[] }[] = [
    {
      pattern: '[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}',
      flags: 'g',
      texts: ['SW1A 1AA', 'M1 1AE', 'SW1A1AA', 'sw1a 1aa', 'at SW1A 1AA now', 'SW1A 1AAA'],
    },
    { pattern: 'cat|category', flags: '', texts: ['cat', 'category', 'concatenate', 'dog'] },
    { pattern: '^\\d{4}-\\d{2}-\\d{2}$', flags: 'm', texts: ['2024-02-29', '2024-02-29x', 'x2024-02-29'] },
    { pattern: '(\\w)\\1', flags: 'g', texts: ['aa', 'ab', 'xaay'] },
    { pattern: 'colou?r', flags: 'i', texts: ['COLOR', 'Colour', 'the colour red', 'colr'] },
  ];
  for (const { pattern, flags, texts } of cases) {
    for (const whole of [true, false]) {
      it(`/${pattern}/${flags} ${whole ? 'as a whole' : 'anywhere'}`, () => {
        for (const text of texts) {
          const job = exampleJob({ pattern, flags, text, whole });
          const ours = findMatches(job).matches.length > 0;
          expect([text, ours]).toEqual([text, grepMatches({ pattern, text, whole, ignoreCase: flags.includes('i') })]);
        }
      });
    }
  }
});

describe('asking again and opening the tester', () => {
  it('sends back every example that failed, timed out or errored', () => {
    const failures = failuresOf([
      { text: 'a', shouldMatch: true, verdict: 'pass' },
      { text: 'b', shouldMatch: true, verdict: 'fail' },
      { text: 'c', shouldMatch: false, verdict: 'timeout' },
    ]);
    expect(failures).toEqual([
      { text: 'b', shouldMatch: true },
      { text: 'c', shouldMatch: false },
    ]);
  });

  it('carries pattern, flags (with g and m, as the tester matches line by line) and examples in the query', () => {
    const link = regexTesterLink({ pattern: '^a+$', flags: 'iv', examples: ['aa', 'b b'] });
    const url = new URL(link, 'https://devforge.test');
    expect(url.pathname).toBe('/tools/regex-tester');
    expect(url.searchParams.get('pattern')).toBe('^a+$');
    expect(url.searchParams.get('flags')).toBe('igm');
    expect(url.searchParams.get('text')).toBe('aa\nb b');
  });
});
