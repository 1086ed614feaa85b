// What the refactoring hints report, and the thresholds they use (user-adjustable, kept in localStorage).

export const findingKinds = [
  'long-function',
  'deep-nesting',
  'complexity',
  'duplicate',
  'magic-number',
  'unused-variable',
  'unused-parameter',
  'long-parameter-list',
  'dead-code',
] as const;
export type FindingKind = (typeof findingKinds)[number];

export const findingLabels: Record<FindingKind, string> = {
  'long-function': 'Long function',
  'deep-nesting': 'Deep nesting',
  complexity: 'High complexity',
  duplicate: 'Duplicated block',
  'magic-number': 'Magic number',
  'unused-variable': 'Unused variable',
  'unused-parameter': 'Unused parameter',
  'long-parameter-list': 'Long parameter list',
  'dead-code': 'Dead code',
};

export type Finding = {
  kind: FindingKind;
  /** One line: what and where ("`total` has 63 lines of code"). */
  title: string;
  /** Why it matters, with the threshold that was crossed. */
  why: string;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  /** The function it is in, if any. */
  functionName?: string;
  /** A duplicated block's other copy. */
  other?: { startLine: number; endLine: number };
  /** The lines to show an AI for a proposal: the whole function, or both copies of a duplicate. */
  scope: { startLine: number; endLine: number };
};

export type Thresholds = {
  /** Lines of code in one function (ESLint's max-lines-per-function default: 50). */
  functionLines: number;
  /** Nested control blocks (ESLint's max-depth default: 4). */
  depth: number;
  /** Cyclomatic complexity (Ruff's C901 default: 10). */
  complexity: number;
  /** Parameters (ESLint's max-params default is 3; Pylint's 5). */
  parameters: number;
  /** Tokens in a duplicated block (jscpd's default: 50). */
  duplicateTokens: number;
};

export const defaultThresholds: Thresholds = { functionLines: 50, depth: 4, complexity: 10, parameters: 4, duplicateTokens: 50 };

/** Numbers that are not magic: -1, 0, 1 and 2 (a common ignore list for ESLint's no-magic-numbers). */
export const ORDINARY_NUMBERS = [-1, 0, 1, 2];

/** Hints as plain text for Copy: one per line, with where, what kind, what and why. */
export function hintsText(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const where = f.startLine === f.endLine ? `Line ${f.startLine}` : `Lines ${f.startLine}–${f.endLine}`;
      const copy = f.other ? ` (copy of ${f.other.startLine}–${f.other.endLine})` : '';
      return `${where}${copy} [${findingLabels[f.kind]}] ${f.title}: ${f.why}`;
    })
    .join('\n');
}
