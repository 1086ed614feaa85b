/** A replacement of the text between two offsets (UTF-16 code units, `from` ≤ `to`). */
export type TextEdit = { from: number; to: number; insert: string };

/**
 * Applies edits that do not overlap; of overlapping ones the first (by position) wins and the others
 * are skipped, as ESLint and Ruff do in one fix pass. A group is applied whole or not at all.
 */
export function applyEdits(text: string, groups: readonly (readonly TextEdit[])[]): { text: string; applied: number } {
  const taken: TextEdit[] = [];
  let applied = 0;
  const ordered = groups
    .filter((group) => group.length > 0)
    .map((group) => [...group].sort((a, b) => a.from - b.from))
    .sort((a, b) => a[0].from - b[0].from);
  for (const group of ordered) {
    const clashes = group.some((edit) =>
      taken.some((t) => (edit.from < t.to && t.from < edit.to) || (edit.from === edit.to && edit.from === t.from)),
    );
    if (clashes) continue;
    taken.push(...group);
    applied++;
  }
  taken.sort((a, b) => b.from - a.from);
  let out = text;
  for (const edit of taken) out = out.slice(0, edit.from) + edit.insert + out.slice(edit.to);
  return { text: out, applied };
}

/** Offsets of the first character of each line (0-based lines). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** 1-based line and column (UTF-16) to an offset, clamped into the text. */
export function offsetAt(starts: readonly number[], textLength: number, line: number, column: number): number {
  if (line > starts.length) return textLength;
  const start = starts[Math.max(0, line - 1)];
  return Math.min(start + Math.max(0, column - 1), textLength);
}
