import isGitRefNameValid from 'is-git-ref-name-valid';
import { transliterate } from './transliterate';

export const branchTypes = ['feature', 'bugfix', 'hotfix', 'release', 'experiment', 'refactor', 'docs', 'test', 'chore'] as const;
export type BranchType = (typeof branchTypes)[number];
export const branchSeparators = ['/', '-', '_'] as const;
export type BranchSeparator = (typeof branchSeparators)[number];
export const caseStyles = ['kebab', 'camel', 'snake'] as const;
export type CaseStyle = (typeof caseStyles)[number];

export const MAX_LENGTH_MIN = 20;
export const MAX_LENGTH_MAX = 100;
export const DEFAULT_MAX_LENGTH = 50;
export const INITIALS_MAX = 4;
export const ALTERNATIVES = 4;

export type BranchSettings = {
  type: BranchType;
  separator: BranchSeparator;
  caseStyle: CaseStyle;
  prefix: string;
  ticket: string;
  maxLength: number;
  includeDate: boolean;
  includeAuthor: boolean;
  authorInitials: string;
};

export const defaultBranchSettings: BranchSettings = {
  type: 'feature',
  separator: '-',
  caseStyle: 'kebab',
  prefix: '',
  ticket: '',
  maxLength: DEFAULT_MAX_LENGTH,
  includeDate: false,
  includeAuthor: false,
  authorInitials: '',
};

export type BranchPreset = 'gitflow' | 'github' | 'jira';

/** Spec tools.md §9: the presets' settings; kebab case in all. */
export const branchPresets: Record<
  BranchPreset,
  { label: string } & Pick<BranchSettings, 'maxLength' | 'separator' | 'caseStyle' | 'includeAuthor'>
> = {
  gitflow: { label: 'GitFlow', maxLength: 50, separator: '/', caseStyle: 'kebab', includeAuthor: false },
  github: { label: 'GitHub', maxLength: 40, separator: '-', caseStyle: 'kebab', includeAuthor: false },
  jira: { label: 'Jira', maxLength: 60, separator: '-', caseStyle: 'kebab', includeAuthor: true },
};

/**
 * What `git check-ref-format --branch` accepts: a valid `refs/heads/<name>` that does not start
 * with "-" and is not "HEAD" (rules of git-check-ref-format(1)).
 */
export function isValidBranchName(name: string): boolean {
  return name.length > 0 && !name.startsWith('-') && name !== 'HEAD' && isGitRefNameValid(`refs/heads/${name}`);
}

/** Max length as typed: clamped to 20–100 (spec §5), with the message to show when it was changed. */
export function clampMaxLength(value: string | number): { value: number; message: string | null } {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number))
    return {
      value: DEFAULT_MAX_LENGTH,
      message: `Max length must be a number from ${MAX_LENGTH_MIN} to ${MAX_LENGTH_MAX}: set to ${DEFAULT_MAX_LENGTH}.`,
    };
  const clamped = Math.min(MAX_LENGTH_MAX, Math.max(MAX_LENGTH_MIN, Math.round(number)));
  return clamped === number
    ? { value: clamped, message: null }
    : { value: clamped, message: `Max length must be from ${MAX_LENGTH_MIN} to ${MAX_LENGTH_MAX}: set to ${clamped}.` };
}

/**
 * The description's words, in ASCII lower case. Apostrophes vanish (don't → dont); any other
 * character that is not a letter or digit separates words (OAuth2/OIDC → oauth2, oidc).
 */
export function descriptionWords(description: string): string[] {
  return transliterate(description)
    .replace(/['’`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function slug(text: string): string {
  return descriptionWords(text).join('-');
}

/** A ticket keeps its case (Jira matches PROJ-123 in branch names): "#42" → "42", "proj 7" → "proj-7". */
export function ticketToken(ticket: string): string {
  const raw = ticket.trim().replace(/^#+/, '');
  if (!raw) return '';
  const token = [...raw]
    .map((char) => (/[A-Za-z0-9]/.test(char) ? char : transliterate(char)))
    .join('')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!token) throw new Error('Ticket may only use letters, digits and "-", e.g. PROJ-123 or 42');
  return token;
}

/** Words in the case style: kebab-case, camelCase or snake_case. */
export function joinWords(words: string[], caseStyle: CaseStyle): string {
  if (caseStyle === 'snake') return words.join('_');
  if (caseStyle === 'camel') return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  return words.join('-');
}

/** Words a shorter name can do without. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'and',
  'or',
  'in',
  'on',
  'at',
  'with',
  'from',
  'by',
  'when',
  'is',
  'be',
  'it',
  'into',
  'so',
  'that',
  'this',
]);

type Parts = {
  prefix: string;
  author: string;
  /** Empty for the alternative without a type. */
  type: string;
  ticket: string;
  words: string[];
  date: string;
  separator: BranchSeparator;
  caseStyle: CaseStyle;
  /** The ticket before everything else (an alternative). */
  ticketFirst?: boolean;
};

/** <prefix>/<author>/<type>/<ticket>-<description>-<date>, "/" being the chosen separator. */
function assemble({ prefix, author, type, ticket, words, date, separator, caseStyle, ticketFirst }: Parts): string {
  // The words take the case style; ticket and date stay as they are, joined by the style's joiner.
  const joiner = caseStyle === 'snake' ? '_' : '-';
  const leaf = [ticketFirst ? '' : ticket, joinWords(words, caseStyle), date].filter(Boolean).join(joiner);
  return [ticketFirst ? ticket : '', prefix, author, type, leaf].filter(Boolean).join(separator);
}

/**
 * Fits a name to the max length: whole words of the description go first (from the end, keeping
 * one), then the date, then the author; only then is the last word cut. The type, the prefix and
 * the ticket are never shortened: when they alone are too long, that is the message.
 */
function fit(parts: Parts, maxLength: number): { name: string; trimmed: boolean } {
  let current = { ...parts, words: [...parts.words] };
  let name = assemble(current);
  if (name.length <= maxLength) return { name, trimmed: false };
  while (current.words.length > 1 && name.length > maxLength) {
    current.words.pop();
    // A name that ends on "and", "for", "the"… reads as cut off: those go too.
    while (current.words.length > 1 && STOP_WORDS.has(current.words.at(-1)!)) current.words.pop();
    name = assemble(current);
  }
  if (name.length > maxLength && current.date) name = assemble((current = { ...current, date: '' }));
  if (name.length > maxLength && current.author) name = assemble((current = { ...current, author: '' }));
  if (name.length > maxLength && current.words.length === 1) {
    const word = current.words[0];
    const keep = word.length - (name.length - maxLength);
    // Cut the last word; with a ticket to name the branch, drop it rather than leave a stub.
    current = { ...current, words: keep >= 3 || (!current.ticket && keep >= 1) ? [word.slice(0, keep)] : [] };
    name = assemble(current);
  }
  if (name.length > maxLength || (!current.ticket && current.words.length === 0)) {
    throw new Error(
      `The prefix, type and ticket leave no room for the description within ${maxLength} characters: raise the max length or shorten them.`,
    );
  }
  return { name, trimmed: true };
}

export type BranchNameOptions = Partial<BranchSettings> & {
  description: string;
  /** The day for "include date"; defaults to today (local time). */
  today?: Date;
};

export type BranchNameResult = {
  name: string;
  /** Words were dropped (or the last one cut) to fit the max length. */
  trimmed: boolean;
  alternatives: string[];
};

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A branch name from the settings, and up to 4 alternatives that really differ (no type, ticket
 * first, a shorter description, with or without the date, another separator or case). Every name
 * is a valid git branch name within the max length. An empty description gives null (spec §5).
 */
export function generateBranchName(options: BranchNameOptions): BranchNameResult | null {
  const settings: BranchSettings = { ...defaultBranchSettings, ...options };
  const { description, today = new Date() } = options;
  if (!description.trim()) return null;
  if (!Number.isInteger(settings.maxLength) || settings.maxLength < MAX_LENGTH_MIN || settings.maxLength > MAX_LENGTH_MAX) {
    throw new Error(`Max length must be from ${MAX_LENGTH_MIN} to ${MAX_LENGTH_MAX}`);
  }
  const words = descriptionWords(description);
  if (words.length === 0)
    throw new Error(
      'The description needs letters or digits a branch name can use (a–z, 0–9; accents are dropped, other scripts left out)',
    );

  let author = '';
  if (settings.includeAuthor) {
    author = descriptionWords(settings.authorInitials).join('');
    if (!author)
      throw new Error(`Enter the author's initials (letters or digits, at most ${INITIALS_MAX}) or turn Include author off`);
    if (author.length > INITIALS_MAX) throw new Error(`Author initials may be at most ${INITIALS_MAX} characters`);
  }
  const prefix = settings.prefix.split('/').map(slug).filter(Boolean).join('/');
  const ticket = ticketToken(settings.ticket);
  const date = settings.includeDate ? isoDay(today) : '';
  const base: Parts = {
    prefix,
    author,
    type: settings.type,
    ticket,
    words,
    date,
    separator: settings.separator,
    caseStyle: settings.caseStyle,
  };
  const main = fit(base, settings.maxLength);
  // The shorter description drops the little words, or when there are none, the second half.
  const content = words.filter((w) => !STOP_WORDS.has(w));
  const shorter =
    content.length > 0 && content.length < words.length ? content : words.slice(0, Math.max(2, Math.ceil(words.length / 2)));
  const otherSeparator: BranchSeparator = settings.separator === '/' ? '-' : '/';
  const otherCase: CaseStyle = settings.caseStyle === 'kebab' ? 'snake' : 'kebab';

  const candidates = [
    { ...base, type: '' },
    ticket ? { ...base, ticketFirst: true } : null,
    { ...base, words: shorter },
    { ...base, date: date ? '' : isoDay(today) },
    { ...base, separator: otherSeparator },
    { ...base, caseStyle: otherCase },
    ticket ? { ...base, ticket: '' } : null,
    author ? { ...base, author: '' } : null,
  ];
  const seen = new Set([main.name]);
  const alternatives: string[] = [];
  for (const candidate of candidates) {
    if (!candidate || alternatives.length === ALTERNATIVES) continue;
    // A candidate whose fixed parts do not fit is simply not offered.
    let name: string;
    try {
      name = fit(candidate, settings.maxLength).name;
    } catch {
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    alternatives.push(name);
  }

  for (const name of [main.name, ...alternatives]) {
    // The assembly only ever produces [A-Za-z0-9_-] parts joined by separators; this guards that promise.
    if (!isValidBranchName(name)) throw new Error(`Could not build a valid branch name (got "${name}")`);
  }
  return { name: main.name, trimmed: main.trimmed, alternatives };
}
