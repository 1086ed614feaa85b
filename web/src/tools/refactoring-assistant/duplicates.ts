// Duplicated blocks with jscpd (the copy/paste detector), token by token: identical code, whitespace
// and line breaks aside. Runs in the refactoring worker.
import { Detector, getModeHandler, MemoryStore } from '@jscpd/core';
import { Tokenizer } from '@jscpd/tokenizer';
import type { SourceLanguage } from '@/engines/code/languages';
import type { Finding } from './findings-model';

const formats: Record<SourceLanguage, string> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  csharp: 'csharp',
};

export async function duplicatedBlocks(code: string, language: SourceLanguage, minTokens: number): Promise<Finding[]> {
  const detector = new Detector(new Tokenizer(), new MemoryStore(), [], {
    minTokens,
    minLines: 3,
    maxLines: 10_000,
    mode: getModeHandler('mild'),
  });
  const clones = await detector.detect('source', code, formats[language]);
  return clones
    .map((clone) => {
      // jscpd reports the later copy as A and the earlier as B.
      const [first, second] = [clone.duplicationB, clone.duplicationA].sort((a, b) => a.start.line - b.start.line);
      const lines = second.end.line - second.start.line + 1;
      const tokens = (second.end.position ?? 0) - (second.start.position ?? 0);
      return {
        kind: 'duplicate' as const,
        startLine: second.start.line,
        endLine: second.end.line,
        other: { startLine: first.start.line, endLine: first.end.line },
        scope: { startLine: first.start.line, endLine: second.end.line },
        title: `Lines ${second.start.line}–${second.end.line} repeat lines ${first.start.line}–${first.end.line}`,
        why: `${lines} lines (${tokens} tokens, at least ${minTokens}) are copied: a fix made in one copy will be missed in the other. Extract a shared function.`,
      };
    })
    .sort((a, b) => a.startLine - b.startLine);
}
