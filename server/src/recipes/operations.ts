import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOperationCatalogue, type OperationCatalogue } from '../../../web/src/operations/catalogue';
import type { AnyOperation } from '../../../web/src/operations/operation';

// The operations the server knows: every tool folder's operations.ts, found on disk the way the
// browser's registry finds them with a glob (no central list). Operation modules use relative
// imports and load heavy libraries inside `run`, so importing them all is light.

export const toolsDir = fileURLToPath(new URL('../../../web/src/tools/', import.meta.url));

export type OperationLoadLog = { warn: (details: object, message: string) => void };

/** Imports every `<tools>/<tool>/operations.ts`. A module that fails to load is logged and left out (its operations are then unknown), never fatal. */
export async function loadOperationCatalogue(dir = toolsDir, log?: OperationLoadLog): Promise<OperationCatalogue> {
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, path.join(dir, entry.name, 'operations.ts')] as const)
    .filter(([, file]) => fs.existsSync(file))
    .sort(([a], [b]) => a.localeCompare(b));
  const modules = await Promise.all(
    files.map(async ([toolId, file]): Promise<[string, readonly AnyOperation[]] | null> => {
      try {
        const loaded = (await import(pathToFileURL(file).href)) as { operations?: readonly AnyOperation[] };
        if (!Array.isArray(loaded.operations)) throw new Error('it exports no `operations` list');
        return [toolId, loaded.operations];
      } catch (err) {
        log?.warn({ err, toolId }, 'operations module could not be loaded; its operations are unknown to the server');
        return null;
      }
    }),
  );
  return buildOperationCatalogue(modules.filter((m): m is [string, readonly AnyOperation[]] => m !== null));
}

let shared: Promise<OperationCatalogue> | null = null;

/** The catalogue of the app's own tools, loaded once per process. */
export function operationCatalogue(log?: OperationLoadLog): Promise<OperationCatalogue> {
  shared ??= loadOperationCatalogue(toolsDir, log).catch((err: unknown) => {
    shared = null;
    throw err;
  });
  return shared;
}
