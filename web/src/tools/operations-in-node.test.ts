// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// Operations run outside the browser too (the server's workers, the CLI), where there is no `@/`
// alias and no document: every tools/*/operations.ts must load in plain Node through tsx, with
// relative imports only. Vitest resolves the alias, so only a real Node process can tell.

const toolsDir = path.resolve(import.meta.dirname);
const files = fs
  .readdirSync(toolsDir)
  .map((id) => path.join(toolsDir, id, 'operations.ts'))
  .filter((file) => fs.existsSync(file));

describe('operations modules in plain Node', () => {
  it('every tools/*/operations.ts loads with tsx and exports its operations', () => {
    expect(files.length).toBeGreaterThan(0);
    const script = `
      const failures = [];
      for (const url of ${JSON.stringify(files.map((f) => pathToFileURL(f).href))}) {
        try {
          const mod = await import(url);
          if (!Array.isArray(mod.operations) || mod.operations.length === 0) failures.push(url + ': no operations exported');
        } catch (err) {
          failures.push(url + ': ' + (err && err.message ? err.message.split('\\n')[0] : String(err)));
        }
      }
      console.log(JSON.stringify(failures));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: path.resolve(toolsDir, '../../..'),
    });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual([]);
  }, 60_000);
});
