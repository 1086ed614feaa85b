// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempRepo, type TempRepo } from '@/test-git';
import { changelogFile, generateChangelog, repositoryLinks } from './changelog';
import { readCommitLog } from './commit-log';
// 200 subjects of a real project's history: compose-spec/compose-go (Apache-2.0),
// `git log --format='%h %s' -200` at e70e961c (2026-07-21). Taken as is: Conventional Commits
// mixed with "Bump …", "loader: …", "Fix: …", `Revert "…"` and a merge, as real histories are.
import composeGo from './fixtures/compose-go-200.txt?raw';

/** The lines of one `### Title` section of the output. */
function section(markdown: string, title: string): string[] {
  const match = new RegExp(`^### ${title}\\n\\n((?:- .*\\n?)+)`, 'm').exec(markdown);
  return match ? match[1].trimEnd().split('\n') : [];
}

const sectionTitles = (markdown: string) => [...markdown.matchAll(/^### (.+)$/gm)].map((m) => m[1]);

describe('a real project’s history (compose-go, 200 subjects)', () => {
  const lines = composeGo.trimEnd().split('\n');
  const result = generateChangelog({ text: composeGo, version: '2.9.0', date: '2026-07-21' })!;

  // The expectation is worked out here from the raw lines with the Conventional Commits grammar
  // written out independently, not read back from the generator.
  const classify = (subject: string) => {
    const m = /^(\w+)(?:\(([^()]*)\))?(!)?: (.+)$/.exec(subject);
    if (!m) return /^Revert "/.test(subject) ? 'revert' : null;
    // "doc:" is the one misspelt type in this history; the generator takes it as docs.
    const type = m[1].toLowerCase().replace(/^doc$/, 'docs');
    return ['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'test', 'build', 'ci', 'chore', 'revert'].includes(type)
      ? type
      : null;
  };
  const entries = lines.map((line) => ({ hash: line.slice(0, 7), subject: line.slice(8) }));
  const merges = entries.filter((e) => /^Merge (pull request|branch) /.test(e.subject));
  const kept = entries.filter((e) => !merges.includes(e));
  const byType = (type: string | null) => kept.filter((e) => classify(e.subject) === type);

  it('reads every line as one commit with its hash', () => {
    const { shape, entries: read } = readCommitLog({ text: composeGo });
    expect(shape).toBe('oneline');
    expect(read).toHaveLength(200);
    expect(read.map((e) => e.hash)).toEqual(entries.map((e) => e.hash));
  });

  it('groups by type: Features, Bug Fixes, Performance first, everything else under Other, nothing dropped', () => {
    expect(result.shape).toBe('oneline');
    expect(result.commits + result.mergesLeftOut).toBe(200);
    expect(result.mergesLeftOut).toBe(merges.length);
    expect(section(result.markdown, 'Features')).toHaveLength(byType('feat').length);
    expect(section(result.markdown, 'Bug Fixes')).toHaveLength(byType('fix').length);
    expect(section(result.markdown, 'Performance')).toHaveLength(byType('perf').length);
    expect(section(result.markdown, 'Code Refactoring')).toHaveLength(byType('refactor').length);
    expect(section(result.markdown, 'Reverts')).toHaveLength(byType('revert').length);
    expect(section(result.markdown, 'Documentation')).toEqual(['- Add CasaOS to Used by (3f14f11)']);
    expect(section(result.markdown, 'Other')).toHaveLength(byType(null).length);
    expect(result.other).toBe(byType(null).length);
    // Every kept commit is listed exactly once (no breaking changes here), in git's order within its section.
    const listed = [...result.markdown.matchAll(/\(([0-9a-f]{7})\)$/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(kept.map((e) => e.hash).sort());
    expect(sectionTitles(result.markdown).slice(0, 3)).toEqual(['Features', 'Bug Fixes', 'Performance']);
    expect(sectionTitles(result.markdown).at(-1)).toBe('Other');
  });

  it('writes Keep a Changelog entries: version heading, bold scopes, hashes and #references kept', () => {
    expect(result.markdown.startsWith('## [2.9.0] - 2026-07-21\n\n### Features\n\n')).toBe(true);
    expect(section(result.markdown, 'Performance')).toEqual(['- **schema:** compile compose-spec schema once (0670a1c)']);
    expect(section(result.markdown, 'Bug Fixes')).toContain('- **reset:** preserve path escaping in cycle detection (ebb1c52)');
    expect(section(result.markdown, 'Features')).toContain('- add pre_start lifecycle hook for init containers (faa67b2)');
    // "loader:" names a package, not a commit type: kept as written under Other.
    expect(section(result.markdown, 'Other')).toContain(
      '- loader: expand test coverage and document selection ordering (83463fe)',
    );
    expect(section(result.markdown, 'Other')).toContain('- Bump actions/stale from 10.3.0 to 10.4.0 (5a265f5)');
  });

  it('links hashes and #references to the repository when given one', () => {
    const linked = generateChangelog({ text: composeGo, repositoryUrl: 'https://github.com/compose-spec/compose-go.git' })!;
    expect(section(linked.markdown, 'Performance')).toEqual([
      '- **schema:** compile compose-spec schema once ([0670a1c](https://github.com/compose-spec/compose-go/commit/0670a1c))',
    ]);
    expect(linked.markdown.startsWith('## [Unreleased]\n')).toBe(true);
  });
});

describe('pasted shapes, against real git output', () => {
  let repo: TempRepo;
  let hashes: string[];
  beforeAll(() => {
    repo = tempRepo();
    const commit = (file: string, message: string) => {
      repo.write(file, `${file} ${message}\n`);
      repo.git('add', file);
      repo.git('commit', '--quiet', '-m', message);
    };
    commit('a.txt', 'chore: initial commit');
    commit(
      'api.ts',
      'feat(api)!: drop the v1 endpoints\n\nThe v1 routes were deprecated in 2.0.\n\nBREAKING CHANGE: /v1/* answers 410; use /v2.\nCloses #41',
    );
    repo.git('checkout', '--quiet', '-b', 'topic');
    commit('b.txt', 'fix(ui): keep the focus ring visible in dark mode (#57)');
    repo.git('checkout', '--quiet', 'main');
    commit('c.txt', 'docs: explain the retry policy');
    repo.git('merge', '--quiet', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
    commit('d.txt', 'Tidy the build script');
    repo.git('tag', 'v2.0.0');
    hashes = repo.git('log', '--format=%H').trim().split('\n');
  });
  afterAll(() => repo?.remove());

  it('reads `git log` in full, with bodies, footers and the merge', () => {
    const { shape, entries } = readCommitLog({ text: repo.git('log') });
    expect(shape).toBe('full');
    expect(entries.map((e) => e.hash)).toEqual(hashes);
    expect(entries.filter((e) => e.merge)).toHaveLength(1);
    expect(entries.find((e) => e.message.startsWith('feat(api)!'))!.message).toBe(
      'feat(api)!: drop the v1 endpoints\n\nThe v1 routes were deprecated in 2.0.\n\nBREAKING CHANGE: /v1/* answers 410; use /v2.\nCloses #41',
    );
  });

  it.each([
    ['git log --stat', ['log', '--stat']],
    ['git log -p', ['log', '-p']],
    ['git log --format=fuller --decorate', ['log', '--format=fuller', '--decorate=short']],
  ])('reads %s as the same commits', (_, args) => {
    const { entries } = readCommitLog({ text: repo.git(...args) });
    expect(entries.map((e) => e.hash)).toEqual(hashes);
    expect(entries.map((e) => e.message.split('\n')[0])).toEqual(repo.git('log', '--format=%s').trim().split('\n'));
  });

  it.each([
    ['--oneline --decorate', ['log', '--oneline', '--decorate=short']],
    // --graph lists in topological order.
    ['--oneline --graph', ['log', '--oneline', '--graph', '--decorate=short', '--topo-order']],
    ['--format="%h %s"', ['log', '--format=%h %s']],
  ])('reads git log %s: hashes and subjects without refs or graph lines', (_, args) => {
    const { shape, entries } = readCommitLog({ text: repo.git(...args) });
    const order = args.includes('--topo-order') ? ['--topo-order'] : [];
    expect(shape).toBe('oneline');
    expect(entries.map((e) => e.hash)).toEqual(
      repo
        .git('log', ...order, '--format=%h')
        .trim()
        .split('\n'),
    );
    expect(entries.map((e) => e.message)).toEqual(
      repo
        .git('log', ...order, '--format=%s')
        .trim()
        .split('\n'),
    );
  });

  it('puts breaking changes first, from the footer, with footer references', () => {
    const { markdown, breaking, mergesLeftOut, commits } = generateChangelog({
      text: repo.git('log'),
      version: 'v2.0.0',
      date: '2025-03-14',
    })!;
    const short = (subject: string) => repo.git('log', '--format=%h', `--grep=${subject}`, '--fixed-strings').trim().slice(0, 7);
    expect(breaking).toBe(1);
    expect(mergesLeftOut).toBe(1);
    expect(commits).toBe(5);
    expect(sectionTitles(markdown)).toEqual(['Breaking Changes', 'Features', 'Bug Fixes', 'Documentation', 'Chores', 'Other']);
    expect(section(markdown, 'Breaking Changes')).toEqual([
      `- **api:** /v1/* answers 410; use /v2. (${short('drop the v1')}), closes #41`,
    ]);
    expect(section(markdown, 'Features')).toEqual([`- **api:** drop the v1 endpoints (${short('drop the v1')}), closes #41`]);
    expect(section(markdown, 'Bug Fixes')).toEqual([
      `- **ui:** keep the focus ring visible in dark mode (#57) (${short('focus ring')})`,
    ]);
    expect(section(markdown, 'Other')).toEqual([`- Tidy the build script (${short('Tidy')})`]);
  });

  it('keeps merge commits when asked', () => {
    const { markdown, mergesLeftOut } = generateChangelog({ text: repo.git('log', '--oneline'), includeMerges: true })!;
    expect(mergesLeftOut).toBe(0);
    expect(section(markdown, 'Other')).toContainEqual(expect.stringMatching(/^- Merge branch 'topic' \([0-9a-f]{7}\)$/));
  });
});

describe('subjects, breaking markers and options', () => {
  it('reads one subject per line (bullets allowed) and the `!` marker', () => {
    const { markdown, shape, breaking } = generateChangelog({
      text: '- feat(parser)!: accept tabs\n* fix: trailing comma\nperf(io): buffer writes\n✨ add dark mode\n♻️ refactor(core): split module\nupdate readme\n\n',
    })!;
    expect(shape).toBe('subjects');
    expect(breaking).toBe(1);
    expect(markdown).toBe(
      [
        '## [Unreleased]',
        '',
        '### Breaking Changes',
        '',
        '- **parser:** accept tabs',
        '',
        '### Features',
        '',
        '- **parser:** accept tabs',
        '- add dark mode',
        '',
        '### Bug Fixes',
        '',
        '- trailing comma',
        '',
        '### Performance',
        '',
        '- **io:** buffer writes',
        '',
        '### Code Refactoring',
        '',
        '- **core:** split module',
        '',
        '### Other',
        '',
        '- update readme',
        '',
      ].join('\n'),
    );
  });

  it('does nothing for blank input', () => {
    expect(generateChangelog({ text: '' })).toBeNull();
    expect(generateChangelog({ text: '  \n\t\n' })).toBeNull();
  });

  it('refuses a bad date, version or repository URL with a message', () => {
    expect(() => generateChangelog({ text: 'feat: x', date: '2025-02-30' })).toThrow(
      'Date must be a real date written YYYY-MM-DD, e.g. 2025-03-14',
    );
    expect(() => generateChangelog({ text: 'feat: x', date: '14/03/2025' })).toThrow('Date must be a real date');
    expect(() => generateChangelog({ text: 'feat: x', version: 'a]b' })).toThrow('Version must be a single short label');
    expect(() => generateChangelog({ text: 'feat: x', repositoryUrl: 'not a url' })).toThrow(
      'Repository URL must look like https://github.com/owner/repo',
    );
    expect(() => generateChangelog({ text: 'feat: x', repositoryUrl: 'https://github.com/owner' })).toThrow(
      'Repository URL must name the repository',
    );
  });

  it('links to GitHub, GitLab and SSH remotes', () => {
    expect(repositoryLinks('git@github.com:acme/app.git')!.commit('abc1234')).toBe('https://github.com/acme/app/commit/abc1234');
    expect(repositoryLinks('https://gitlab.com/group/sub/app/')!.issue('7')).toBe('https://gitlab.com/group/sub/app/-/issues/7');
    const { markdown } = generateChangelog({
      text: 'abc1234 fix: crash on empty list (#12)',
      repositoryUrl: 'https://github.com/acme/app',
    })!;
    expect(section(markdown, 'Bug Fixes')).toEqual([
      '- crash on empty list ([#12](https://github.com/acme/app/issues/12)) ([abc1234](https://github.com/acme/app/commit/abc1234))',
    ]);
  });

  it('writes the whole CHANGELOG.md for download', () => {
    const { markdown } = generateChangelog({ text: 'feat: x', version: '1.0.0', date: '2025-01-02' })!;
    const file = changelogFile({ markdown });
    expect(file.startsWith('# Changelog\n\nAll notable changes')).toBe(true);
    expect(file.endsWith('## [1.0.0] - 2025-01-02\n\n### Features\n\n- x\n')).toBe(true);
  });

  it('groups 10,000 commits', () => {
    const types = ['feat', 'fix', 'perf', 'docs', 'chore', 'refactor'];
    const text = Array.from(
      { length: 10_000 },
      (_, i) => `${(0x1000000 + i).toString(16)} ${types[i % 6]}(mod${i % 13}): change number ${i} (#${i})`,
    ).join('\n');
    // Its speed is the bench's to measure (in the browser), not a timed test's.
    const result = generateChangelog({ text, repositoryUrl: 'https://github.com/acme/app' })!;
    expect(result.commits).toBe(10_000);
    expect(section(result.markdown, 'Features')).toHaveLength(1667);
  });
});
