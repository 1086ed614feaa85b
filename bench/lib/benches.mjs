// Finds the bench files: every bench/<name>.bench.mjs is one bench, so a later issue adds rows
// by adding a file. A bench file exports:
//
//   export const title = 'What it measures';          // shown while it runs
//   export const order = 50;                          // optional: lower runs first (default 100)
//   export const timeoutMs = 60_000;                  // optional: default 90 s
//   export async function run(ctx) { return [rows]; } // rows from ./lib/rows.mjs
//
// ctx is described in ./context.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SUFFIX = '.bench.mjs';
export const DEFAULT_TIMEOUT_MS = 90_000;

export async function discoverBenches(benchDir) {
  const files = fs.readdirSync(benchDir).filter((f) => f.endsWith(SUFFIX));
  const benches = await Promise.all(
    files.map(async (file) => {
      const mod = await import(pathToFileURL(path.join(benchDir, file)).href);
      const name = file.slice(0, -SUFFIX.length);
      if (typeof mod.run !== 'function') throw new Error(`bench/${file} must export async function run(ctx)`);
      return {
        name,
        title: mod.title ?? name,
        order: mod.order ?? 100,
        timeoutMs: mod.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        run: mod.run,
      };
    }),
  );
  return benches.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
