// Tree-sitter parsers for the code-quality tools, used inside their workers (and in Node by the unit
// tests). web-tree-sitter 0.27 runs the grammars of @vscode/tree-sitter-wasm (ABI 14 and 15); the
// runtime and each grammar are WebAssembly, fetched once per worker when a language is first used.
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';
import type { SourceLanguage } from '../languages';

export type { Node, Tree };

export type Grammar = 'javascript' | 'typescript' | 'tsx' | 'python' | 'java' | 'cpp' | 'c-sharp';

/** Where the WebAssembly comes from: URLs in the browser (assets.ts), bytes in Node (the tests). */
export type WasmSource = {
  runtime: () => string | Uint8Array;
  grammar: (grammar: Grammar) => string | Uint8Array | Promise<string | Uint8Array>;
};

let source: WasmSource | undefined;
let runtime: Promise<void> | undefined;
const parsers = new Map<Grammar, Promise<Parser>>();

export function configureTreeSitter(wasm: WasmSource): void {
  source = wasm;
}

/** The grammar that reads a language (TypeScript that holds JSX is retried with the TSX grammar: see parse). */
export function grammarOf(language: SourceLanguage): Grammar {
  return (
    { javascript: 'javascript', typescript: 'typescript', python: 'python', java: 'java', cpp: 'cpp', csharp: 'c-sharp' } as const
  )[language];
}

function initRuntime(runtimeWasm: string | Uint8Array): Promise<void> {
  if (typeof runtimeWasm === 'string') return Parser.init({ locateFile: () => runtimeWasm });
  const buffer = runtimeWasm.buffer.slice(runtimeWasm.byteOffset, runtimeWasm.byteOffset + runtimeWasm.byteLength) as ArrayBuffer;
  return Parser.init({ wasmBinary: buffer });
}

async function loadParser(grammar: Grammar): Promise<Parser> {
  if (!source) throw new Error('Tree-sitter is not configured (configureTreeSitter)');
  const wasm = source;
  await (runtime ??= initRuntime(wasm.runtime()));
  const language = await Language.load(await wasm.grammar(grammar));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/** A parser for the grammar, loaded on first use and reused. */
export function parserFor(grammar: Grammar): Promise<Parser> {
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = loadParser(grammar);
    parsers.set(grammar, parser);
    // A failed download may succeed later: forget it.
    parser.catch(() => parsers.delete(grammar));
  }
  return parser;
}

/** Parses source text; the caller deletes the tree when done (it lives in WebAssembly memory). */
export async function parse(language: SourceLanguage, code: string): Promise<Tree> {
  const tree = (await parserFor(grammarOf(language))).parse(code);
  if (!tree) throw new Error('The parser gave up on this input');
  // Pasted TypeScript is often a React component: read it as TSX when plain TypeScript fails.
  if (language === 'typescript' && tree.rootNode.hasError && /<\/|\/>/.test(code)) {
    const tsx = (await parserFor('tsx')).parse(code);
    if (tsx && !tsx.rootNode.hasError) {
      tree.delete();
      return tsx;
    }
    tsx?.delete();
  }
  return tree;
}
