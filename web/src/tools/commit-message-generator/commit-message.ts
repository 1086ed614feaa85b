import { commitTypeInfo, type CommitType } from '@/engines/conventional-commits/commit-types';
import { changedFiles, type ChangedFile } from './diff-files';

/** The AI task's templates (common/ai.ts; a test keeps them equal, without zod in this chunk). */
export const commitTemplates = ['conventional', 'angular', 'gitmoji', 'custom'] as const;
export type CommitTemplate = (typeof commitTemplates)[number];

/** Spec tools.md §9: at most 5 files are listed in the body. */
export const FILES_LISTED = 5;

export const templateLabels: Record<CommitTemplate, string> = {
  conventional: 'Conventional Commits',
  angular: 'Angular',
  gitmoji: 'Gitmoji',
  custom: 'Custom',
};

export const customPlaceholders = ['type', 'scope', 'breaking', 'emoji', 'subject', 'body', 'files', 'footer'] as const;
export const DEFAULT_CUSTOM_TEMPLATE = '[{type}] {subject}\n\n{body}\n\n{files}\n\n{footer}';

export type CommitMessageOptions = {
  template?: CommitTemplate;
  type?: CommitType;
  scope?: string;
  /** "42", "#42", "owner/repo#42", "PROJ-42", several separated by commas or spaces. */
  issue?: string;
  breaking?: boolean;
  /** What breaks (the BREAKING CHANGE footer); the subject when empty. */
  breakingDescription?: string;
  /** The "Additional context": its first line is the subject, the rest the body. */
  context?: string;
  diff?: string;
  /** One `Name <email>` per line (a `Co-authored-by:` already there is fine). */
  coAuthors?: string;
  /** The custom template, with {placeholders}. */
  customTemplate?: string;
};

const EMAIL = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

/** `Co-authored-by:` trailers from the co-authors box; a line that is not `Name <email>` is refused by its number. */
export function coAuthorTrailers({ text }: { text: string }): string[] {
  const trailers: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim().replace(/^co-authored-by:\s*/i, '');
    if (!line) return;
    const match = /^([^<>]+?)\s*<([^<>]*)>$/.exec(line);
    if (!match || !EMAIL.test(match[2].trim())) {
      throw new Error(`Co-author line ${index + 1} ("${raw.trim()}") must be Name <email>, e.g. Ada Lovelace <ada@example.com>`);
    }
    trailers.push(`Co-authored-by: ${match[1].trim()} <${match[2].trim()}>`);
  });
  return trailers;
}

const ISSUE = /^(?:#?\d+|[\w.-]+\/[\w.-]+#\d+|[A-Z][A-Z0-9_]+-\d+|GH-\d+)$/i;

/** "Fixes #42" for a fix (GitHub, GitLab and Bitbucket close the issue on merge), "Closes #42" otherwise. */
export function issueFooters({ issue, type }: { issue: string; type: CommitType }): string[] {
  const tokens = issue.split(/[\s,;]+/).filter(Boolean);
  const action = type === 'fix' ? 'Fixes' : 'Closes';
  return tokens.map((token) => {
    if (!ISSUE.test(token)) throw new Error(`Issue "${token}" must look like 42, #42, owner/repo#42 or PROJ-42`);
    return `${action} ${/^\d+$/.test(token) ? `#${token}` : token}`;
  });
}

const SCOPE = /^[\w$.\-*/ ,@]+$/;

function checkScope(scope: string): string {
  const value = scope.trim();
  if (value && !SCOPE.test(value))
    throw new Error('Scope may use letters, digits, spaces and - _ . / , $ * @ (no parentheses or colons)');
  return value;
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function commonFolder(files: ChangedFile[]): string {
  const folders = files.map((f) => f.path.split('/').slice(0, -1));
  const first = folders[0] ?? [];
  let depth = 0;
  while (depth < first.length && folders.every((parts) => parts[depth] === first[depth])) depth++;
  return first.slice(0, depth).join('/');
}

/** A subject worked out from the files when the user gave none: what a developer would write for a small change. */
export function subjectFromFiles(files: ChangedFile[]): string {
  if (files.length === 0) return 'update implementation';
  if (files.length === 1) {
    const [file] = files;
    if (file.status === 'added') return `add ${basename(file.path)}`;
    if (file.status === 'deleted') return `remove ${basename(file.path)}`;
    if (file.status === 'renamed') return `rename ${basename(file.oldPath!)} to ${basename(file.path)}`;
    if (file.status === 'mode changed') return `change the mode of ${basename(file.path)}`;
    return `update ${basename(file.path)}`;
  }
  const folder = commonFolder(files);
  const where = folder ? ` in ${folder}` : '';
  if (files.every((f) => f.status === 'added')) return `add ${files.length} files${where}`;
  if (files.every((f) => f.status === 'deleted')) return `remove ${files.length} files${where}`;
  return `update ${files.length} files${where}`;
}

function fileLine(file: ChangedFile): string {
  const notes = [file.status === 'modified' ? '' : file.status, file.binary ? 'binary' : ''].filter(Boolean);
  const path = file.oldPath ? `${file.oldPath} → ${file.path}` : file.path;
  return `- ${path}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** The "Files changed" paragraph: at most 5 files, then how many more. */
export function fileList(files: ChangedFile[]): string {
  if (files.length === 0) return '';
  const shown = files.slice(0, FILES_LISTED).map(fileLine);
  if (files.length > FILES_LISTED) shown.push(`- and ${files.length - FILES_LISTED} more`);
  return `Files changed:\n${shown.join('\n')}`;
}

/** Angular: imperative, lower-case first letter, no period at the end. */
function angularSubject(subject: string): string {
  return subject.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase());
}

/**
 * A commit message built from the form (the template path; spec tools.md §5): the header from type,
 * scope and the breaking marker, a body from the context and the changed files, the BREAKING CHANGE
 * and issue footers, and the Co-authored-by trailers in a last paragraph of their own (where git and
 * GitHub read trailers).
 */
export function buildCommitMessage(options: CommitMessageOptions): string {
  const {
    template = 'conventional',
    type = 'feat',
    issue = '',
    breaking = false,
    breakingDescription = '',
    context = '',
    diff = '',
    coAuthors = '',
  } = options;
  const scope = checkScope(options.scope ?? '');
  const files = changedFiles({ diff });
  const trailers = coAuthorTrailers({ text: coAuthors });
  const issues = issueFooters({ issue, type });

  const [firstLine = '', ...restLines] = context.trim().split(/\r?\n/);
  let subject = firstLine.trim() || subjectFromFiles(files);
  if (template !== 'custom') subject = subject.replace(/\.+$/, '');
  if (template === 'angular') subject = angularSubject(subject);
  const body = restLines.join('\n').trim();

  const info = commitTypeInfo(type);
  // Angular's convention marks a breaking change in the footer only; the others also put "!" in the header.
  const marker = breaking && template !== 'angular' ? '!' : '';
  const header = `${type}${scope ? `(${scope})` : ''}${marker}: ${subject}`;
  const breakingFooter = breaking ? `BREAKING CHANGE: ${breakingDescription.trim() || subject}` : '';
  const footer = [breakingFooter, ...issues].filter(Boolean).join('\n');
  const filesParagraph = fileList(files);

  if (template === 'custom') {
    const values: Record<(typeof customPlaceholders)[number], string> = {
      type,
      scope,
      breaking: breaking ? '!' : '',
      emoji: info.emoji,
      subject,
      body,
      files: filesParagraph,
      footer: [footer, trailers.join('\n')].filter(Boolean).join('\n\n'),
    };
    const source = options.customTemplate?.trim() ? options.customTemplate : DEFAULT_CUSTOM_TEMPLATE;
    const filled = source.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
      if (!(customPlaceholders as readonly string[]).includes(name)) {
        throw new Error(
          `Unknown placeholder ${whole} in the custom template: use ${customPlaceholders.map((p) => `{${p}}`).join(', ')}`,
        );
      }
      return values[name as keyof typeof values];
    });
    // Empty placeholders leave "()" and runs of blank lines behind.
    return tidy(filled.replace(/\(\)/g, ''));
  }

  const first = template === 'gitmoji' ? `${info.emoji} ${header}` : header;
  return tidy([first, body, filesParagraph, footer, trailers.join('\n')].filter(Boolean).join('\n\n'));
}

function tidy(message: string): string {
  return message
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
