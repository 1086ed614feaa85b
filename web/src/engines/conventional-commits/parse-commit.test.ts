import { describe, expect, it } from 'vitest';
import composeGo from '@/tools/changelog-generator/fixtures/compose-go-200.txt?raw';
import { isConventionalHeader, parseCommitMessage, parseOneLineForTest, parseWithLibrary } from './parse-commit';

// Mentions are not read from one-line messages (nothing here uses them); the rest must match.
const comparable = ({ mentions: _mentions, ...rest }: Record<string, unknown>) => rest;

describe('the one-line path gives the parser’s answers', () => {
  const subjects = [
    ...composeGo
      .trimEnd()
      .split('\n')
      .map((line) => line.slice(8)),
    'feat(api)!: drop v1 (#12)',
    'fix: handle owner/repo#12 and other/repo#7, and #9;',
    'docs(readme): link gh-3 and #4]',
    'chore: release 1.2.3',
    'feat(ui,api): two scopes (#5) (#6)',
    'refactor!: everything',
    'Update docs, see https://example.com/#anchor and #12',
    'feat: this fixes #12',
    'prefix the thing #3',
    'gpg: sign releases',
    'feat(): empty scope',
    ': no type',
    'feat:no space',
    'Merge pull request #220 from acme/fix-typos',
    'Revert "feat: x"',
    'ci(gh-actions): bump setup-node@v4 (#9) thanks @ada',
    'Fix: Process includes #44',
  ];

  it.each(subjects)('%s', (subject) => {
    const fast = parseOneLineForTest(subject);
    const library = parseWithLibrary(subject);
    if (fast === null) return; // deferred to the parser
    expect(comparable(fast)).toEqual(comparable(library));
  });

  it('takes the fast path for nearly every real subject', () => {
    const taken = subjects.filter((s) => parseOneLineForTest(s) !== null).length;
    expect(taken / subjects.length).toBeGreaterThan(0.95);
  });
});

describe('commit messages', () => {
  it('reads type, scope, the breaking marker and footers', () => {
    expect(
      parseCommitMessage({ message: 'feat(api)!: drop v1\n\nBody.\n\nBREAKING CHANGE: v1 is gone\nCloses #12' }),
    ).toMatchObject({
      type: 'feat',
      scope: 'api',
      subject: 'drop v1',
      breaking: true,
      breakingNotes: ['v1 is gone'],
      references: [expect.objectContaining({ action: 'Closes', issue: '12' })],
      body: 'Body.',
    });
    expect(parseCommitMessage({ message: 'fix!: crash' })).toMatchObject({
      type: 'fix',
      breaking: true,
      breakingNotes: ['crash'],
    });
  });

  it('reads gitmoji, git reverts and merges', () => {
    expect(parseCommitMessage({ message: '✨ feat(ui): dark mode' })).toMatchObject({
      type: 'feat',
      scope: 'ui',
      subject: 'dark mode',
      emoji: '✨',
    });
    expect(parseCommitMessage({ message: ':bug: Fix the login' })).toMatchObject({
      type: 'fix',
      subject: ':bug: Fix the login'.slice(6),
      emoji: ':bug:',
    });
    expect(parseCommitMessage({ message: '🚀 Ship it' })).toMatchObject({ type: null, emoji: '🚀' });
    expect(parseCommitMessage({ message: 'Revert "feat: x"' })).toMatchObject({
      type: 'revert',
      subject: 'feat: x',
      revert: true,
    });
    expect(parseCommitMessage({ message: "Merge branch 'topic' into main" }).merge).toBe(true);
    expect(parseCommitMessage({ message: 'Merge UBI9 and UBI10 templates' }).merge).toBe(false);
  });

  it('tells a Conventional Commits header', () => {
    expect(isConventionalHeader('feat(a)!: b')).toBe(true);
    expect(isConventionalHeader('✨ feat: b')).toBe(true);
    expect(isConventionalHeader('Added b')).toBe(false);
    expect(() => parseCommitMessage({ message: ' \n ' })).toThrow('The commit message is empty');
  });
});
