// The WebAssembly files as hashed build assets (fetched only when a worker asks for them).
import runtimeUrl from 'web-tree-sitter/web-tree-sitter.wasm?url';
import cSharpUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-c-sharp.wasm?url';
import cppUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-cpp.wasm?url';
import javaUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-java.wasm?url';
import javascriptUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-javascript.wasm?url';
import pythonUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-python.wasm?url';
import tsxUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-tsx.wasm?url';
import typescriptUrl from '@vscode/tree-sitter-wasm/wasm/tree-sitter-typescript.wasm?url';
import type { Grammar, WasmSource } from './tree-sitter';

const grammars: Record<Grammar, string> = {
  javascript: javascriptUrl,
  typescript: typescriptUrl,
  tsx: tsxUrl,
  python: pythonUrl,
  java: javaUrl,
  cpp: cppUrl,
  'c-sharp': cSharpUrl,
};

export const browserWasm: WasmSource = { runtime: () => runtimeUrl, grammar: (grammar) => grammars[grammar] };
