// Reads pasted commits in the shapes developers copy them in: `git log` (full, also --stat or -p),
// `git log --oneline` (with decorations or --graph), or one subject per line.

export type LogShape = 'full' | 'oneline' | 'subjects';

export type LogEntry = {
  /** The commit hash as given (abbreviated or full), or null for a bare subject. */
  hash: string | null;
  /** The whole message for `git log`, the subject line otherwise. */
  message: string;
  /** `git log` said so (a `Merge:` line); for a subject, the parser decides from its wording. */
  merge: boolean;
};

const FULL_HEADER = /^commit ([0-9a-f]{7,64})\b/;
const ONELINE = /^([0-9a-f]{7,64})\s+(.*)$/;
/** `--graph` drawing before a line: `* `, `| * `, `|\`, `|/`… */
const GRAPH_PREFIX = /^[*|\\/_ ]*(?:\* |\| )[*|\\/_ ]*|^[|\\/ ]+$/;
/** A bullet a subject list may carry (`- feat: x`, `* fix: y`). */
const BULLET = /^(?:[-*•+]|\d+[.)])\s+/;

/** `git log --oneline --decorate` puts the refs in parentheses after the hash: `(HEAD -> main, tag: v1, origin/main)`. */
const DECORATION =
  /^\(((?:HEAD -> [^,()\s]+|tag: [^,()\s]+|[^,()\s]+)(?:, (?:HEAD -> [^,()\s]+|tag: [^,()\s]+|[^,()\s]+))*)\)\s+/;
const CLEARLY_A_REF = /^(?:HEAD(?: -> .+)?|tag: .+|.*\/.*|main|master|develop|trunk)$/;
const CONVENTIONAL_START = /^\w+(?:\([^()]*\))?!?: /;

/**
 * Removes the refs after a hash. "(wip) tidy" could be a subject, so parentheses go only when they
 * are clearly refs (HEAD, a tag, a remote branch, main…), name refs seen in another line's refs,
 * or stand before a Conventional Commits header.
 */
function stripDecoration(text: string, knownRefs: Set<string>): string {
  const match = text.startsWith('(') ? DECORATION.exec(text) : null;
  if (!match) return text;
  const refs = match[1].split(', ');
  const rest = text.slice(match[0].length);
  const isRefs =
    refs.some((ref) => CLEARLY_A_REF.test(ref)) || refs.every((ref) => knownRefs.has(ref)) || CONVENTIONAL_START.test(rest);
  return isRefs ? rest : text;
}

/** Ref names in the paste's unambiguous decorations (a local branch shows as `(topic)` elsewhere). */
function refsSeen(lines: string[]): Set<string> {
  const refs = new Set<string>();
  for (const line of lines) {
    const match = ONELINE.exec(stripGraph(line).trim());
    const decoration = match && match[2].startsWith('(') ? DECORATION.exec(match[2]) : null;
    if (!decoration) continue;
    const names = decoration[1].split(', ');
    if (!names.some((ref) => CLEARLY_A_REF.test(ref))) continue;
    for (const name of names) refs.add(name.replace(/^HEAD -> /, '').replace(/^tag: /, ''));
  }
  return refs;
}

/** Graph drawing only ever starts with one of these (checked first: 10,000 lines go through here). */
const GRAPH_START = new Set(['*', '|', '\\', '/', '_', ' ']);

function stripGraph(line: string): string {
  return GRAPH_START.has(line[0]) ? line.replace(GRAPH_PREFIX, '') : line;
}

const isFullHeader = (line: string) => line.startsWith('commit ') && FULL_HEADER.test(line);

function readFullLog(lines: string[]): LogEntry[] {
  const entries: LogEntry[] = [];
  let hash: string | null = null;
  let merge = false;
  let message: string[] = [];
  let state: 'headers' | 'message' | 'after' = 'after';
  const finish = () => {
    const text = message.join('\n').trim();
    if (hash && text) entries.push({ hash, message: text, merge });
  };
  for (const line of lines) {
    // Message lines are indented by four spaces, so a `commit` at the start is always a new commit.
    const header = line.startsWith('commit ') ? FULL_HEADER.exec(line) : null;
    if (header) {
      finish();
      [hash, merge, message, state] = [header[1], false, [], 'headers'];
    } else if (state === 'headers') {
      if (/^Merge:\s/.test(line)) merge = true;
      else if (line.trim() === '') state = 'message';
    } else if (state === 'message') {
      if (line.startsWith('    ')) message.push(line.slice(4));
      else if (line.trim() === '') message.push('');
      // Anything else (a --stat line, a patch) ends the message; the rest up to the next commit is skipped.
      else state = 'after';
    }
  }
  finish();
  return entries;
}

function readLines(lines: string[], oneline: boolean): LogEntry[] {
  const entries: LogEntry[] = [];
  const knownRefs = oneline ? refsSeen(lines) : new Set<string>();
  for (const raw of lines) {
    let line = stripGraph(raw).trim();
    if (!line) continue;
    let hash: string | null = null;
    const match = oneline ? ONELINE.exec(line) : null;
    if (match) {
      hash = match[1];
      line = stripDecoration(match[2], knownRefs).trim();
    } else {
      line = line.replace(BULLET, '');
    }
    if (line) entries.push({ hash, message: line, merge: false });
  }
  return entries;
}

/**
 * Splits pasted commits into entries, newest first as git lists them. The shape is decided for the
 * whole paste: `git log` when any line is a `commit <hash>` header; `--oneline` when most lines start
 * with a hash (so a subject that begins with a hex-looking word is not cut); bare subjects otherwise.
 */
export function readCommitLog({ text }: { text: string }): { shape: LogShape; entries: LogEntry[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.some(isFullHeader)) return { shape: 'full', entries: readFullLog(lines) };
  let nonBlank = 0;
  let hashed = 0;
  for (const line of lines) {
    const content = stripGraph(line).trim();
    if (!content) continue;
    nonBlank++;
    if (ONELINE.test(content)) hashed++;
  }
  const oneline = nonBlank > 0 && hashed / nonBlank >= 0.8;
  return { shape: oneline ? 'oneline' : 'subjects', entries: readLines(lines, oneline) };
}
