// JavaScript regular expression syntax (ECMAScript 2024, the `u` and `v` flags included), written
// for DevForge. Every example is compiled and run by syntax.test.ts: `matches` is exactly what
// text.match(pattern with g) gives; `result` is text.replace(pattern, replacement).

export type RegexExample = {
  pattern: string;
  flags: string;
  text: string;
  matches?: string[];
  replacement?: string;
  result?: string;
};
export type RegexEntry = { syntax: string; meaning: string; example: RegexExample };
export type RegexSection = { title: string; entries: RegexEntry[] };

const ex = (pattern: string, flags: string, text: string, matches: string[]): RegexExample => ({ pattern, flags, text, matches });

export const regexSections: RegexSection[] = [
  {
    title: 'Characters',
    entries: [
      {
        syntax: '.',
        meaning: 'Any character except line breaks (with the s flag, line breaks too)',
        example: ex('h.t', 'g', 'hat hot h\nt', ['hat', 'hot']),
      },
      { syntax: '\\d  \\D', meaning: 'A digit 0–9 / anything else', example: ex('\\d+', 'g', 'Room 101, floor 7', ['101', '7']) },
      {
        syntax: '\\w  \\W',
        meaning: 'A word character [A-Za-z0-9_] / anything else',
        example: ex('\\w+', 'g', 'snake_case, kebab-case', ['snake_case', 'kebab', 'case']),
      },
      {
        syntax: '\\s  \\S',
        meaning: 'Whitespace (space, tab, line breaks, Unicode spaces) / anything else',
        example: ex('\\S+', 'g', 'a  b\tc', ['a', 'b', 'c']),
      },
      {
        syntax: '[abc]',
        meaning: 'One of the characters listed',
        example: ex('gr[ae]y', 'g', 'gray grey groy', ['gray', 'grey']),
      },
      {
        syntax: '[^abc]',
        meaning: 'Any character not listed',
        example: ex('[^aeiou\\s]+', 'g', 'regex tool', ['r', 'g', 'x', 't', 'l']),
      },
      { syntax: '[a-z]', meaning: 'A character in a range', example: ex('[A-F0-9]{2}', 'g', 'FF 0A zz 7c', ['FF', '0A']) },
      { syntax: '\\t  \\n  \\r', meaning: 'Tab, line feed, carriage return', example: ex('\\t', 'g', 'a\tb\tc', ['\t', '\t']) },
      {
        syntax: '\\u{1F600}',
        meaning: 'A code point (with the u or v flag); \\u00E9 without',
        example: ex('\\u{1F600}', 'u', 'smile 😀', ['😀']),
      },
      {
        syntax: '\\.  \\*  \\\\',
        meaning: 'A special character taken literally',
        example: ex('\\$\\d+\\.\\d{2}', 'g', 'Total: $12.50', ['$12.50']),
      },
    ],
  },
  {
    title: 'Anchors and boundaries',
    entries: [
      {
        syntax: '^  $',
        meaning: 'Start / end of the input (of each line with the m flag)',
        example: ex('^\\w+', 'gm', 'first line\nsecond line', ['first', 'second']),
      },
      { syntax: '\\b', meaning: 'A word boundary', example: ex('\\bcat\\b', 'g', 'cat concat cat.', ['cat', 'cat']) },
      { syntax: '\\B', meaning: 'Not a word boundary', example: ex('\\Bcat', 'g', 'cat concat', ['cat']) },
    ],
  },
  {
    title: 'Quantifiers',
    entries: [
      { syntax: '*', meaning: 'Zero or more', example: ex('ab*', 'g', 'a ab abbb', ['a', 'ab', 'abbb']) },
      { syntax: '+', meaning: 'One or more', example: ex('ab+', 'g', 'a ab abbb', ['ab', 'abbb']) },
      { syntax: '?', meaning: 'Zero or one (optional)', example: ex('colou?r', 'g', 'color colour', ['color', 'colour']) },
      {
        syntax: '{n}  {n,}  {n,m}',
        meaning: 'Exactly n, at least n, between n and m',
        example: ex('\\d{2,3}', 'g', '1 12 123 1234', ['12', '123', '123']),
      },
      {
        syntax: '*?  +?  ??  {n,m}?',
        meaning: 'Lazy: as few as possible',
        example: ex('<.+?>', 'g', '<b>bold</b>', ['<b>', '</b>']),
      },
    ],
  },
  {
    title: 'Groups and references',
    entries: [
      {
        syntax: '(…)',
        meaning: 'A capturing group (numbered from 1)',
        example: ex('(\\d+)-(\\d+)', 'g', '10-20 30-40', ['10-20', '30-40']),
      },
      {
        syntax: '(?<name>…)',
        meaning: 'A named capturing group',
        example: ex('(?<year>\\d{4})-(?<month>\\d{2})', 'g', '2024-05 and 2025-11', ['2024-05', '2025-11']),
      },
      { syntax: '(?:…)', meaning: 'A group that does not capture', example: ex('(?:ab)+', 'g', 'ababab ab', ['ababab', 'ab']) },
      { syntax: 'a|b', meaning: 'Either side (alternation)', example: ex('cat|dog', 'g', 'cat, dog, cow', ['cat', 'dog']) },
      {
        syntax: '\\1',
        meaning: 'The text group 1 matched (backreference)',
        example: ex('\\b(\\w+) \\1\\b', 'g', 'the the cat sat sat', ['the the', 'sat sat']),
      },
      {
        syntax: '\\k<name>',
        meaning: 'The text a named group matched',
        example: ex('(?<q>["\']).*?\\k<q>', 'g', `"double" and 'single'`, ['"double"', "'single'"]),
      },
    ],
  },
  {
    title: 'Lookaround',
    entries: [
      { syntax: 'x(?=y)', meaning: 'x followed by y (lookahead)', example: ex('\\d+(?=%)', 'g', '50% of 200', ['50']) },
      { syntax: 'x(?!y)', meaning: 'x not followed by y', example: ex('\\b\\d+\\b(?!%)', 'g', '50% of 200', ['200']) },
      {
        syntax: '(?<=y)x',
        meaning: 'x preceded by y (lookbehind)',
        example: ex('(?<=\\$)\\d+', 'g', 'cost $30, 40 units', ['30']),
      },
      { syntax: '(?<!y)x', meaning: 'x not preceded by y', example: ex('(?<!\\$)\\b\\d+', 'g', 'cost $30, 40 units', ['40']) },
    ],
  },
  {
    title: 'Flags',
    entries: [
      { syntax: 'g', meaning: 'Global: every match, not just the first', example: ex('o', 'g', 'foo boo', ['o', 'o', 'o', 'o']) },
      { syntax: 'i', meaning: 'Ignore case', example: ex('hello', 'gi', 'Hello HELLO', ['Hello', 'HELLO']) },
      { syntax: 'm', meaning: 'Multiline: ^ and $ match at each line', example: ex('\\d$', 'gm', 'a1\nb2', ['1', '2']) },
      { syntax: 's', meaning: 'dotAll: . matches line breaks too', example: ex('a.b', 'gs', 'a\nb', ['a\nb']) },
      { syntax: 'u', meaning: 'Unicode: code points, \\u{…} and \\p{…}', example: ex('.', 'gu', '😀!', ['😀', '!']) },
      {
        syntax: 'v',
        meaning: 'Unicode sets: u plus set operations and string properties in classes',
        example: ex('[\\p{L}--[a-z]]+', 'gv', 'abcÉtaXYZ', ['É', 'XYZ']),
      },
      { syntax: 'y', meaning: 'Sticky: match only at lastIndex', example: ex('\\d', 'gy', '12a3', ['1', '2']) },
      { syntax: 'd', meaning: 'Indices: each match carries its start and end', example: ex('b+', 'gd', 'abbc', ['bb']) },
    ],
  },
  {
    title: 'Unicode properties (u or v flag)',
    entries: [
      {
        syntax: '\\p{L}',
        meaning: 'Any letter, in any script',
        example: ex('\\p{L}+', 'gu', 'naïve Ελλάδα 東京 42', ['naïve', 'Ελλάδα', '東京']),
      },
      {
        syntax: '\\p{Lu}  \\p{Ll}',
        meaning: 'An upper-case / lower-case letter',
        example: ex('\\p{Lu}', 'gu', 'Élan Vital', ['É', 'V']),
      },
      {
        syntax: '\\p{N}',
        meaning: 'Any number character (digits of every script, ½)',
        example: ex('\\p{N}+', 'gu', 'x٣٤ y½', ['٣٤', '½']),
      },
      {
        syntax: '\\p{Script=Greek}',
        meaning: 'A character of one script',
        example: ex('\\p{Script=Greek}+', 'gu', 'alpha α beta β', ['α', 'β']),
      },
      {
        syntax: '\\p{Emoji_Presentation}',
        meaning: 'A character shown as an emoji',
        example: ex('\\p{Emoji_Presentation}', 'gu', 'ok 👍 🎉', ['👍', '🎉']),
      },
      { syntax: '\\P{…}', meaning: 'Any character without the property', example: ex('\\P{L}+', 'gu', 'ab12cd', ['12']) },
    ],
  },
  {
    title: 'Replacement patterns',
    entries: [
      {
        syntax: '$1  $2',
        meaning: 'The text of a numbered group',
        example: { pattern: '(\\w+)@(\\w+)', flags: 'g', text: 'ann@site', replacement: '$2 / $1', result: 'site / ann' },
      },
      {
        syntax: '$<name>',
        meaning: 'The text of a named group',
        example: {
          pattern: '(?<d>\\d{2})/(?<m>\\d{2})/(?<y>\\d{4})',
          flags: 'g',
          text: '31/12/2024',
          replacement: '$<y>-$<m>-$<d>',
          result: '2024-12-31',
        },
      },
      {
        syntax: '$&',
        meaning: 'The whole match',
        example: { pattern: '\\d+', flags: 'g', text: 'a1 b22', replacement: '[$&]', result: 'a[1] b[22]' },
      },
      {
        syntax: "$`  $'",
        meaning: 'The text before / after the match',
        example: { pattern: 'b', flags: '', text: 'abc', replacement: "[$`|$']", result: 'a[a|c]c' },
      },
      {
        syntax: '$$',
        meaning: 'A literal $',
        example: { pattern: '(\\d+)', flags: 'g', text: 'costs 5', replacement: '$$$1', result: 'costs $5' },
      },
    ],
  },
];

/** Sections with the entries matching every word of the query (syntax or meaning). */
export function searchRegex(query: string): RegexSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return regexSections;
  return regexSections
    .map((s) => ({
      ...s,
      entries: s.entries.filter((e) => words.every((w) => `${s.title} ${e.syntax} ${e.meaning}`.toLowerCase().includes(w))),
    }))
    .filter((s) => s.entries.length > 0);
}

/** A link that opens the example in the regex tester. */
export function testerLink(example: RegexExample): string {
  const params = new URLSearchParams({ pattern: example.pattern, flags: example.flags, text: example.text });
  return `/tools/regex-tester?${params.toString()}`;
}
