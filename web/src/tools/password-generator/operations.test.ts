// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { passwordGenerate } from './operations';

// Checked by Python on what a user relies on: the length, only characters of the chosen sets, one
// of each set at least, no look-alikes when excluded, and within each set every character about
// equally likely (a chi-square test with a threshold such a generator fails far less than once in a million).

const CHECK = `
import json, string, sys
options, passwords = json.load(sys.stdin)
sets = {'uppercase': string.ascii_uppercase, 'lowercase': string.ascii_lowercase, 'digits': string.digits, 'symbols': '!@#$%^&*()-_=+[]{};:,.<>/?~'}
similar = set('il1Lo0O|')
chosen = [chars for key, chars in sets.items() if options.get(key, True)]
if options.get('excludeSimilar'):
    chosen = [''.join(c for c in chars if c not in similar) for chars in chosen]
pool = ''.join(chosen)
problems = []
for p in passwords:
    if len(p) != options.get('length', 16): problems.append('length ' + p)
    if any(c not in pool for c in p): problems.append('outside the sets ' + p)
    if not all(any(c in chars for c in p) for chars in chosen): problems.append('a set is missing ' + p)
# One character of each set is guaranteed, so small sets are drawn more often than large ones:
# uniformity holds within each set, whose chi-square values add up.
chi2, df = 0, 0
for chars in chosen:
    counts = {c: 0 for c in chars}
    for p in passwords:
        for c in p:
            if c in counts: counts[c] += 1
    expected = sum(counts.values()) / len(chars)
    chi2 += sum((k - expected) ** 2 / expected for k in counts.values())
    df += len(chars) - 1
print(json.dumps({'problems': problems, 'chi2': chi2, 'df': df}))
`;

async function check(options: Record<string, unknown>, count: number) {
  const runs = Math.ceil(count / 100);
  const passwords: string[] = [];
  for (let i = 0; i < runs; i++)
    passwords.push(
      ...(
        (await runOperation(passwordGenerate, tag('none', undefined), { options: { ...options, count: 100 } })).value as string
      ).split('\n'),
    );
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', CHECK], { input: JSON.stringify([options, passwords]), encoding: 'utf8' }),
  ) as { problems: string[]; chi2: number; df: number };
}

/** Wilson–Hilferty: the chi-square value exceeded with probability about 1e-6 at df degrees of freedom. */
const criticalChi2 = (df: number) => df * (1 - 2 / (9 * df) + 4.75 * Math.sqrt(2 / (9 * df))) ** 3;

describe('password generation, checked by Python', () => {
  it.each([
    {},
    { length: 4, symbols: false },
    { length: 64, uppercase: false, digits: false, excludeSimilar: true },
    { length: 12, lowercase: false, symbols: false, excludeSimilar: true },
  ])('keeps to the options, and draws characters uniformly (%o)', { timeout: 60_000 }, async (options) => {
    const { problems, chi2, df } = await check(options, 1000);
    expect(problems).toEqual([]);
    expect(chi2).toBeLessThan(criticalChi2(df));
  });

  it('passwords differ, and no set or a bad length fails with the tool’s messages', async () => {
    const list = (
      (await runOperation(passwordGenerate, tag('none', undefined), { options: { count: 50 } })).value as string
    ).split('\n');
    expect(new Set(list).size).toBe(50);
    await expect(
      runOperation(passwordGenerate, tag('none', undefined), {
        options: { uppercase: false, lowercase: false, digits: false, symbols: false },
      }),
    ).rejects.toThrow('Select at least one character set');
    await expect(runOperation(passwordGenerate, tag('none', undefined), { options: { length: 3 } })).rejects.toThrow(/^Length: /);
  });
});
