// Parses and analyzes code off the main thread; each language's tree-sitter grammar is fetched the
// first time that language is analyzed.
import type { SourceLanguage } from '@/engines/code/languages';
import { browserWasm } from '@/engines/code/tree-sitter/assets';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { serveEngine } from '@/engines/code/worker-client';
import { analyzeTree, type AnalysisMode, type CodeAnalysis } from './analysis';

configureTreeSitter(browserWasm);

export type AnalyzeRequest = { code: string; language: SourceLanguage; mode: AnalysisMode };

serveEngine<AnalyzeRequest, CodeAnalysis>(async ({ code, language, mode }) => {
  const tree = await parse(language, code);
  try {
    return analyzeTree(tree, code, language, mode);
  } finally {
    tree.delete();
  }
});
