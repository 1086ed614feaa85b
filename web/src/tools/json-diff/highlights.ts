import type { PatchOperation } from './diff';

// Which lines of each side a patch touches, for the side-by-side view. Paths of later operations
// refer to the document as earlier ones left it (RFC 6902 §3): for arrays that shift this is an
// approximation; object keys are exact.

export type LineMark = 'removed' | 'added' | 'changed' | 'moved';

export function lineMarks(
  patch: readonly PatchOperation[],
  leftSpans: Map<string, [number, number]>,
  rightSpans: Map<string, [number, number]>,
) {
  const left = new Map<number, LineMark>();
  const right = new Map<number, LineMark>();
  const mark = (side: Map<number, LineMark>, spans: Map<string, [number, number]>, path: string | undefined, how: LineMark) => {
    const span = path !== undefined ? spans.get(path) : undefined;
    if (!span) return;
    for (let line = span[0]; line <= span[1]; line++) if (!side.has(line)) side.set(line, how);
  };
  for (const op of patch) {
    if (op.op === 'remove') mark(left, leftSpans, op.path, 'removed');
    else if (op.op === 'add') mark(right, rightSpans, op.path, 'added');
    else if (op.op === 'replace') {
      mark(left, leftSpans, op.path, 'changed');
      mark(right, rightSpans, op.path, 'changed');
    } else if (op.op === 'move') {
      mark(left, leftSpans, op.from, 'moved');
      mark(right, rightSpans, op.path, 'moved');
    }
  }
  return { left, right };
}
