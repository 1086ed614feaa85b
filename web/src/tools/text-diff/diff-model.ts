// The diff-line model of the spec (tools.md §3: type, line1, line2, lineNum) built from a real
// LCS diff (jsdiff), not a line-by-line comparison, plus word-level changes for modified lines.
import { createTwoFilesPatch, diffArrays, diffWords, diffWordsWithSpace, FILE_HEADERS_ONLY, parsePatch } from 'diff';

export type DiffLineType = 'equal' | 'modified' | 'removed' | 'added';

/** A run of text inside a modified line; `changed` marks words removed (left) or added (right). */
export type WordPart = { value: string; changed: boolean };

export type DiffLine = {
  type: DiffLineType;
  /** The line of the original (left) text; null for added lines. */
  line1: string | null;
  /** The line of the changed (right) text; null for removed lines. */
  line2: string | null;
  /** 1-based line numbers on each side; null on the side the line does not exist. */
  lineNum: { left: number | null; right: number | null };
  /** Word-level changes of a modified line, for each side. */
  words?: { left: WordPart[]; right: WordPart[] };
};

export type DiffStats = { added: number; removed: number; modified: number; unchanged: number };

export type DiffResult = { lines: DiffLine[]; stats: DiffStats; identical: boolean };

export type DiffOptions = {
  left: string;
  right: string;
  /** Ignore indentation, trailing spaces and the amount of inner whitespace. */
  ignoreWhitespace?: boolean;
  ignoreCase?: boolean;
  /** Give up after this many ms (huge, very different texts); jsdiff's own abort option. */
  timeoutMs?: number;
};

/** Lines of a text; a final newline does not make an extra empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function normaliser({ ignoreWhitespace, ignoreCase }: Pick<DiffOptions, 'ignoreWhitespace' | 'ignoreCase'>) {
  return (line: string) => {
    let out = ignoreWhitespace ? line.trim().replace(/\s+/g, ' ') : line;
    if (ignoreCase) out = out.toLowerCase();
    return out;
  };
}

function wordParts(left: string, right: string, options: Pick<DiffOptions, 'ignoreWhitespace' | 'ignoreCase'>) {
  const changes = options.ignoreWhitespace
    ? diffWords(left, right, { ignoreCase: options.ignoreCase })
    : diffWordsWithSpace(left, right, { ignoreCase: options.ignoreCase });
  const result: { left: WordPart[]; right: WordPart[] } = { left: [], right: [] };
  // jsdiff gives the new side's text for common runs; rebuild the left side from its own text
  // so case or spacing that was ignored still shows as typed.
  let leftAt = 0;
  for (const change of changes) {
    if (change.added) result.right.push({ value: change.value, changed: true });
    else if (change.removed) {
      result.left.push({ value: left.slice(leftAt, leftAt + change.value.length), changed: true });
      leftAt += change.value.length;
    } else {
      result.right.push({ value: change.value, changed: false });
      const end = findCommonEnd(left, leftAt, change.value, options);
      result.left.push({ value: left.slice(leftAt, end), changed: false });
      leftAt = end;
    }
  }
  if (leftAt < left.length) result.left.push({ value: left.slice(leftAt), changed: false });
  // Safety net: if the rebuilt sides do not spell the lines exactly, mark the whole line instead.
  if (result.left.map((p) => p.value).join('') !== left) result.left = [{ value: left, changed: true }];
  if (result.right.map((p) => p.value).join('') !== right) result.right = [{ value: right, changed: true }];
  return result;
}

// Where a common run (taken from the right side) ends in the left text: lengths can differ only
// in whitespace, so walk both strings skipping whitespace differences.
function findCommonEnd(left: string, from: number, common: string, options: Pick<DiffOptions, 'ignoreWhitespace'>): number {
  if (!options.ignoreWhitespace) return from + common.length;
  let i = from;
  for (const ch of common) {
    if (/\s/.test(ch)) {
      while (i < left.length && /\s/.test(left[i])) i++;
    } else {
      while (i < left.length && /\s/.test(left[i])) i++;
      i++;
    }
  }
  return Math.min(i, left.length);
}

/** Dice coefficient of character bigrams: 1 for equal lines, near 0 for unrelated ones. */
export function lineSimilarity(a: string, b: string): number {
  const x = a.trim();
  const y = b.trim();
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const bigrams = new Map<string, number>();
  for (let i = 0; i < x.length - 1; i++) {
    const g = x.slice(i, i + 2);
    bigrams.set(g, (bigrams.get(g) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < y.length - 1; i++) {
    const g = y.slice(i, i + 2);
    const n = bigrams.get(g) ?? 0;
    if (n > 0) {
      bigrams.set(g, n - 1);
      shared++;
    }
  }
  return (2 * shared) / (x.length - 1 + y.length - 1);
}

/** Lines this similar or more count as one modified line rather than one removed and one added. */
const PAIR_THRESHOLD = 0.4;
/** Above this many removed × added lines, pair by position instead (the alignment is quadratic). */
const ALIGN_LIMIT = 250_000;

type AlignStep = { kind: 'pair'; i: number; j: number } | { kind: 'removed'; i: number } | { kind: 'added'; j: number };

/**
 * Pairs the removed and added lines of one change block, keeping their order, so that the pairs'
 * total similarity is as high as possible (a small sequence alignment).
 */
function alignBlock(removed: string[], added: string[], norm: (line: string) => string): AlignStep[] {
  const n = removed.length;
  const m = added.length;
  const steps: AlignStep[] = [];
  if (n === 0 || m === 0 || n * m > ALIGN_LIMIT) {
    const pairs = Math.min(n, m);
    for (let k = 0; k < pairs; k++) steps.push({ kind: 'pair', i: k, j: k });
    for (let i = pairs; i < n; i++) steps.push({ kind: 'removed', i });
    for (let j = pairs; j < m; j++) steps.push({ kind: 'added', j });
    return steps;
  }
  const a = removed.map(norm);
  const b = added.map(norm);
  const sims = a.map((x) => b.map((y) => lineSimilarity(x, y)));
  // best[i][j]: the highest total similarity when aligning removed[i..] with added[j..].
  const best = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  const pairScore = (i: number, j: number) => (sims[i][j] >= PAIR_THRESHOLD ? sims[i][j] + best[i + 1][j + 1] : -1);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) best[i][j] = Math.max(pairScore(i, j), best[i + 1][j], best[i][j + 1]);
  }
  // Between two similar pairs, the leftover lines still pair up by position: a line replaced by
  // a different one is "modified" too. Only the surplus of one side is removed or added.
  let gapRemoved: number[] = [];
  let gapAdded: number[] = [];
  const closeGap = () => {
    const pairs = Math.min(gapRemoved.length, gapAdded.length);
    for (let k = 0; k < pairs; k++) steps.push({ kind: 'pair', i: gapRemoved[k], j: gapAdded[k] });
    for (const i of gapRemoved.slice(pairs)) steps.push({ kind: 'removed', i });
    for (const j of gapAdded.slice(pairs)) steps.push({ kind: 'added', j });
    gapRemoved = [];
    gapAdded = [];
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (best[i][j] === pairScore(i, j)) {
      closeGap();
      steps.push({ kind: 'pair', i: i++, j: j++ });
    } else if (best[i][j] === best[i + 1][j]) gapRemoved.push(i++);
    else gapAdded.push(j++);
  }
  while (i < n) gapRemoved.push(i++);
  while (j < m) gapAdded.push(j++);
  closeGap();
  return steps;
}

/** Compares two texts line by line; similar removed/added lines become "modified". */
export function diffTexts({ left, right, ignoreWhitespace = false, ignoreCase = false, timeoutMs }: DiffOptions): DiffResult {
  const a = splitLines(left);
  const b = splitLines(right);
  const norm = normaliser({ ignoreWhitespace, ignoreCase });
  const changes = timeoutMs
    ? diffArrays(a, b, { comparator: (x, y) => norm(x) === norm(y), timeout: timeoutMs })
    : diffArrays(a, b, { comparator: (x, y) => norm(x) === norm(y) });
  if (!changes) throw new Error(`These texts are too different to compare within ${Math.round((timeoutMs ?? 0) / 1000)} s`);

  const lines: DiffLine[] = [];
  const stats: DiffStats = { added: 0, removed: 0, modified: 0, unchanged: 0 };
  let l = 0;
  let r = 0;
  let removed: string[] = [];
  let added: string[] = [];

  // A block of removals and additions: similar lines pair up as modifications, the rest stay
  // removed or added, in their original order.
  const flush = () => {
    for (const step of alignBlock(removed, added, norm)) {
      if (step.kind === 'pair') {
        const [line1, line2] = [removed[step.i], added[step.j]];
        lines.push({
          type: 'modified',
          line1,
          line2,
          lineNum: { left: ++l, right: ++r },
          words: wordParts(line1, line2, { ignoreWhitespace, ignoreCase }),
        });
        stats.modified++;
      } else if (step.kind === 'removed') {
        lines.push({ type: 'removed', line1: removed[step.i], line2: null, lineNum: { left: ++l, right: null } });
        stats.removed++;
      } else {
        lines.push({ type: 'added', line1: null, line2: added[step.j], lineNum: { left: null, right: ++r } });
        stats.added++;
      }
    }
    removed = [];
    added = [];
  };

  for (const change of changes) {
    if (change.removed) removed.push(...change.value);
    else if (change.added) added.push(...change.value);
    else {
      flush();
      // Common lines may differ in ignored case or whitespace: keep each side's own text.
      for (const _ of change.value) {
        lines.push({ type: 'equal', line1: a[l], line2: b[r], lineNum: { left: ++l, right: ++r } });
        stats.unchanged++;
      }
    }
  }
  flush();
  return { lines, stats, identical: stats.added + stats.removed + stats.modified === 0 };
}

export type Fold = { kind: 'lines'; lines: DiffLine[] } | { kind: 'hidden'; lines: DiffLine[] };

/** Collapses runs of unchanged lines longer than 2×context+1, keeping `context` lines around changes. */
export function foldUnchanged({ lines, context = 3 }: { lines: DiffLine[]; context?: number }): Fold[] {
  const folds: Fold[] = [];
  let i = 0;
  const push = (kind: Fold['kind'], chunk: DiffLine[]) => {
    if (chunk.length === 0) return;
    const last = folds[folds.length - 1];
    if (last && last.kind === kind && kind === 'lines') last.lines.push(...chunk);
    else folds.push({ kind, lines: chunk });
  };
  while (i < lines.length) {
    if (lines[i].type !== 'equal') {
      push('lines', [lines[i]]);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end].type === 'equal') end++;
    const run = lines.slice(i, end);
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      push('lines', run.slice(0, keepBefore));
      push('hidden', run.slice(keepBefore, run.length - keepAfter));
      push('lines', run.slice(run.length - keepAfter));
    } else push('lines', run);
    i = end;
  }
  return folds;
}

/**
 * A unified diff (`git apply` / `patch` format). It always describes the exact texts, whatever the
 * ignore options, so that it applies cleanly to the original.
 */
export function createUnifiedDiff({
  left,
  right,
  leftName = 'original',
  rightName = 'modified',
  context = 3,
}: {
  left: string;
  right: string;
  leftName?: string;
  rightName?: string;
  context?: number;
}): string {
  return createTwoFilesPatch(leftName, rightName, left, right, undefined, undefined, {
    context,
    headerOptions: FILE_HEADERS_ONLY,
  });
}

/**
 * The two sides of a unified diff (what smart paste hands over): context and "-" lines make the
 * left text, context and "+" lines the right. Null when the text is not a diff.
 */
export function parseUnifiedDiff(text: string): { left: string; right: string } | null {
  if (!/^@@ -\d+(,\d+)? \+\d+(,\d+)? @@/m.test(text)) return null;
  let patches;
  try {
    patches = parsePatch(text);
  } catch {
    return null;
  }
  const left: string[] = [];
  const right: string[] = [];
  for (const patch of patches) {
    for (const hunk of patch.hunks) {
      for (const line of hunk.lines) {
        const body = line.slice(1);
        if (line.startsWith(' ')) {
          left.push(body);
          right.push(body);
        } else if (line.startsWith('-')) left.push(body);
        else if (line.startsWith('+')) right.push(body);
      }
    }
  }
  if (left.length === 0 && right.length === 0) return null;
  return { left: left.join('\n'), right: right.join('\n') };
}
