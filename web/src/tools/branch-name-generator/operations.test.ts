// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { branchName, textCase } from './operations';

// Outside oracles: real git (`git check-ref-format --branch` accepts every name we make, within the
// max length), and Python's unicodedata for the text case of accented Latin text (NFKD, marks dropped).

const gitAccepts = (name: string) => spawnSync('git', ['check-ref-format', '--branch', name], { encoding: 'utf8' }).status === 0;
const name = async (description: string, options: Record<string, unknown> = {}) =>
  (await runOperation(branchName, tag('text', description), { options })).value as string;
const cased = async (text: string, caseStyle: string) =>
  (await runOperation(textCase, tag('text', text), { options: { caseStyle } })).value as string;

function randomDescriptions(count: number): string[] {
  let state = 777;
  const next = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const pieces = [
    'Fix',
    'login',
    'crème',
    'brûlée',
    'API/v2',
    '..',
    '~^:?*[',
    '@{',
    'HEAD',
    '-lead',
    'über',
    'naïve',
    'OAuth2',
    "don't",
    'sign-in',
    '日本',
    '😀',
    'Ωmega',
    'кириллица',
    '  ',
    '\\',
    'a.lock',
    'end.',
  ];
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(9) }, () => pieces[next(pieces.length)]).join(' '));
}

describe('branch names against git check-ref-format --branch', () => {
  const settings = [
    {},
    { separator: '/', type: 'bugfix', ticket: '#42' },
    { separator: '_', caseStyle: 'snake', prefix: 'team/core', maxLength: 30 },
    { caseStyle: 'camel', ticket: 'PROJ-7', authorInitials: 'AL', includeDate: true, maxLength: 20 },
  ];

  it.each(settings)('every name is a branch git accepts, within the max length (%o)', async (options) => {
    for (const description of randomDescriptions(40)) {
      let made: string;
      try {
        made = await name(description, options);
      } catch (err) {
        // Descriptions with nothing usable, or fixed parts longer than the limit, are refused with a message.
        expect((err as Error).message).toMatch(/description|no room|Describe/);
        continue;
      }
      expect(gitAccepts(made), `${JSON.stringify(description)} → ${made}`).toBe(true);
      expect(made.length).toBeLessThanOrEqual((options as { maxLength?: number }).maxLength ?? 50);
    }
  });

  it('keeps the ticket and type where the settings say', async () => {
    expect(await name('Add OAuth2 / OIDC sign-in', { separator: '/', ticket: 'PROJ-42' })).toBe(
      'feature/PROJ-42-add-oauth2-oidc-sign-in',
    );
    expect(await name('Null pointer on save', { type: 'hotfix', caseStyle: 'snake' })).toBe('hotfix-null_pointer_on_save');
  });
});

describe('text case against Python unicodedata', () => {
  const texts = [
    'Crème brûlée',
    'Ångström units über alles',
    "Don't panic: it's fine",
    'São Paulo — Zürich, 2024',
    'naïve café résumé',
  ];
  const PY = `
import json, re, sys, unicodedata
out = []
for text in json.load(sys.stdin):
    plain = ''.join(c for c in unicodedata.normalize('NFKD', text) if not unicodedata.combining(c)).lower()
    plain = re.sub(r"['’\`´]", '', plain)
    out.append([w for w in re.split(r'[^a-z0-9]+', plain) if w])
print(json.dumps(out))`;
  const words = JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', PY], { input: JSON.stringify(texts), encoding: 'utf8' }),
  ) as string[][];

  it.each(texts.map((t, i) => [t, i] as const))('%s', async (text, i) => {
    const w = words[i]!;
    expect(await cased(text, 'kebab')).toBe(w.join('-'));
    expect(await cased(text, 'snake')).toBe(w.join('_'));
    expect(await cased(text, 'camel')).toBe(w.map((x, k) => (k === 0 ? x : x[0]!.toUpperCase() + x.slice(1))).join(''));
  });

  it('text without letters or digits says so', async () => {
    await expect(cased('😀 !!', 'kebab')).rejects.toThrow('The text needs letters or digits');
  });
});
