import { JsonSyntaxError } from '../../engines/json/format';
import type { TextStats } from '../../engines/json/text-stats';

/** What the screen shows for a failed run; plain data, so it crosses the worker boundary. */
export type FormatFailure = { message: string; position?: number; line?: number; column?: number };

/**
 * A finished worker run. The full output stays in the worker (posting 30 MB back cost 200 ms of
 * the worker's time and a long task on the page): the page gets what it shows, and asks for the
 * whole text only when the user copies, downloads or shares it.
 */
export type FormatReply =
  | ({ type: 'result'; id: number; ok: true; preview: string; length: number } & TextStats)
  | { type: 'result'; id: number; ok: false; failure: FormatFailure }
  /** The answer to an `output` request: null when that run's output is no longer kept. */
  | { type: 'output'; id: number; output: string | null };

export function toFormatFailure(err: unknown): FormatFailure {
  if (err instanceof JsonSyntaxError) return { message: err.message, position: err.position, line: err.line, column: err.column };
  return { message: err instanceof Error ? err.message : String(err) };
}
