// The refactoring checks off the main thread: tree-sitter for the structure, jscpd for the copies.
import type { SourceLanguage } from '@/engines/code/languages';
import { browserWasm } from '@/engines/code/tree-sitter/assets';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { serveEngine } from '@/engines/code/worker-client';
import type { Finding, Thresholds } from './findings-model';
import { refactoringFindings } from './refactor';

configureTreeSitter(browserWasm);

export type RefactorRequest = { code: string; language: SourceLanguage; thresholds: Thresholds };

serveEngine<RefactorRequest, Finding[]>(async ({ code, language, thresholds }) => {
  const tree = await parse(language, code);
  try {
    return await refactoringFindings(tree, code, language, thresholds);
  } finally {
    tree.delete();
  }
});
