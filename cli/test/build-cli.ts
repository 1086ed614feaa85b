import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the CLI as `npm run build:cli` does, into a folder of its own; the path of devforge.mjs. */
export function buildCli(): { bundle: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-cli-'));
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'cli/vite.config.ts'],
    {
      cwd: root,
      env: { ...process.env, DEVFORGE_CLI_OUT_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return { bundle: path.join(dir, 'devforge.mjs'), dir };
}
