import { BUILDER_INSTRUCTION_MAX } from '@common/builder';
import { PREVIEW_MESSAGE_SOURCE } from './preview-document';

// Errors the generated page throws inside the preview, as its error bridge reports them
// (preview-document.ts), and the refinement that asks the AI to fix them.

export type RuntimeError = { message: string; file: string; line: number; column: number; count: number };

export const RUNTIME_ERRORS_MAX = 20;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * A runtime-error message from the preview, or null for anything else. The caller has already
 * checked that it came from the preview frame's window; the data is still the page's, so it is
 * read field by field, never trusted whole.
 */
export function readPreviewMessage(data: unknown): RuntimeError | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.source !== PREVIEW_MESSAGE_SOURCE || d.type !== 'runtime-error') return null;
  const message = text(d.message, 500).trim();
  if (!message) return null;
  return { message, file: text(d.file, 200), line: whole(d.line), column: whole(d.column), count: 1 };
}

/** Adds an error; a repeat of one already listed only counts up. At most 20 distinct errors are kept. */
export function addRuntimeError(errors: readonly RuntimeError[], error: RuntimeError): RuntimeError[] {
  const same = (e: RuntimeError) => e.message === error.message && e.file === error.file && e.line === error.line && e.column === error.column;
  const existing = errors.find(same);
  if (existing) return errors.map((e) => (e === existing ? { ...e, count: e.count + error.count } : e));
  return errors.length >= RUNTIME_ERRORS_MAX ? [...errors] : [...errors, error];
}

/** Where an error happened: 'script.js:12:5' for the site's script, 'line 12' elsewhere in the page. */
export function errorLocation({ file, line, column }: Pick<RuntimeError, 'file' | 'line' | 'column'>): string {
  if (!line) return '';
  if (/(^|\/)script\.js$/.test(file)) return `script.js:${line}${column ? `:${column}` : ''}`;
  return `line ${line}${column ? `, column ${column}` : ''}`;
}

/** The refinement instruction of 'Fix it': the errors, one a line, within the instruction limit. */
export function fixInstruction(errors: readonly RuntimeError[]): string {
  const intro = 'The page throws these JavaScript errors in the browser. Fix their cause without changing the design or content:';
  const lines: string[] = [];
  let length = intro.length;
  for (const error of errors) {
    const where = errorLocation(error);
    const line = `- ${error.message}${where ? ` (${where})` : ''}`;
    if (length + 1 + line.length > BUILDER_INSTRUCTION_MAX) break;
    lines.push(line);
    length += 1 + line.length;
  }
  return [intro, ...lines].join('\n');
}
