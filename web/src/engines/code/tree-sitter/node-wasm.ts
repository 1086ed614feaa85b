// The WebAssembly read from node_modules, for unit tests that parse in Node.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Grammar, WasmSource } from './tree-sitter';

const modules = fileURLToPath(new URL('../../../../../node_modules', import.meta.url));

export const nodeWasm: WasmSource = {
  runtime: () => new Uint8Array(fs.readFileSync(path.join(modules, 'web-tree-sitter/web-tree-sitter.wasm'))),
  grammar: (grammar: Grammar) => new Uint8Array(fs.readFileSync(path.join(modules, `@vscode/tree-sitter-wasm/wasm/tree-sitter-${grammar}.wasm`))),
};
