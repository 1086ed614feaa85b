/// <reference types="vite/client" />
import { buildOperationCatalogue, toolIdOfPath, type OperationCatalogue } from '../../web/src/operations/catalogue';
import type { AnyOperation } from '../../web/src/operations/operation';

// Every tool's operations, found at build time as the browser finds them (the same glob of
// tools/*/operations.ts): the bundle holds them all, and a tool folder that gains an operations
// module is in the next build. Heavy libraries stay behind each operation's own `await import()`.

const modules = import.meta.glob<readonly AnyOperation[]>('../../web/src/tools/*/operations.ts', {
  eager: true,
  import: 'operations',
});

export const catalogue: OperationCatalogue = buildOperationCatalogue(
  Object.entries(modules).map(([path, operations]) => [toolIdOfPath(path), operations]),
);

/** What the command line offers: everything but the operations that need a browser's document. */
export function runsHere(operation: AnyOperation): boolean {
  return operation.needs !== 'dom';
}
