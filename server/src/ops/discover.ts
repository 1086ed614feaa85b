import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOperationCatalogue, type OperationCatalogue } from '../../../web/src/operations/catalogue';
import type { AnyOperation } from '../../../web/src/operations/operation';

// The operation catalogue in Node: every tools/<tool-id>/operations.ts, found on disk (as the
// browser finds them with import.meta.glob) and imported as they are (they use relative imports
// only, so tsx loads them). No list to keep: a tool folder that gains an operations.ts is served.

/** web/src/tools, where every tool folder lives. */
export const toolsDir = fileURLToPath(new URL('../../../web/src/tools/', import.meta.url));

export type OperationModule = { toolId: string; file: string };

/** The operations modules under `dir` (one per tool folder that has one), in folder order. */
export function findOperationModules(dir: string = toolsDir): OperationModule[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ toolId: entry.name, file: path.join(dir, entry.name, 'operations.ts') }))
    .filter(({ file }) => fs.existsSync(file))
    .sort((a, b) => a.toolId.localeCompare(b.toolId));
}

/** A catalogue that also knows the file of each tool's module (the worker threads import it by path). */
export type NodeOperationCatalogue = OperationCatalogue & { fileOf(toolId: string): string | undefined };

/** Imports one tool's operations module and checks that it exports what the contract says. */
export async function importOperations(file: string): Promise<readonly AnyOperation[]> {
  const module = (await import(pathToFileURL(file).href)) as { operations?: unknown };
  if (!Array.isArray(module.operations) || module.operations.length === 0) {
    throw new Error(`${file} does not export a non-empty \`operations\` array`);
  }
  return module.operations as AnyOperation[];
}

/** Every tool's operations, from the modules under `dirs` (web/src/tools by default). */
export async function loadOperationCatalogue(dirs: readonly string[] = [toolsDir]): Promise<NodeOperationCatalogue> {
  const modules = dirs.flatMap((dir) => findOperationModules(dir));
  const loaded = await Promise.all(
    modules.map(async ({ toolId, file }): Promise<[string, readonly AnyOperation[]]> => [toolId, await importOperations(file)]),
  );
  const files = new Map(modules.map(({ toolId, file }) => [toolId, file]));
  return { ...buildOperationCatalogue(loaded), fileOf: (toolId) => files.get(toolId) };
}
