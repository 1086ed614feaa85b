// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run new-tool -- <id>` writes a tool in the operation model: meta on the generic screen,
// operations.ts with worked examples and its test, the screen over them, the logic and its test.
// (Written into a scratch checkout with --root; a generated tool was also checked by hand with
// tsc, eslint, prettier and its own tests.)
const repo = path.resolve(import.meta.dirname, '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-tool-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('new-tool', () => {
  it('writes meta, operations and their test, the screen, the logic and its test; no e2e spec', () => {
    fs.mkdirSync(path.join(scratch, 'web/src/tools'), { recursive: true });
    fs.copyFileSync(path.join(repo, 'web/src/tools/types.ts'), path.join(scratch, 'web/src/tools/types.ts'));
    execFileSync(process.execPath, [
      path.join(repo, 'scripts/new-tool.mjs'),
      'line-trimmer',
      '--category',
      'text',
      '--root',
      scratch,
    ]);
    const dir = path.join(scratch, 'web/src/tools/line-trimmer');
    expect(fs.readdirSync(dir).sort()).toEqual([
      'LineTrimmer.tsx',
      'line.test.ts',
      'line.ts',
      'meta.ts',
      'operations.test.ts',
      'operations.ts',
    ]);
    expect(fs.existsSync(path.join(scratch, 'e2e'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'meta.ts'), 'utf8')).toContain("screen: 'operations'");
    const operations = fs.readFileSync(path.join(dir, 'operations.ts'), 'utf8');
    expect(operations).toContain("id: 'line-trimmer-transform'");
    expect(operations).toContain('examples: [');
    // Node, the server and the CLI load operation modules as they are: relative imports only.
    expect(operations).not.toMatch(/from '@\//);
    expect(fs.readFileSync(path.join(dir, 'LineTrimmer.tsx'), 'utf8')).toContain('<OperationTool');
    expect(fs.readFileSync(path.join(dir, 'operations.test.ts'), 'utf8')).toContain('lineTrimmerTransform');
  });

  it('refuses a tool that exists and a logic file named operations', () => {
    const run = (args: string[]) =>
      execFileSync(process.execPath, [path.join(repo, 'scripts/new-tool.mjs'), ...args, '--root', scratch], { stdio: 'pipe' });
    expect(() => run(['line-trimmer'])).toThrow(/already exists/);
    expect(() => run(['operations-viewer'])).toThrow(/cannot be called operations\.ts/);
  });
});
