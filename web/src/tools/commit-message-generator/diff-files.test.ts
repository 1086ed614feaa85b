// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempRepo, type TempRepo } from '@/test-git';
import { changedFiles, type ChangedFile } from './diff-files';

// A PNG's first bytes: git sees the NUL and calls the file binary.
const png = (seed: number) =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, seed, 1, 2, 3, 0, 255]);
const lines = (n: number, tag = '') => Array.from({ length: n }, (_, i) => `line ${i + 1}${tag}`).join('\n') + '\n';

/** What git itself says about the staged change: --name-status and --numstat (NUL-separated, so names are raw), --summary for modes. */
function gitView(repo: TempRepo, extra: string[] = []) {
  const fields = repo
    .git('diff', '--cached', '-M', '--find-copies-harder', '--name-status', '-z', ...extra)
    .split('\0')
    .filter((f, i, all) => f !== '' || i < all.length - 1);
  const statuses: { letter: string; paths: string[] }[] = [];
  for (let i = 0; i < fields.length && fields[i];) {
    const letter = fields[i][0];
    const count = letter === 'R' || letter === 'C' ? 2 : 1;
    statuses.push({ letter, paths: fields.slice(i + 1, i + 1 + count) });
    i += 1 + count;
  }
  const numstat = repo
    .git('diff', '--cached', '-M', '--find-copies-harder', '--numstat', ...extra)
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  const modes = [
    ...repo
      .git('diff', '--cached', '-M', '--find-copies-harder', '--summary', ...extra)
      .matchAll(/^ mode change \d+ => \d+ (.+)$/gm),
  ].map((m) => m[1]);
  return { statuses, numstat, modes };
}

const letterOf: Record<ChangedFile['status'], string> = {
  added: 'A',
  deleted: 'D',
  renamed: 'R',
  copied: 'C',
  modified: 'M',
  'mode changed': 'M',
};

describe('files of a real git diff', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    repo.write('src/app.ts', lines(30));
    repo.write('src/old-name.ts', lines(40, ' of the module that moves'));
    repo.write('docs/obsolete.md', lines(5));
    repo.write('assets/logo.png', png(1));
    repo.write('scripts/build.sh', '#!/bin/sh\necho build\n');
    repo.write('template.txt', lines(50, ' template'));
    repo.git('add', '.');
    repo.git('commit', '--quiet', '-m', 'initial');

    repo.write('src/app.ts', lines(30).replace('line 3\n', 'line three\n') + 'line 31\n');
    repo.write('src/new-feature.ts', 'export const feature = true;\n');
    repo.git('rm', '--quiet', 'docs/obsolete.md');
    repo.git('mv', 'src/old-name.ts', 'src/new name.ts');
    repo.write('src/new name.ts', lines(40, ' of the module that moves').replace('line 40 of', 'line forty of'));
    repo.write('assets/logo.png', png(2));
    repo.write('assets/icon.png', png(3));
    repo.chmod('scripts/build.sh', 0o755);
    repo.write('café/ünïcode.txt', 'bonjour\n');
    repo.write('copy-of-template.txt', lines(50, ' template'));
    repo.git('add', '-A');
  });
  afterAll(() => repo?.remove());

  function expectSameAsGit(files: ChangedFile[], extra: string[] = []) {
    const git = gitView(repo, extra);
    // --name-status and the parser list files in the same (path) order.
    expect(files.map((f) => [letterOf[f.status], ...(f.oldPath ? [f.oldPath, f.path] : [f.path])])).toEqual(
      git.statuses.map((s) => [s.letter, ...s.paths]),
    );
    expect(files.filter((f) => f.status === 'mode changed').map((f) => f.path)).toEqual(git.modes);
    expect(files.map((f) => (f.binary ? ['-', '-'] : [String(f.additions), String(f.deletions)]))).toEqual(
      git.numstat.map(([a, d]) => [a, d]),
    );
  }

  it('reads new, deleted, renamed, copied, binary and mode-changed files like git --name-status', () => {
    const files = changedFiles({ diff: repo.git('diff', '--cached', '-M', '--find-copies-harder') });
    expectSameAsGit(files);
    expect(files.find((f) => f.path === 'src/new name.ts')).toMatchObject({
      status: 'renamed',
      oldPath: 'src/old-name.ts',
      additions: 1,
      deletions: 1,
    });
    expect(files.find((f) => f.path === 'assets/icon.png')).toMatchObject({ status: 'added', binary: true });
    expect(files.find((f) => f.path === 'assets/logo.png')).toMatchObject({ status: 'modified', binary: true });
    expect(files.find((f) => f.path === 'scripts/build.sh')).toMatchObject({
      status: 'mode changed',
      additions: 0,
      deletions: 0,
    });
    expect(files.find((f) => f.path === 'docs/obsolete.md')).toMatchObject({ status: 'deleted', deletions: 5 });
    expect(files.find((f) => f.path === 'copy-of-template.txt')).toMatchObject({ status: 'copied', oldPath: 'template.txt' });
    // git quotes this name ("caf\303\251/\303\274n\303\257code.txt"); the parser gives it back as written.
    expect(files.map((f) => f.path)).toContain('café/ünïcode.txt');
  });

  it('reads git diff --binary (a "GIT binary patch" instead of "Binary files differ")', () => {
    expectSameAsGit(changedFiles({ diff: repo.git('diff', '--cached', '-M', '--find-copies-harder', '--binary') }));
  });

  it('reads git diff --no-prefix, and a patch from git format-patch', () => {
    expectSameAsGit(changedFiles({ diff: repo.git('diff', '--cached', '-M', '--find-copies-harder', '--no-prefix') }));
    repo.git('commit', '--quiet', '-m', 'feat: many things');
    const patch = repo.git('format-patch', '-1', '-M', '--find-copies-harder', '--stdout');
    expect(patch).toContain('Subject: [PATCH] feat: many things');
    const files = changedFiles({ diff: patch });
    repo.git('reset', '--quiet', '--soft', 'HEAD~1');
    expectSameAsGit(files);
  });

  it('reads a plain diff -u (no a/ b/ prefixes) and Windows line endings', () => {
    const plain =
      '--- config.yml\t2025-03-14 12:00:00\n+++ config.yml\t2025-03-14 12:05:00\n@@ -1,2 +1,2 @@\n-port: 80\n+port: 8080\n host: example.com\n';
    expect(changedFiles({ diff: plain.replace(/\n/g, '\r\n') })).toEqual([
      { path: 'config.yml', oldPath: null, status: 'modified', binary: false, additions: 1, deletions: 1 },
    ]);
  });

  it('refuses text that is not a diff, and gives nothing for an empty one', () => {
    expect(changedFiles({ diff: '  \n' })).toEqual([]);
    expect(() => changedFiles({ diff: 'Just some notes about the change' })).toThrow('This is not a unified diff');
    expect(() => changedFiles({ diff: '--- a/x\n@@ -1 +1 @@\n-a\n+b\n' })).toThrow(
      'The diff could not be read: Missing "+++ ..." file header for a/x',
    );
  });
});
