import type { Diagnostic, Workspace } from '@astral-sh/ruff-wasm-web';
import { applyEdits, lineStarts, offsetAt } from '../text-edits';
import type { RuffMessage, RuffResult } from './ruff-types';

/** Ruff's own limit on fix passes (a fix can make room for another). */
const MAX_FIX_PASSES = 10;

function toMessages(code: string, diagnostics: Diagnostic[]): RuffMessage[] {
  const starts = lineStarts(code);
  const at = (p: { row: number; column: number }) => offsetAt(starts, code.length, p.row, p.column);
  return diagnostics
    .map((d) => ({
      code: d.code ?? 'invalid-syntax',
      message: d.message,
      line: d.start_location.row,
      column: d.start_location.column,
      endLine: d.end_location.row,
      endColumn: d.end_location.column,
      fix: d.fix
        ? {
            message: d.fix.message,
            edits: d.fix.edits.map((e) => ({ from: at(e.location), to: at(e.end_location), insert: e.content ?? '' })),
          }
        : undefined,
    }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** One Ruff run on a workspace made from the request's settings (the worker's job, and the tests'). */
export function lintWithRuff(workspace: Workspace, code: string, fix: boolean, version: string): RuffResult {
  const messages = toMessages(code, workspace.check(code) as Diagnostic[]);
  const result: RuffResult = { messages, version };
  if (fix) {
    let output = code;
    let remaining = messages;
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
      const fixes = remaining.flatMap((m) => (m.fix ? [m.fix.edits] : []));
      if (fixes.length === 0) break;
      const next = applyEdits(output, fixes);
      if (next.applied === 0 || next.text === output) break;
      output = next.text;
      remaining = toMessages(output, workspace.check(output) as Diagnostic[]);
    }
    result.fixed = { output, messages: remaining };
  }
  return result;
}
