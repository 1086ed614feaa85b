// Reads classes out of source code with tree-sitter, off the main thread; each language's grammar
// (WebAssembly) is fetched the first time that language is used.
import { browserWasm } from '@/engines/code/tree-sitter/assets';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { serveEngine } from '@/engines/code/worker-client';
import { extractModel, type UmlLanguage } from './extract';
import type { UmlModel } from './uml-model';

configureTreeSitter(browserWasm);

export type UmlRequest = { code: string; language: UmlLanguage };

serveEngine<UmlRequest, UmlModel>(async ({ code, language }) => {
  const tree = await parse(language, code);
  try {
    return extractModel(tree, language);
  } finally {
    tree.delete();
  }
});
