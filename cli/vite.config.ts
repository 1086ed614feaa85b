import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { embedChunks } from './embed-chunks.ts';

// The command-line tool as ONE file that plain `node` runs (no tsx, no node_modules): Vite's SSR
// build of cli/src/devforge.ts with every dependency bundled in, the tools' operations found by
// the same import.meta.glob the browser uses, the heavy libraries they load on first use embedded
// compressed (embed-chunks.ts). `npm run build:cli` → dist/cli/devforge.mjs.

const root = fileURLToPath(new URL('..', import.meta.url));
// DEVFORGE_CLI_OUT_DIR: elsewhere (the tests and the bench build their own copy).
const outDir = process.env.DEVFORGE_CLI_OUT_DIR ? path.resolve(process.env.DEVFORGE_CLI_OUT_DIR) : path.join(root, 'dist', 'cli');

/** Operation id → tool id, from the tools' modules themselves (cli/operation-index.ts, under tsx). */
function operationIndex(): Record<string, string> {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'cli', 'operation-index.ts')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(printed) as Record<string, string>;
}

/** Makes the bundle executable (`./dist/cli/devforge.mjs`, and `devforge` through package.json's bin). */
function executable(): Plugin {
  return {
    name: 'devforge-cli-executable',
    apply: 'build',
    writeBundle() {
      fs.chmodSync(path.join(outDir, 'devforge.mjs'), 0o755);
    },
  };
}

export default defineConfig({
  root,
  logLevel: 'warn',
  publicDir: false,
  plugins: [embedChunks({ entryFileName: 'devforge.mjs' }), executable()],
  // Running one operation loads only its tool's module (cli/src/catalogue.ts).
  define: { __DEVFORGE_OPERATION_INDEX__: JSON.stringify(operationIndex()) },
  resolve: {
    // zod without compiling validators with `new Function`: a one-shot run validates a few small
    // objects, and compiling them costs more than it saves (web/src/lib/zod.ts, as in the browser).
    alias: [{ find: /^zod$/, replacement: path.join(root, 'web', 'src', 'lib', 'zod.ts') }],
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: path.join(root, 'cli', 'src', 'devforge.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      // Lets the bundler keep in the entry what the lazily loaded parts share with it (one file).
      preserveEntrySignatures: false,
      output: {
        entryFileNames: 'devforge.mjs',
        // ASCII only: Node reads a pure-ASCII file as one-byte text; a single non-ASCII character made
        // decoding the file (4 MB with its embedded chunks) about twice as slow, and V8's scan with it.
        charset: 'ascii',
        banner: '#!/usr/bin/env node',
        // What operations import on first use: chunks, then embedded in the one file (embed-chunks.ts).
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
});
