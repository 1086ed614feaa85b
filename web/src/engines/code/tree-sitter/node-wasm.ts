// The WebAssembly read from node_modules, for unit tests that parse in Node.
import fs from 'node:fs';
import path from 'node:path';
import type { Grammar, WasmSource } from './tree-sitter';

// Tests run from the repository root (a jsdom test's import.meta.url is not a file URL).
const modules = path.resolve('node_modules');

export const nodeWasm: WasmSource = {
  runtime: () => new Uint8Array(fs.readFileSync(path.join(modules, 'web-tree-sitter/web-tree-sitter.wasm'))),
  grammar: (grammar: Grammar) =>
    new Uint8Array(fs.readFileSync(path.join(modules, `@vscode/tree-sitter-wasm/wasm/tree-sitter-${grammar}.wasm`))),
};
