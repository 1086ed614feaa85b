// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitSections, searchGit } from './commands';

// The oracle: real git. Each command, placeholders filled in, runs in a fresh copy of a scratch
// repository (4 commits on main, a branch, a merged branch, a tag, a stash, a remote) and must
// succeed. The few that only make sense during a merge or rebase, or that wait for keystrokes,
// are checked against `git <command> -h` instead.

const all = gitSections.flatMap((s) => s.commands.map((c) => c.command));
const onlyParsed: Record<string, string> = {
  'git merge --abort': '--abort',
  'git rebase --continue': '--continue',
  'git add --patch <file>': '--patch',
};
// Commands that need something staged first.
const needsChanges = new Set([
  'git commit -m "<message>"',
  'git commit -a -m "<message>"',
  'git stash push -m "<message>"',
  'git commit --fixup <commit>',
]);
// Placeholders that must name something else for this command to make sense.
const overrides: Record<string, Record<string, string>> = {
  'git branch -d <branch>': { '<branch>': 'merged' },
  'git cherry-pick <commit>': { '<commit>': 'feature' },
  'git tag -a <tag> -m "<message>"': { '<tag>': 'v3.0' },
};

let root = '';
let fixture = '';
let remote = '';
const env = () => ({
  ...process.env,
  HOME: path.join(root, 'home'),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_EDITOR: 'true',
  GIT_SEQUENCE_EDITOR: 'true',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  LC_ALL: 'C',
});
const sh = (cwd: string, script: string) =>
  execFileSync('sh', ['-c', script], { cwd, env: env(), encoding: 'utf8', stdio: 'pipe' });

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'git-cheat-'));
  fs.mkdirSync(path.join(root, 'home'));
  fixture = path.join(root, 'fixture');
  remote = path.join(root, 'remote.git');
  sh(root, `git init -q --bare remote.git && git init -q -b main fixture`);
  sh(
    fixture,
    [
      'echo one > README.md && echo source > src.txt && git add . && git commit -qm c1',
      'echo notes > notes.txt && git add . && git commit -qm c2',
      'git branch feature && git switch -q feature && echo other > other.txt && git add . && git commit -qm f1 && git switch -q main',
      'echo three > three.txt && git add . && git commit -qm c3 && git branch merged',
      'echo four >> README.md && git commit -qam c4',
      'git tag -a v1.0 -m v1.0',
      `git remote add origin ${remote} && git push -q -u origin main feature --tags 2>/dev/null`,
      'echo stashed >> src.txt && git stash -q',
    ].join(' && '),
  );
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }), 60_000);

describe('Git cheat sheet commands, run by git', () => {
  it('fills every placeholder it uses', () => {
    for (const command of all)
      expect(
        command.replace(/<(name|email|url|file|new-file|message|commit|new-branch|branch|remote|tag|text)>/g, ''),
        command,
      ).not.toMatch(/<[a-z-]+>/);
  });

  it.each(all.filter((c) => !(c in onlyParsed)).map((c) => [c]))(
    '%s',
    (command) => {
      const values: Record<string, string> = {
        '<name>': 'Ann Lee',
        '<email>': 'ann@example.com',
        '<url>': `file://${remote}`,
        '<file>': 'src.txt',
        '<new-file>': 'renamed.txt',
        '<message>': 'Fix typo',
        '<commit>': 'HEAD~1',
        '<new-branch>': 'topic',
        '<branch>': 'feature',
        '<remote>': 'upstream',
        '<tag>': 'v1.0',
        '<text>': 'three',
        ...overrides[command],
      };
      const work = path.join(root, `run-${Math.random().toString(36).slice(2)}`);
      fs.cpSync(fixture, work, { recursive: true });
      if (needsChanges.has(command)) sh(work, 'echo change >> README.md && git add README.md');
      const filled = command.replace(/<[a-z-]+>/g, (p) => values[p]!);
      const result = spawnSync('sh', ['-c', filled], { cwd: work, env: env(), encoding: 'utf8' });
      fs.rmSync(work, { recursive: true, force: true });
      expect({ command: filled, status: result.status, stderr: result.status === 0 ? '' : result.stderr }).toEqual({
        command: filled,
        status: 0,
        stderr: '',
      });
    },
    30_000,
  );

  it.each(Object.entries(onlyParsed))('%s: git knows the option %s', (command, option) => {
    const sub = command.split(' ')[1]!;
    const result = spawnSync('git', [sub, '-h'], { env: env(), encoding: 'utf8' });
    expect(result.status).toBe(129); // git's exit code for printed usage
    expect(result.stdout + result.stderr).toContain(option);
  });
});

describe('search', () => {
  it('keeps the commands that match every word, in their sections', () => {
    expect(searchGit('  ')).toBe(gitSections);
    const undo = searchGit('undo the last commit keep');
    expect(undo.map((s) => s.title)).toEqual(['Undo']);
    expect(undo[0]!.commands.map((c) => c.command)).toEqual(['git reset --soft HEAD~1', 'git reset HEAD~1']);
    expect(searchGit('stash').map((s) => s.title)).toContain('Stash');
    expect(searchGit('no such words here')).toEqual([]);
  });
});
