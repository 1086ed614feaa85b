// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { regexMatch, regexReplace, regexSplit, type RegexMatchOutput } from './operations';

// The outside oracle: Python's re module, on patterns whose meaning is the same in both engines
// (ASCII classes: re.ASCII, as JavaScript's \d \w \s without u; JavaScript's (?<name>…) is Python's
// (?P<name>…); $1 and $<name> are \1 and \g<name>).

const PY = `
import json, re, sys
def compiled(c):
    flags = re.ASCII | (re.I if 'i' in c['flags'] else 0) | (re.M if 'm' in c['flags'] else 0) | (re.S if 's' in c['flags'] else 0)
    return re.compile(re.sub(r'\\(\\?<(?![=!])', '(?P<', c['pattern']), flags)
xs = json.load(sys.stdin)
`;
const python = <T>(code: string, cases: unknown[]) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', PY + code], { input: JSON.stringify(cases), encoding: 'utf8' })) as T[];

const texts = [
  'Write to ada@example.com or grace.hopper@navy.mil.\nPress: press+news@devforge.dev',
  'id=42; id=7\nID=1000 and id=, done',
  '2024-03-07, 1999-12-31 and 2024-13-99: three dates?',
  'baac aaa b',
  'café naïve 😀 tab\there',
];
const patterns: [string, string][] = [
  ['(?<user>[\\w.+-]+)@(?<domain>[\\w-]+(?:\\.[\\w-]+)+)', 'g'],
  ['id=(\\d*)', 'gi'],
  ['^\\w+', 'gm'],
  ['(\\d{4})-(\\d{2})-(\\d{2})', 'g'],
  // With u, an empty match steps over a whole code point, as Python does (without it, JavaScript also matches between an emoji's halves).
  ['a*', 'gu'],
  ['(x)?b', 'g'],
  ['[aeiou]{2}', ''],
  ['.+', 'gs'],
];
const cases = patterns.flatMap(([pattern, flags]) => texts.map((text) => ({ pattern, flags, text })));

describe('regex operations against Python re', () => {
  it('match: the same matches, indexes, groups and named groups as re.finditer (re.search without g)', async () => {
    // Python counts code points, JavaScript UTF-16 units: indexes are compared as code points.
    const expected = python<RegexMatchOutput[]>(
      `out = []
for c in xs:
    r = compiled(c)
    found = list(r.finditer(c['text'])) if 'g' in c['flags'] else [m for m in [r.search(c['text'])] if m]
    out.append([dict([('match', m.group(0)), ('index', m.start())] + ([('groups', list(m.groups()))] if m.groups() else []) + ([('named', m.groupdict())] if m.groupdict() else [])) for m in found])
print(json.dumps(out))`,
      cases,
    );
    for (const [i, { pattern, flags, text }] of cases.entries()) {
      const got = (await runOperation(regexMatch, tag('text', text), { options: { pattern, flags } }))
        .value as RegexMatchOutput[];
      const asCodePoints = got.map((m) => ({ ...m, index: [...text.slice(0, m.index)].length }));
      expect(asCodePoints, `/${pattern}/${flags} on ${JSON.stringify(text)}`).toEqual(expected[i]);
    }
  });

  it('replace: the same text as re.sub (count 1 without g)', async () => {
    const replacements = ['[$&]', '<$1>', '$<user> at $<domain>'];
    const withReplacement = cases
      .filter(({ pattern }) => pattern.includes('('))
      .flatMap((c) =>
        replacements.filter((r) => !r.includes('$<') || c.pattern.includes('?<')).map((replacement) => ({ ...c, replacement })),
      );
    const expected = python<string>(
      `out = []
for c in xs:
    r = re.sub(r'\\$<(\\w+)>', r'\\\\g<\\1>', c['replacement'].replace('$&', '\\\\g<0>'))
    r = re.sub(r'\\$(\\d)', r'\\\\\\1', r)
    out.append(compiled(c).sub(lambda m: m.expand(r) if all(g is not None for g in m.groups()) else m.expand(re.sub(r'\\\\(\\d)', lambda d: '' if m.group(int(d.group(1))) is None else d.group(0), r)), c['text'], count=0 if 'g' in c['flags'] else 1))
print(json.dumps(out))`,
      withReplacement,
    );
    for (const [i, { pattern, flags, text, replacement }] of withReplacement.entries()) {
      expect(
        (await runOperation(regexReplace, tag('text', text), { options: { pattern, flags, replacement } })).value,
        `/${pattern}/${flags} → ${replacement}`,
      ).toBe(expected[i]);
    }
  });

  it('split: the same pieces as re.split, groups kept between them', async () => {
    const splitCases = texts.flatMap((text) => ['[,;\\s]+', '(\\d)', '\\W+'].map((pattern) => ({ pattern, flags: '', text })));
    const expected = python<(string | null)[]>(`print(json.dumps([compiled(c).split(c['text']) for c in xs]))`, splitCases);
    for (const [i, { pattern, text }] of splitCases.entries()) {
      expect((await runOperation(regexSplit, tag('text', text), { options: { pattern } })).value).toEqual(expected[i]);
    }
  });

  it('an invalid pattern, a missing one and bad flags fail with a message; every operation has the time limit', async () => {
    await expect(runOperation(regexMatch, tag('text', 'x'), { options: { pattern: '(' } })).rejects.toThrow(
      /^Invalid regular expression: /,
    );
    await expect(runOperation(regexReplace, tag('text', 'x'))).rejects.toThrow('Enter a regular expression');
    await expect(runOperation(regexSplit, tag('text', 'x'), { options: { pattern: 'x', flags: 'gg' } })).rejects.toThrow(
      /^Flags: /,
    );
    for (const operation of [regexMatch, regexReplace, regexSplit]) expect(operation.timeLimit?.ms).toBe(1500);
  });
});
