// @vitest-environment node
import { CommitParser } from 'conventional-commits-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempRepo, type TempRepo } from '@/test-git';
import { checkCommitMessage } from './check-message';
import { commitTemplates as aiTaskTemplates } from '@common/ai';
import { buildCommitMessage, coAuthorTrailers, commitTemplates, issueFooters, subjectFromFiles } from './commit-message';
import { changedFiles } from './diff-files';

// The reference parser with the conventionalcommits preset's header patterns, as conventional-changelog uses it.
const reference = new CommitParser({
  headerPattern: /^(\w*)(?:\((.*)\))?!?: (.*)$/,
  breakingHeaderPattern: /^(\w*)(?:\((.*)\))?!: (.*)$/,
});

const diff = [
  'diff --git a/src/api/users.ts b/src/api/users.ts',
  'index 3b18e51..a9c2f10 100644',
  '--- a/src/api/users.ts',
  '+++ b/src/api/users.ts',
  '@@ -1,2 +1,3 @@',
  ' export function list() {}',
  '-export function get() {}',
  '+export function get(id: string) {}',
  '+export function remove(id: string) {}',
  'diff --git a/src/api/legacy.ts b/src/api/legacy.ts',
  'deleted file mode 100644',
  'index e69de29..0000000',
  'diff --git a/docs/api.md b/docs/users.md',
  'similarity index 90%',
  'rename from docs/api.md',
  'rename to docs/users.md',
  '',
].join('\n');

const coAuthors = 'Grace Hopper <grace@example.com>\nCo-authored-by: Alan Turing <alan@example.com>\n';

describe('message assembly, per template', () => {
  it('offers the AI task’s templates', () => {
    expect([...commitTemplates]).toEqual([...aiTaskTemplates]);
  });

  const form = {
    type: 'feat' as const,
    scope: 'api',
    issue: '42',
    breaking: true,
    breakingDescription: 'get() now needs an id',
    context: 'Add user removal.\n\nUsers can now be removed by id.',
    diff,
    coAuthors,
  };

  it('conventional: type(scope)!: subject, body, files, BREAKING CHANGE and Closes footers, co-author trailers last', () => {
    expect(buildCommitMessage({ ...form, template: 'conventional' })).toBe(
      [
        'feat(api)!: Add user removal',
        '',
        'Users can now be removed by id.',
        '',
        'Files changed:',
        '- src/api/users.ts',
        '- src/api/legacy.ts (deleted)',
        '- docs/api.md → docs/users.md (renamed)',
        '',
        'BREAKING CHANGE: get() now needs an id',
        'Closes #42',
        '',
        'Co-authored-by: Grace Hopper <grace@example.com>',
        'Co-authored-by: Alan Turing <alan@example.com>',
      ].join('\n'),
    );
  });

  it('angular: lower-case imperative subject, the breaking change in the footer only', () => {
    const message = buildCommitMessage({ ...form, template: 'angular' });
    expect(message.split('\n')[0]).toBe('feat(api): add user removal');
    expect(message).toContain('\n\nBREAKING CHANGE: get() now needs an id\nCloses #42\n\n');
  });

  it('gitmoji: the type’s emoji first', () => {
    expect(buildCommitMessage({ ...form, template: 'gitmoji' }).split('\n')[0]).toBe('✨ feat(api)!: Add user removal');
    expect(buildCommitMessage({ template: 'gitmoji', type: 'fix', context: 'crash on start' }).split('\n')[0]).toBe(
      '🐛 fix: crash on start',
    );
  });

  it('custom: the user’s template with placeholders; unknown ones are named', () => {
    const message = buildCommitMessage({
      ...form,
      breaking: false,
      issue: '',
      coAuthors: '',
      template: 'custom',
      customTemplate: '{emoji} [{type}] ({scope}) {subject}\n\n{files}',
    });
    expect(message).toBe(
      '✨ [feat] (api) Add user removal.\n\nFiles changed:\n- src/api/users.ts\n- src/api/legacy.ts (deleted)\n- docs/api.md → docs/users.md (renamed)',
    );
    expect(buildCommitMessage({ template: 'custom', customTemplate: '{type}({scope}): {subject}', context: 'x' })).toBe(
      'feat: x',
    );
    expect(() => buildCommitMessage({ template: 'custom', customTemplate: '{type}: {title}' })).toThrow(
      'Unknown placeholder {title} in the custom template: use {type}, {scope}, {breaking}, {emoji}, {subject}, {body}, {files}, {footer}',
    );
  });

  it('a fix says Fixes; several issues each get a line; a bad issue is refused', () => {
    expect(issueFooters({ issue: '#12, acme/app#7 PROJ-9', type: 'fix' })).toEqual([
      'Fixes #12',
      'Fixes acme/app#7',
      'Fixes PROJ-9',
    ]);
    expect(issueFooters({ issue: '12', type: 'docs' })).toEqual(['Closes #12']);
    expect(() => issueFooters({ issue: 'twelve', type: 'fix' })).toThrow(
      'Issue "twelve" must look like 42, #42, owner/repo#42 or PROJ-42',
    );
  });

  it('lists at most 5 files, then how many more', () => {
    const many = Array.from(
      { length: 8 },
      (_, i) => `diff --git a/f${i}.txt b/f${i}.txt\nnew file mode 100644\nindex 0000000..e69de29\n`,
    ).join('');
    const message = buildCommitMessage({ type: 'chore', diff: many });
    expect(message).toBe(
      'chore: add 8 files\n\nFiles changed:\n- f0.txt (added)\n- f1.txt (added)\n- f2.txt (added)\n- f3.txt (added)\n- f4.txt (added)\n- and 3 more',
    );
  });

  it('works out a subject from the diff when there is no context', () => {
    expect(subjectFromFiles(changedFiles({ diff }))).toBe('update 3 files');
    expect(subjectFromFiles(changedFiles({ diff: diff.split('diff --git a/src/api/legacy')[0] }))).toBe('update users.ts');
    expect(buildCommitMessage({})).toBe('feat: update implementation');
  });

  it('refuses a co-author line that is not Name <email>, naming the line', () => {
    expect(coAuthorTrailers({ text: '\nAda <ada@example.com>\n\n' })).toEqual(['Co-authored-by: Ada <ada@example.com>']);
    expect(() => coAuthorTrailers({ text: 'Ada <ada@example.com>\nbob@example.com' })).toThrow(
      'Co-author line 2 ("bob@example.com") must be Name <email>, e.g. Ada Lovelace <ada@example.com>',
    );
    expect(() => coAuthorTrailers({ text: 'Bob <not-an-email>' })).toThrow('Co-author line 1');
    expect(() => buildCommitMessage({ scope: 'a(b)' })).toThrow('Scope may use letters');
  });
});

describe('what git and the reference parser read from the messages', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
  });
  afterAll(() => repo?.remove());

  it.each(['conventional', 'angular', 'gitmoji'] as const)(
    '%s: git keeps the subject and finds both co-authors as trailers',
    (template) => {
      const message = buildCommitMessage({
        template,
        type: 'fix',
        scope: 'auth',
        issue: '7',
        breaking: true,
        context: 'Reject expired tokens',
        diff,
        coAuthors,
      });
      repo.git('commit', '--quiet', '--allow-empty', '--cleanup=verbatim', '-m', message);
      expect(repo.git('log', '-1', '--format=%s')).toBe(`${message.split('\n')[0]}\n`);
      expect(repo.git('log', '-1', '--format=%(trailers:key=Co-authored-by,valueonly)').trim().split('\n')).toEqual([
        'Grace Hopper <grace@example.com>',
        'Alan Turing <alan@example.com>',
      ]);
      expect(repo.git('log', '-1', '--format=%B').trimEnd()).toBe(message);

      const parsed = reference.parse(template === 'gitmoji' ? message.replace(/^\S+ /, '') : message);
      expect(parsed).toMatchObject({
        type: 'fix',
        scope: 'auth',
        subject: template === 'angular' ? 'reject expired tokens' : 'Reject expired tokens',
      });
      expect(parsed.notes).toEqual([expect.objectContaining({ title: 'BREAKING CHANGE' })]);
      expect(parsed.notes[0].text.split('\n')[0]).toBe(
        template === 'angular' ? 'reject expired tokens' : 'Reject expired tokens',
      );
      expect(parsed.references).toEqual([expect.objectContaining({ action: 'Fixes', issue: '7', prefix: '#' })]);
    },
  );
});

describe('checks of the result', () => {
  it('passes a good message', () => {
    expect(checkCommitMessage({ message: 'feat(ui): add dark mode\n\nBody.', conventional: true })).toEqual([]);
    expect(checkCommitMessage({ message: '✨ feat(ui)!: add dark mode', conventional: true })).toEqual([]);
  });

  it('warns about a long subject, a missing blank line and a header that is not conventional', () => {
    const long = `feat: ${'x'.repeat(70)}`;
    expect(checkCommitMessage({ message: `${long}\nbody right away`, conventional: true }).map((c) => c.text)).toEqual([
      'The subject line is 76 characters: keep it to 72 or fewer, where GitHub and git log --oneline cut it.',
      'The second line should be blank: git takes everything up to the first blank line as the subject.',
    ]);
    expect(checkCommitMessage({ message: 'Added dark mode', conventional: true }).map((c) => c.text)).toEqual([
      'The first line is not a Conventional Commits header: type(scope): subject.',
    ]);
    expect(checkCommitMessage({ message: 'Added dark mode', conventional: false })).toEqual([]);
    expect(checkCommitMessage({ message: 'feature: dark mode', conventional: true })[0].text).toMatch(
      /^"feature" is not a commit type: use feat, fix, docs/,
    );
    expect(checkCommitMessage({ message: '  ', conventional: true })).toEqual([
      { level: 'error', text: 'The commit message is empty.' },
    ]);
  });
});
