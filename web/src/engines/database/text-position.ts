import type { TextPosition } from './types';

/** The 1-based line and column of a 0-based character offset in `text` (clamped to its ends). */
export function positionAt(text: string, offset: number): TextPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { offset: at, line, column: at - lineStart + 1 };
}
