// The code an AI proposes, read out of its Markdown answer, and what is sent to it.
import type { Finding } from './findings-model';

/** The lines of `code` from `startLine` to `endLine` (1-based, inclusive). */
export function linesOf(code: string, { startLine, endLine }: { startLine: number; endLine: number }): string {
  return code
    .split('\n')
    .slice(startLine - 1, endLine)
    .join('\n');
}

/** Replaces those lines with `replacement`. */
export function replaceLines(
  code: string,
  { startLine, endLine }: { startLine: number; endLine: number },
  replacement: string,
): string {
  const lines = code.split('\n');
  lines.splice(startLine - 1, endLine - startLine + 1, ...replacement.replace(/\n$/, '').split('\n'));
  return lines.join('\n');
}

/**
 * The snippet sent to the AI: the finding's function (or both copies of a duplicate), with the finding
 * as a comment on top so the proposal addresses it.
 */
export function requestSnippet(code: string, finding: Finding, commentPrefix: string): string {
  return [
    `${commentPrefix} Refactoring hint (lines ${finding.startLine}–${finding.endLine}): ${finding.title}. ${finding.why}`,
    linesOf(code, finding.scope),
  ].join('\n');
}

/**
 * The proposed code: the last fenced block of the answer (the refactor task asks for the complete
 * code in one block), without the hint comment if the model kept it. Null when there is none.
 */
export function proposedCode(answer: string, commentPrefix: string): string | null {
  const blocks = [...answer.matchAll(/```[^\n`]*\n([\s\S]*?)```/g)].map((m) => m[1]);
  const last = blocks.at(-1);
  if (last === undefined) return null;
  const lines = last.replace(/\n$/, '').split('\n');
  if (lines[0]?.trimStart().startsWith(`${commentPrefix} Refactoring hint`)) lines.shift();
  return lines.join('\n');
}

/** The answer without its code blocks: the suggestions and their reasons. */
export function explanation(answer: string): string {
  return answer
    .replace(/```[^\n`]*\n[\s\S]*?```/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
