import type { AnyOperation } from './operation';

// Every operation with the tool that owns it. The browser fills it from a glob of
// tools/*/operations.ts (tools/operation-registry.ts), Node from the same files on disk
// (server/src/ops/, the CLI): no central list to edit.

export type OperationEntry = { operation: AnyOperation; toolId: string };

export type OperationCatalogue = {
  list: readonly OperationEntry[];
  find: (id: string) => OperationEntry | undefined;
  ofTool: (toolId: string) => readonly AnyOperation[];
};

/** A tool folder's path → its id: `./json-formatter/operations.ts` → `json-formatter`. */
export function toolIdOfPath(path: string): string {
  const match = /([^/\\]+)[/\\]operations\.[jt]s$/.exec(path);
  if (!match) throw new Error(`not a tool's operations module: ${path}`);
  return match[1]!;
}

export function buildOperationCatalogue(modules: Iterable<[toolId: string, operations: readonly AnyOperation[]]>): OperationCatalogue {
  const list: OperationEntry[] = [];
  const byId = new Map<string, OperationEntry>();
  const byTool = new Map<string, AnyOperation[]>();
  for (const [toolId, operations] of modules) {
    for (const operation of operations) {
      const earlier = byId.get(operation.id);
      if (earlier) throw new Error(`Operation id "${operation.id}" is declared by both ${earlier.toolId} and ${toolId}`);
      const entry = { operation, toolId };
      byId.set(operation.id, entry);
      list.push(entry);
    }
    byTool.set(toolId, [...operations]);
  }
  list.sort((a, b) => a.operation.id.localeCompare(b.operation.id));
  return { list, find: (id) => byId.get(id), ofTool: (toolId) => byTool.get(toolId) ?? [] };
}
