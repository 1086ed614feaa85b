import { utf8Length } from '../../operations/kinds';

/** Line count and UTF-8 size of a text, as the output box's hint shows them. */
export type TextStats = { lines: number; bytes: number };

export function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

export function textStats(text: string): TextStats {
  return { lines: countLines(text), bytes: utf8Length(text) };
}
