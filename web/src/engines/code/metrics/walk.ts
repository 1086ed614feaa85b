import type { Node } from '../tree-sitter/tree-sitter';

/**
 * Visits every node under `root` in document order. `visit` returns false to skip a node's children
 * (a nested function, a string literal read as one token).
 */
export function walk(root: Node, visit: (node: Node) => boolean | void): void {
  const cursor = root.walk();
  try {
    let descend = visit(cursor.currentNode) !== false;
    for (;;) {
      if (descend && cursor.gotoFirstChild()) {
        descend = visit(cursor.currentNode) !== false;
        continue;
      }
      for (;;) {
        if (cursor.currentNode.id === root.id) return;
        if (cursor.gotoNextSibling()) {
          descend = visit(cursor.currentNode) !== false;
          break;
        }
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}
