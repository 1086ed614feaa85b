import type { Node } from 'web-tree-sitter';

export type SyntaxProblem = { line: number; column: number; endLine: number; endColumn: number; message: string };

/** 1-based line and column of a node's start (tree-sitter counts rows and UTF-16 columns from 0). */
export function startOf(node: Node): { line: number; column: number } {
  return { line: node.startPosition.row + 1, column: node.startPosition.column + 1 };
}

export function endOf(node: Node): { line: number; column: number } {
  return { line: node.endPosition.row + 1, column: node.endPosition.column + 1 };
}

/**
 * The first parse error in document order, worded for people: a missing token ("Missing ';'") or
 * the text the parser could not place ("Unexpected 'else'"). Null when the tree is clean.
 */
export function firstSyntaxError(root: Node): SyntaxProblem | null {
  if (!root.hasError) return null;
  let node: Node = root;
  for (;;) {
    if (node.isMissing || node.isError) break;
    const next: Node | undefined = node.children.find((child) => child.hasError || child.isMissing);
    if (!next) break;
    node = next;
  }
  const text = node.text.trim().split('\n')[0]?.slice(0, 40) ?? '';
  const message = node.isMissing
    ? `Syntax error: missing ${node.type.length <= 3 ? `'${node.type}'` : node.type.replace(/_/g, ' ')}`
    : text
      ? `Syntax error: unexpected '${text}'`
      : 'Syntax error';
  const start = startOf(node);
  const end = endOf(node);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column, message };
}
