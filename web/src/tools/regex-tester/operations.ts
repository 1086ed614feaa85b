import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { buildRegex, findMatches, REGEX_TIME_LIMIT_MS } from './regex';

// The regex tester's transforms (issue 28): match, replace and split with a JavaScript regular
// expression; the pattern and flags are options. A user's pattern can backtrack for minutes and a
// running RegExp cannot be interrupted, so, as the tester does, each run is in a worker stopped
// after the tester's time limit.

/** More matches than this is a pattern that matches nearly everything: said, not silently cut. */
const MAX_OPERATION_MATCHES = 1_000_000;

const timeLimit = {
  ms: REGEX_TIME_LIMIT_MS,
  message: `Stopped after ${REGEX_TIME_LIMIT_MS / 1000} s: the pattern takes too long on this text, most likely catastrophic backtracking (nested quantifiers such as (a+)+). Simplify the pattern or shorten the text.`,
};

const pattern = z.string().default('').meta({ label: 'Regular expression', placeholder: '[a-z]+' });
const flags = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .meta({ label: 'Flags', description: 'Any of d g i m s u v y, e.g. gi.', placeholder: fallback || 'none' })
    .refine(
      (value) => /^[dgimsuvy]*$/.test(value) && new Set(value).size === value.length,
      'use the letters d g i m s u v y, each at most once',
    );

function compiled(source: string, flagText: string): RegExp {
  if (source === '') throw new Error('Enter a regular expression');
  return buildRegex({ pattern: source, flags: flagText });
}

export type RegexMatchOutput = {
  match: string;
  index: number;
  groups?: (string | null)[];
  named?: Record<string, string | null>;
};

export const regexMatch = defineOperation({
  id: 'regex-match',
  name: 'Regex match',
  description:
    'Every match of a JavaScript regular expression (the first only, without the g flag), with its index and groups, as JSON.',
  keywords: ['regex', 'regexp', 'regular expression', 'match', 'find', 'extract', 'groups'],
  input: 'text',
  output: 'json',
  options: z.object({ pattern, flags: flags('g') }),
  timeLimit,
  inputLabel: 'Test string',
  outputLabel: 'Matches',
  run(text, options) {
    compiled(options.pattern, options.flags);
    const { matches, truncated } = findMatches({
      pattern: options.pattern,
      flags: options.flags,
      text,
      maxMatches: MAX_OPERATION_MATCHES,
    });
    if (truncated) throw new Error(`More than ${MAX_OPERATION_MATCHES.toLocaleString('en-US')} matches: narrow the pattern`);
    return matches.map((m): RegexMatchOutput => {
      const named = m.groups.filter((g) => g.name !== undefined);
      return {
        match: m.text,
        index: m.index,
        ...(m.groups.length > 0 && { groups: m.groups.map((g) => g.value ?? null) }),
        ...(named.length > 0 && { named: Object.fromEntries(named.map((g) => [g.name!, g.value ?? null])) }),
      };
    });
  },
  examples: [
    {
      input: 'Call 555-0100 or 555-0199.',
      options: { pattern: '\\d{3}-\\d{4}' },
      output: '[\n  {\n    "match": "555-0100",\n    "index": 5\n  },\n  {\n    "match": "555-0199",\n    "index": 17\n  }\n]',
    },
    {
      title: 'Named groups',
      input: 'ada@example.com',
      options: { pattern: '(?<user>\\w+)@(?<domain>[\\w.]+)' },
      output:
        '[\n  {\n    "match": "ada@example.com",\n    "index": 0,\n    "groups": [\n      "ada",\n      "example.com"\n    ],\n    "named": {\n      "user": "ada",\n      "domain": "example.com"\n    }\n  }\n]',
    },
  ],
});

export const regexReplace = defineOperation({
  id: 'regex-replace',
  name: 'Regex replace',
  description:
    'Replace the matches of a JavaScript regular expression ($1, $<name> and $& refer to groups and the match; without g only the first).',
  keywords: ['regex', 'regexp', 'regular expression', 'replace', 'substitute', 'sed'],
  input: 'text',
  output: 'text',
  options: z.object({
    pattern,
    flags: flags('g'),
    replacement: z.string().default('').meta({ label: 'Replace with', placeholder: '$1, $<name>, $& …' }),
  }),
  timeLimit,
  inputLabel: 'Text',
  outputLabel: 'Replaced text',
  run: (text, options) => text.replace(compiled(options.pattern, options.flags), options.replacement),
  examples: [
    {
      input: 'ada@example.com, bob@example.org',
      options: { pattern: '(?<user>\\w+)@(?<domain>[\\w.]+)', replacement: '$<user> at $<domain>' },
      output: 'ada at example.com, bob at example.org',
    },
  ],
});

export const regexSplit = defineOperation({
  id: 'regex-split',
  name: 'Regex split',
  description:
    'Split text wherever a JavaScript regular expression matches (captured groups are kept between the pieces), as a JSON array.',
  keywords: ['regex', 'regexp', 'regular expression', 'split', 'tokenize', 'separator'],
  input: 'text',
  output: 'json',
  options: z.object({ pattern, flags: flags('') }),
  timeLimit,
  inputLabel: 'Text',
  outputLabel: 'Pieces',
  run: (text, options) => text.split(compiled(options.pattern, options.flags)).map((piece) => piece ?? null),
  examples: [{ input: 'a, b;c  d', options: { pattern: '[,;\\s]+' }, output: '[\n  "a",\n  "b",\n  "c",\n  "d"\n]' }],
});

export const operations = [regexMatch, regexReplace, regexSplit];
