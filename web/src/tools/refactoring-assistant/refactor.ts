import type { SourceLanguage } from '@/engines/code/languages';
import { functionTypes } from '@/engines/code/metrics/functions';
import { measureFile } from '@/engines/code/metrics/measure';
import { firstSyntaxError } from '@/engines/code/tree-sitter/syntax-error';
import type { Tree } from '@/engines/code/tree-sitter/tree-sitter';
import { duplicatedBlocks } from './duplicates';
import { findingsOf } from './findings';
import type { Finding, Thresholds } from './findings-model';

/** Every finding of a parsed file, in line order. Code that does not parse is refused with where the error is. */
export async function refactoringFindings(
  tree: Tree,
  code: string,
  language: SourceLanguage,
  thresholds: Thresholds,
): Promise<Finding[]> {
  const syntax = firstSyntaxError(tree.rootNode);
  if (syntax)
    throw new Error(`${syntax.message} (line ${syntax.line}, column ${syntax.column}). The hints need code that parses.`);
  const { functions, metrics } = measureFile(tree, code, language);
  const findings = findingsOf(functions, metrics.functions, language, thresholds, new Set(functionTypes[language]));
  findings.push(...(await duplicatedBlocks(code, language, thresholds.duplicateTokens)));
  return findings.sort((a, b) => a.startLine - b.startLine || a.kind.localeCompare(b.kind));
}
