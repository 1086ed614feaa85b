// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findOperationModules, toolsDir } from '../src/ops/discover';

// The server and the CLI find operations on disk, with no list to keep. Each module must load in
// plain Node through tsx, as the server's worker threads load it: not through Vite, whose aliases
// (`@/…`) would hide an import Node cannot resolve.

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

describe('operations in Node', () => {
  it('finds every tools/*/operations.ts', () => {
    const onDisk = fs
      .readdirSync(toolsDir)
      .filter((name) => fs.existsSync(path.join(toolsDir, name, 'operations.ts')))
      .sort();
    expect(findOperationModules().map((m) => m.toolId)).toEqual(onDisk);
    expect(onDisk).toContain('base64-encoder');
  });

  it('loads every operations module in plain Node (tsx), each exporting its operations, ids unique', async () => {
    const script = `
      const { findOperationModules, importOperations, loadOperationCatalogue } = await import('./server/src/ops/discover.ts');
      const failures = [];
      for (const { toolId, file } of findOperationModules()) {
        try { await importOperations(file); } catch (error) { failures.push(toolId + ': ' + (error?.stack ?? error)); }
      }
      if (failures.length) { console.error(failures.join('\\n')); process.exit(1); }
      const catalogue = await loadOperationCatalogue();
      console.log(JSON.stringify(catalogue.list.map(({ operation, toolId }) => [toolId, operation.id])));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 120_000,
    });
    const entries = JSON.parse(stdout) as [string, string][];
    expect(entries).toContainEqual(['base64-encoder', 'base64-encode']);
    expect(entries).toContainEqual(['base64-encoder', 'base64-decode']);
    expect(new Set(entries.map(([, id]) => id)).size).toBe(entries.length);
    expect(new Set(entries.map(([toolId]) => toolId))).toEqual(new Set(findOperationModules().map((m) => m.toolId)));
  });
});
