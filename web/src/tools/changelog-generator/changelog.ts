import { commitTypes } from '../../engines/conventional-commits/commit-types';
import { parseCommitMessage, type ParsedCommit } from '../../engines/conventional-commits/parse-commit';
import { readCommitLog, type LogShape } from './commit-log';

export type ChangelogOptions = {
  /** The pasted commits (any shape readCommitLog reads). */
  text: string;
  /** "1.4.0", "v1.4.0"; empty: an [Unreleased] section. */
  version?: string;
  /** YYYY-MM-DD; empty: no date. */
  date?: string;
  /** https URL of the repository: hashes and #123 references become links to it. */
  repositoryUrl?: string;
  /** Merge commits repeat what they merge, so they are left out unless asked for. */
  includeMerges?: boolean;
};

export type ChangelogSection = { title: string; count: number };

export type Changelog = {
  markdown: string;
  shape: LogShape;
  /** Commits in the changelog (merges left out are not counted). */
  commits: number;
  mergesLeftOut: number;
  breaking: number;
  /** Commits that are not conventional, listed under Other. */
  other: number;
  sections: ChangelogSection[];
};

// Keep a Changelog order for what users read first; the remaining types follow in the usual
// Conventional Commits order, then Other. A prefix that is not a commit type ("alpine: add 3.24",
// "net/http: …", the subsystem style of many projects) is not a type: it goes under Other as written.
const LEAD_TYPES = ['feat', 'fix', 'perf'] as const;
const sectionOfType = new Map(commitTypes.map((info) => [info.type as string, info.section]));
const TYPE_ORDER = [
  ...LEAD_TYPES,
  ...commitTypes.map((info) => info.type).filter((type) => !(LEAD_TYPES as readonly string[]).includes(type)),
];
const BREAKING = 'Breaking Changes';
const OTHER = 'Other';
/** Spellings of the types seen in real histories. */
const TYPE_ALIASES: Record<string, string> = {
  feature: 'feat',
  features: 'feat',
  bugfix: 'fix',
  hotfix: 'fix',
  tests: 'test',
  doc: 'docs',
  performance: 'perf',
};

type Forge = { commit: (hash: string) => string; issue: (issue: string) => string };

/** Turns what users paste (https URL, .git suffix, SSH remote) into link builders for GitHub-like and GitLab forges. */
export function repositoryLinks(url: string): Forge | null {
  let text = url.trim();
  if (!text) return null;
  const ssh = /^(?:ssh:\/\/)?git@([^:/]+)[:/](.+)$/.exec(text);
  if (ssh) text = `https://${ssh[1]}/${ssh[2]}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new Error('Repository URL must look like https://github.com/owner/repo');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error('Repository URL must look like https://github.com/owner/repo');
  const path = parsed.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
  if (path.split('/').filter(Boolean).length < 2)
    throw new Error('Repository URL must name the repository, e.g. https://github.com/owner/repo');
  const base = `${parsed.origin}${path}`;
  // GitLab puts its pages under /-/; GitHub, Gitea, Forgejo and Codeberg use /commit/ and /issues/.
  const gitlab = /(^|\.)gitlab\./.test(parsed.hostname);
  const infix = gitlab ? '/-' : '';
  return { commit: (hash) => `${base}${infix}/commit/${hash}`, issue: (issue) => `${base}${infix}/issues/${issue}` };
}

function checkDate(date: string): string {
  const value = date.trim();
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const real = match && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!real) throw new Error('Date must be a real date written YYYY-MM-DD, e.g. 2025-03-14');
  return value;
}

function checkVersion(version: string): string {
  const value = version.trim().replace(/^\[(.*)\]$/, '$1');
  if (value.length > 60 || /[[\]\n]/.test(value))
    throw new Error('Version must be a single short label such as 1.4.0 (no brackets)');
  return value;
}

/** `#123` in a subject, not inside a word or a URL fragment. */
const ISSUE_IN_TEXT = /(^|[\s(,[])#(\d+)\b/g;

function entryLine(commit: ParsedCommit, hash: string | null, forge: Forge | null, text = commit.subject): string {
  const scope = commit.scope ? `**${commit.scope}:** ` : '';
  const subject = forge
    ? text.replace(ISSUE_IN_TEXT, (_, before: string, issue: string) => `${before}[#${issue}](${forge.issue(issue)})`)
    : text;
  // An abbreviated hash is kept as git wrote it (it chose a length that is unique); a full one is cut to 7.
  const short = hash ? (hash.length > 12 ? hash.slice(0, 7) : hash) : null;
  const hashPart = short ? (forge ? ` ([${short}](${forge.commit(hash!)}))` : ` (${short})`) : '';
  // Footer references (`Closes #12`) that the subject does not already mention.
  const closes = commit.references
    .filter(
      (ref) => ref.action && ref.prefix === '#' && !ref.owner && !ref.repository && !new RegExp(`#${ref.issue}\\b`).test(text),
    )
    .map((ref) => (forge ? `[#${ref.issue}](${forge.issue(ref.issue)})` : `#${ref.issue}`));
  const closesPart = closes.length > 0 ? `, closes ${closes.join(', ')}` : '';
  return `- ${scope}${subject}${hashPart}${closesPart}`;
}

/**
 * Builds a Keep a Changelog section from pasted commits: Breaking Changes first, then Features,
 * Bug Fixes, Performance and the other types, scopes in bold, hashes and #references kept (linked
 * when a repository URL is given). Lines that are not Conventional Commits go under Other.
 * Blank input gives null (spec tools.md §5: it does nothing).
 */
export function generateChangelog({
  text,
  version = '',
  date = '',
  repositoryUrl = '',
  includeMerges = false,
}: ChangelogOptions): Changelog | null {
  if (!text.trim()) return null;
  const forge = repositoryLinks(repositoryUrl);
  const label = checkVersion(version);
  const day = checkDate(date);

  const { shape, entries } = readCommitLog({ text });
  const groups = new Map<string, string[]>();
  const add = (section: string, line: string) => {
    const list = groups.get(section);
    if (list) list.push(line);
    else groups.set(section, [line]);
  };
  let commits = 0;
  let mergesLeftOut = 0;
  let breaking = 0;
  let other = 0;

  for (const entry of entries) {
    const commit = parseCommitMessage({ message: entry.message });
    if ((entry.merge || commit.merge) && !includeMerges) {
      mergesLeftOut++;
      continue;
    }
    commits++;
    if (commit.breaking) {
      breaking++;
      // The footer's text says what breaks; a `!` alone repeats the subject.
      for (const note of commit.breakingNotes) add(BREAKING, entryLine(commit, entry.hash, forge, note.split('\n')[0]));
    }
    const type = commit.type && (TYPE_ALIASES[commit.type] ?? commit.type);
    if (type && sectionOfType.has(type)) add(sectionOfType.get(type)!, entryLine(commit, entry.hash, forge));
    else {
      other++;
      add(OTHER, entryLine({ ...commit, scope: null }, entry.hash, forge, commit.header));
    }
  }

  const order = [BREAKING, ...TYPE_ORDER.map((type) => sectionOfType.get(type)!), OTHER];
  const sections: ChangelogSection[] = [];
  const heading = label ? `## [${label}]${day ? ` - ${day}` : ''}` : `## [Unreleased]${day ? ` - ${day}` : ''}`;
  const parts = [heading];
  for (const title of order) {
    const lines = groups.get(title);
    if (!lines) continue;
    sections.push({ title, count: lines.length });
    parts.push(`### ${title}\n\n${lines.join('\n')}`);
  }
  if (sections.length === 0) parts.push('_No changes: every commit was a merge commit._');
  return { markdown: `${parts.join('\n\n')}\n`, shape, commits, mergesLeftOut, breaking, other, sections };
}

/** The whole CHANGELOG.md for Download: the Keep a Changelog preamble, then the section. */
export function changelogFile({ markdown }: { markdown: string }): string {
  return [
    '# Changelog',
    '',
    'All notable changes to this project will be documented in this file.',
    '',
    'The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),',
    'and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).',
    '',
    markdown,
  ].join('\n');
}
