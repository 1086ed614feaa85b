// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedChunks } from '../embed-chunks';

// The CLI is one file: what its operations load on first use is embedded compressed and written
// to a cache folder when first needed. Checked on a small bundle with a library and a lazy part
// that imports the entry back.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the one-file bundle with embedded chunks', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devforge-embed-'));
  const cacheDir = path.join(outDir, 'cache');
  const bundle = path.join(outDir, 'entry.mjs');
  const run = (arg?: string) =>
    execFileSync(process.execPath, [bundle, ...(arg ? [arg] : [])], {
      env: { ...process.env, DEVFORGE_CACHE_DIR: cacheDir },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      plugins: [embedChunks({ entryFileName: 'entry.mjs' })],
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: path.join(root, 'cli', 'test', 'fixtures', 'embed', 'entry.ts'),
        outDir,
        emptyOutDir: true,
        target: 'node20',
        minify: true,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { entryFileNames: 'entry.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      },
    });
  }, 120_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('is one file', () => {
    expect(fs.readdirSync(outDir)).toEqual(['entry.mjs']);
    expect(fs.readFileSync(bundle, 'utf8')).toMatch(/\/\*DEVFORGE-CHUNKS [0-9a-f]{16} [A-Za-z0-9+/=]+\*\/\n$/);
  });

  it('runs without touching the chunks when none is needed', () => {
    expect(run()).toBe('PLAIN!');
    expect(fs.existsSync(cacheDir)).toBe(false);
  });

  it('writes the chunks once and loads a library and a part that imports the entry back', () => {
    expect(run('yaml')).toBe('list:\n  - 1\n  - two\n');
    expect(run('lazy')).toBe('LAZY!');
    const folders = fs.readdirSync(cacheDir);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toMatch(/^chunks-[0-9a-f]{16}-[0-9a-f]{8}$/);
    expect(run('lazy')).toBe('LAZY!');
    expect(fs.readdirSync(cacheDir)).toEqual(folders);
  });

  it('gives a copy of the bundle elsewhere chunks of its own (they import the file they came from)', () => {
    const copy = path.join(outDir, 'copy', 'entry.mjs');
    fs.mkdirSync(path.dirname(copy));
    fs.copyFileSync(bundle, copy);
    const runCopy = (arg: string) =>
      execFileSync(process.execPath, [copy, arg], { env: { ...process.env, DEVFORGE_CACHE_DIR: cacheDir }, encoding: 'utf8' });
    expect(runCopy('lazy')).toBe('LAZY!');
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
    expect(run('lazy')).toBe('LAZY!');
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });
});
