import { JsonSyntaxError } from './format';
import type { TextStats } from './text-stats';

/** What the screen shows for a failed run; plain data, so it crosses the worker boundary. */
export type FormatFailure = { message: string; position?: number; line?: number; column?: number };

export type FormatReply = ({ id: number; ok: true; output: string } & TextStats) | { id: number; ok: false; failure: FormatFailure };

export function toFormatFailure(err: unknown): FormatFailure {
  if (err instanceof JsonSyntaxError) return { message: err.message, position: err.position, line: err.line, column: err.column };
  return { message: err instanceof Error ? err.message : String(err) };
}
