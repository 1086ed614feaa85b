// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Finding } from './findings-model';
import { explanation, linesOf, proposedCode, replaceLines, requestSnippet } from './proposal';

const code = 'a\nfunction f(x) {\n  return x * 7;\n}\nz';
const finding: Finding = {
  kind: 'magic-number',
  title: 'Magic number 7 in f',
  why: 'Name it.',
  startLine: 3,
  endLine: 3,
  functionName: 'f',
  scope: { startLine: 2, endLine: 4 },
};

describe('AI proposals', () => {
  it('sends the finding’s function with the finding as a comment', () => {
    expect(requestSnippet(code, finding, '//')).toBe(
      '// Refactoring hint (lines 3–3): Magic number 7 in f. Name it.\nfunction f(x) {\n  return x * 7;\n}',
    );
    expect(linesOf(code, finding.scope)).toBe('function f(x) {\n  return x * 7;\n}');
  });

  it('reads the last code block of the answer, dropping the hint comment', () => {
    const answer =
      '1. Name the factor.\n\n```js\nconst x = 1;\n```\n\nThe result:\n\n```javascript\n// Refactoring hint (lines 3–3): Magic number 7\nconst FACTOR = 7;\nfunction f(x) {\n  return x * FACTOR;\n}\n```\n';
    expect(proposedCode(answer, '//')).toBe('const FACTOR = 7;\nfunction f(x) {\n  return x * FACTOR;\n}');
    expect(explanation(answer)).toBe('1. Name the factor.\n\nThe result:');
    expect(proposedCode('No code here.', '//')).toBeNull();
  });

  it('puts the proposal in place of the lines it was made from', () => {
    expect(replaceLines(code, finding.scope, 'const F = 7;\nfunction f(x) {\n  return x * F;\n}\n')).toBe(
      'a\nconst F = 7;\nfunction f(x) {\n  return x * F;\n}\nz',
    );
  });
});
