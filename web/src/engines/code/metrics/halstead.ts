// Halstead measures from the parse tree's tokens: operands are names and literals (a string counts as
// one token), operators are every other token: keywords, operators and punctuation, a bracket pair
// counting once (the closing bracket is not counted). Comments are not tokens.
import type { Node } from '../tree-sitter/tree-sitter';
import { walk } from './walk';

export type Halstead = {
  /** Distinct operators (n1) and operands (n2); total operators (N1) and operands (N2). */
  distinctOperators: number;
  distinctOperands: number;
  operators: number;
  operands: number;
  vocabulary: number;
  length: number;
  /** N × log2(n). */
  volume: number;
  /** (n1 / 2) × (N2 / n2). */
  difficulty: number;
  effort: number;
};

const literal =
  /string|char|template|number|integer|float|decimal|hex|octal|binary|true|false|null|none|nil|undefined|regex|boolean/i;
const closing = new Set([')', ']', '}']);

export function halstead(root: Node): Halstead {
  const operators = new Map<string, number>();
  const operands = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  walk(root, (node) => {
    if (node.type === 'comment' || node.type.endsWith('_comment')) return false;
    // A string (with its quotes and pieces) is one operand.
    if (node.isNamed && /string|template_string|char_literal|raw_string/.test(node.type) && node.childCount > 0) {
      add(operands, node.text);
      return false;
    }
    if (node.childCount > 0) return true;
    if (node.isNamed || literal.test(node.type)) add(operands, node.text);
    else if (!closing.has(node.type) && node.text.trim() !== '') add(operators, node.type);
    return true;
  });
  const n1 = operators.size;
  const n2 = operands.size;
  const N1 = [...operators.values()].reduce((a, b) => a + b, 0);
  const N2 = [...operands.values()].reduce((a, b) => a + b, 0);
  const vocabulary = n1 + n2;
  const length = N1 + N2;
  const volume = vocabulary > 1 ? length * Math.log2(vocabulary) : 0;
  const difficulty = n2 > 0 ? (n1 / 2) * (N2 / n2) : 0;
  return {
    distinctOperators: n1,
    distinctOperands: n2,
    operators: N1,
    operands: N2,
    vocabulary,
    length,
    volume,
    difficulty,
    effort: difficulty * volume,
  };
}

/**
 * The maintainability index as Visual Studio computes it: max(0, (171 − 5.2 ln V − 0.23 G − 16.2 ln L) × 100 / 171),
 * with V the Halstead volume, G the cyclomatic complexity and L the lines of code; clamped to 0–100.
 */
export function maintainabilityIndex({
  volume,
  complexity,
  lines,
}: {
  volume: number;
  complexity: number;
  lines: number;
}): number {
  if (lines === 0) return 100;
  const raw = (171 - 5.2 * Math.log(Math.max(volume, 1)) - 0.23 * complexity - 16.2 * Math.log(lines)) * (100 / 171);
  return Math.min(100, Math.max(0, raw));
}
