/// <reference types="vite/client" />
import { buildOperationCatalogue, toolIdOfPath, type OperationCatalogue } from '../../web/src/operations/catalogue';
import type { AnyOperation } from '../../web/src/operations/operation';

// Every tool's operations, found at build time as the browser finds them (the same glob of
// tools/*/operations.ts): a tool folder that gains an operations module is in the next build. Each
// module is its own lazily loaded part of the bundle: running one operation loads only its tool,
// found through the index the build writes in (cli/operation-index.ts); evaluating every tool's
// module (their option schemas, their libraries' top levels) was about 150 ms of each start.
// `list`, `help` of an unknown id and recipes load them all. Heavy libraries stay behind each
// operation's own `await import()`.

/** Operation id → tool id, written in by cli/vite.config.ts. */
declare const __DEVFORGE_OPERATION_INDEX__: Record<string, string>;

const loaders = new Map(
  Object.entries(import.meta.glob<readonly AnyOperation[]>('../../web/src/tools/*/operations.ts', { import: 'operations' })).map(
    ([path, load]) => [toolIdOfPath(path), load],
  ),
);

const loadTool = async (toolId: string): Promise<[string, readonly AnyOperation[]]> => [toolId, await loaders.get(toolId)!()];

let everything: Promise<OperationCatalogue> | null = null;

/** Every operation of every tool. */
export function loadCatalogue(): Promise<OperationCatalogue> {
  everything ??= Promise.all([...loaders.keys()].map(loadTool)).then(buildOperationCatalogue);
  return everything;
}

/** A catalogue that holds operation `id` when there is one: only its tool's module, else all of them. */
export async function catalogueFor(id: string): Promise<OperationCatalogue> {
  const toolId = Object.hasOwn(__DEVFORGE_OPERATION_INDEX__, id) ? __DEVFORGE_OPERATION_INDEX__[id] : undefined;
  if (toolId && loaders.has(toolId)) {
    const one = buildOperationCatalogue([await loadTool(toolId)]);
    if (one.find(id)) return one;
  }
  return loadCatalogue();
}

/** What the command line offers: everything but the operations that need a browser's document. */
export function runsHere(operation: AnyOperation): boolean {
  return operation.needs !== 'dom';
}
