// The Java rules (java-rules.ts) off the main thread: tree-sitter's Java grammar loads with the first
// Java file. Fix All applies every fix, re-checks and repeats, as ESLint and Ruff do.
import { applyEdits } from '@/engines/code/text-edits';
import { browserWasm } from '@/engines/code/tree-sitter/assets';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { serveEngine } from '@/engines/code/worker-client';
import type { JavaLintRequest, JavaLintResult } from './java-lint-types';
import { lintJava } from './java-rules';

configureTreeSitter(browserWasm);

const MAX_FIX_PASSES = 10;

async function check(code: string, enabled: ReadonlySet<string>) {
  const tree = await parse('java', code);
  try {
    return lintJava(tree, code, enabled);
  } finally {
    tree.delete();
  }
}

serveEngine<JavaLintRequest, JavaLintResult>(async ({ code, enabled, fix }) => {
  const rules = new Set(enabled);
  const issues = await check(code, rules);
  if (!fix) return { issues };
  let output = code;
  let remaining = issues;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const next = applyEdits(
      output,
      remaining.flatMap((i) => (i.fix ? [i.fix.edits] : [])),
    );
    if (next.applied === 0) break;
    output = next.text;
    remaining = await check(output, rules);
  }
  return { issues, fixed: { output, issues: remaining } };
});
