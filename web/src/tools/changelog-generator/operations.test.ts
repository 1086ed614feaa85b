// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { changelogFromLog } from './operations';

// The outside oracle: a real git repository. Commits are made with git, and what `git log` and
// `git log --oneline` print (hashes, decorations, bodies with BREAKING CHANGE footers, a real merge)
// is the input; every commit git reports must land in the section its Conventional Commit type
// names (Conventional Commits 1.0 and the conventional-changelog section titles), with git's hash.

const commits: { message: string; section: string }[] = [
  { message: 'feat(editor): save drafts automatically', section: 'Features' },
  { message: 'fix(auth): keep the session after a password change (#219)', section: 'Bug Fixes' },
  { message: 'perf(api): cache the project list', section: 'Performance' },
  { message: 'docs: explain the release process', section: 'Documentation' },
  {
    message: 'refactor!: drop the legacy importer\n\nBREAKING CHANGE: projects must be exported again from 2.x',
    section: 'Code Refactoring',
  },
  { message: 'chore(deps): bump vite from 8.0.1 to 8.0.3', section: 'Chores' },
  { message: 'Update screenshots in the README', section: 'Other' },
  { message: 'ci: run the e2e tests on pull requests', section: 'Continuous Integration' },
];

let repo = '';
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ada',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Ada',
      GIT_COMMITTER_EMAIL: 'ada@example.com',
    },
  });

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-oracle-'));
  git('init', '-q', '-b', 'main');
  for (const [i, { message }] of commits.entries()) {
    fs.writeFileSync(path.join(repo, `f${i}.txt`), String(i));
    git('add', '.');
    git('commit', '-q', '-m', message);
  }
  git('checkout', '-q', '-b', 'topic');
  fs.writeFileSync(path.join(repo, 'topic.txt'), 'x');
  git('add', '.');
  git('commit', '-q', '-m', 'fix: typos in the settings page');
  git('checkout', '-q', 'main');
  git('merge', '-q', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
  git('tag', 'v2.0.0');
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

/** The section of the last place the line is (a breaking commit is also listed under Breaking Changes, first). */
const sectionOf = (markdown: string, line: string) => {
  const before = markdown.slice(0, markdown.lastIndexOf(line));
  return /### ([^\n]+)\n[^#]*$/.exec(before)?.[1];
};

describe('changelog from what real git prints', () => {
  it.each([['--oneline'], ['--decorate=short'], ['--format=%s']])(
    'git log %s: every commit in its section, merges left out',
    async (format) => {
      const log = git('log', format);
      const markdown = (
        await runOperation(changelogFromLog, tag('text', log), { options: { version: '2.0.0', date: '2025-03-14' } })
      ).value as string;
      expect(markdown.startsWith('## [2.0.0] - 2025-03-14\n')).toBe(true);
      for (const { message, section } of [...commits, { message: 'fix: typos in the settings page', section: 'Bug Fixes' }]) {
        const subject = message.split('\n')[0]!.replace(/^\w+(\([^)]*\))?!?: /, '');
        expect(sectionOf(markdown, subject), `${subject} (git log ${format})`).toBe(section);
      }
      expect(markdown).not.toContain("Merge branch 'topic'");
      expect(markdown.indexOf('### Breaking Changes')).toBe(markdown.indexOf('### '));
      if (format !== '--format=%s') {
        // git's own abbreviated hashes are kept beside each entry.
        for (const hash of git('log', '--format=%h', '--no-merges').trim().split('\n')) expect(markdown).toContain(`(${hash})`);
      }
    },
  );

  it('the full log’s BREAKING CHANGE footer is listed first; a repository URL links git’s hashes and the issue', async () => {
    const markdown = (
      await runOperation(changelogFromLog, tag('text', git('log')), { options: { repositoryUrl: 'git@github.com:acme/app.git' } })
    ).value as string;
    expect(markdown.indexOf('### Breaking Changes')).toBe(markdown.indexOf('### '));
    expect(markdown).toContain('projects must be exported again from 2.x');
    const hash = git('log', '-1', '--format=%h', '--grep=keep the session');
    expect(markdown).toMatch(new RegExp(`\\[${hash.trim()}\\]\\(https://github.com/acme/app/commit/[0-9a-f]+\\)`));
    expect(markdown).toContain('[#219](https://github.com/acme/app/issues/219)');
    expect(markdown.startsWith('## [Unreleased]\n')).toBe(true);
  });

  it('merges are kept when asked; blank input and a bad date say so', async () => {
    const withMerges = (
      await runOperation(changelogFromLog, tag('text', git('log', '--oneline')), { options: { includeMerges: true } })
    ).value as string;
    expect(withMerges).toContain("Merge branch 'topic'");
    await expect(runOperation(changelogFromLog, tag('text', '  '))).rejects.toThrow('Paste the commits first');
    await expect(runOperation(changelogFromLog, tag('text', 'feat: x'), { options: { date: '2025-02-30' } })).rejects.toThrow(
      'Date must be a real date',
    );
  });
});
