// Matching and replacing with JavaScript regular expressions (spec tools.md §5 Regex). These run
// inside regex.worker.ts: a catastrophic pattern can only be stopped by terminating its thread.

/** How long one evaluation may run before the worker is terminated. */
export const REGEX_TIME_LIMIT_MS = 1500;
/** Matches kept per evaluation: enough for any screen, bounded for memory. */
export const MAX_MATCHES = 10_000;

export const supportedFlags = [
  { flag: 'g', name: 'global', description: 'Find all matches, not just the first' },
  { flag: 'i', name: 'ignore case', description: 'Letters match either case' },
  { flag: 'm', name: 'multiline', description: '^ and $ match at line breaks' },
  { flag: 's', name: 'dot all', description: '. also matches line breaks' },
  { flag: 'u', name: 'unicode', description: 'Unicode code points and \\p{…} classes' },
  { flag: 'y', name: 'sticky', description: 'Match only where the last match ended' },
] as const;

export type GroupMatch = {
  /** 1-based group number. */
  number: number;
  name?: string;
  /** undefined when the group did not take part in the match. */
  value: string | undefined;
  start?: number;
  end?: number;
};

export type RegexMatch = { index: number; end: number; text: string; groups: GroupMatch[] };

export type MatchResult = { matches: RegexMatch[]; truncated: boolean };

/** Compiles a pattern; an invalid one throws 'Invalid regular expression: {reason}'. */
export function buildRegex({ pattern, flags = '' }: { pattern: string; flags?: string }): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (err) {
    // Engines already start their message with "Invalid regular expression: " (V8) or not
    // (Firefox, Safari): strip it so the spec's prefix appears exactly once.
    const reason = (err as Error).message.replace(/^Invalid regular expression:\s*/i, '');
    throw new Error(`Invalid regular expression: ${reason}`, { cause: err });
  }
}

/** Every match (or the first, without the g flag), with numbered and named groups and their positions. */
export function findMatches({
  pattern,
  flags = '',
  text,
  maxMatches = MAX_MATCHES,
}: {
  pattern: string;
  flags?: string;
  text: string;
  maxMatches?: number;
}): MatchResult {
  if (pattern === '' || text === '') return { matches: [], truncated: false };
  buildRegex({ pattern, flags });
  // 'd' (hasIndices) gives group positions; it changes nothing about what matches.
  const regex = new RegExp(pattern, flags.includes('d') ? flags : `${flags}d`);
  const names = groupNames(regex.source);
  const matches: RegexMatch[] = [];

  if (!regex.global) {
    const match = regex.exec(text);
    return { matches: match ? [toMatch(match, names)] : [], truncated: false };
  }
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text))) {
    if (matches.length === maxMatches) return { matches, truncated: true };
    matches.push(toMatch(match, names));
    // An empty match would be found again at the same place: step over one character (code point with u).
    if (match[0] === '') regex.lastIndex = advanceIndex(text, regex.lastIndex, regex.unicode || regex.flags.includes('v'));
  }
  return { matches, truncated: false };
}

/** The text with matches replaced ($1, $<name>, $& work as in String.prototype.replace). */
export function replaceMatches({
  pattern,
  flags = '',
  text,
  replacement,
}: {
  pattern: string;
  flags?: string;
  text: string;
  replacement: string;
}): string {
  if (pattern === '') return text;
  return text.replace(buildRegex({ pattern, flags }), replacement);
}

export type Segment = { text: string; match: number | null };

/**
 * The text cut into plain and matched pieces for highlighting. Empty matches become empty
 * segments so the screen can draw a caret where they are.
 */
export function highlightSegments({ text, matches }: { text: string; matches: Pick<RegexMatch, 'index' | 'end'>[] }): Segment[] {
  const segments: Segment[] = [];
  let position = 0;
  matches.forEach((match, i) => {
    if (match.index < position) return; // overlapping (cannot happen with exec, but stay safe)
    if (match.index > position) segments.push({ text: text.slice(position, match.index), match: null });
    segments.push({ text: text.slice(match.index, match.end), match: i });
    position = match.end;
  });
  if (position < text.length) segments.push({ text: text.slice(position), match: null });
  return segments;
}

function toMatch(match: RegExpExecArray, names: Map<number, string>): RegexMatch {
  const groups: GroupMatch[] = [];
  for (let i = 1; i < match.length; i++) {
    const span = match.indices?.[i];
    const group: GroupMatch = { number: i, value: match[i] };
    if (names.has(i)) group.name = names.get(i);
    if (span) {
      group.start = span[0];
      group.end = span[1];
    }
    groups.push(group);
  }
  return { index: match.index, end: match.index + match[0].length, text: match[0], groups };
}

/**
 * Maps group numbers to names. JavaScript reports named groups by name only, so the source is
 * scanned for capturing groups in order: "(" not followed by "?", or "(?<name>" (not a lookbehind),
 * skipping escapes and character classes.
 */
function groupNames(source: string): Map<number, string> {
  const names = new Map<number, string>();
  let number = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (source[i + 1] !== '?') number++;
      else if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
        number++;
        const name = /^[^>]+/.exec(source.slice(i + 3))?.[0];
        if (name) names.set(number, name);
      }
    }
  }
  return names;
}

function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  // Skip both halves of a surrogate pair in unicode mode.
  return code >= 0xd800 && code <= 0xdbff ? index + 2 : index + 1;
}

/** The pattern as a JavaScript regex literal: RegExp's own `source` escapes "/" and line breaks for that. */
export function regexLiteral({ pattern, flags }: { pattern: string; flags: string }): string {
  return `/${new RegExp(pattern, flags).source}/${flags}`;
}
