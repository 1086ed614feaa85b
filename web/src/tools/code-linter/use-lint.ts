import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Linters, type EngineRun } from './linters';
import { toLintIssues, type LintIssue } from './lint';
import { LINT_DEBOUNCE_MS, type LintLanguage, type LintRule } from './rules';

export type LintState =
  { status: 'idle' } | { status: 'running'; loadingEngine: boolean } | { status: 'done' } | { status: 'error'; message: string };

export type LintResult = { code: string; language: LintLanguage; issues: LintIssue[]; engine: string };
export type FixResult = { code: string; language: LintLanguage; output: string; remaining: LintIssue[]; fixedCount: number };

type Input = { code: string; language: LintLanguage; rules: readonly LintRule[]; auto: boolean };

/**
 * Lints 500 ms after the last edit (spec §4) or on demand, in the language's engine worker. A newer
 * run makes older answers stale: they are dropped when they arrive.
 */
export function useLint({ code, language, rules, auto }: Input) {
  const linters = useRef<Linters | null>(null);
  const sequence = useRef(0);
  const [state, setState] = useState<LintState>({ status: 'idle' });
  const [result, setResult] = useState<LintResult | null>(null);
  const [fix, setFix] = useState<FixResult | null>(null);
  const [fixing, setFixing] = useState(false);
  const latestCode = useRef(code);
  useEffect(() => {
    latestCode.current = code;
  }, [code]);

  useEffect(() => {
    const created = new Linters();
    linters.current = created;
    return () => created.dispose();
  }, []);

  const run = useCallback(
    async (withFix: boolean): Promise<EngineRun | null> => {
      const engines = linters.current;
      if (!engines) return null;
      const id = ++sequence.current;
      setState({ status: 'running', loadingEngine: !engines.isLoaded(language) });
      try {
        const outcome = await engines.run({ code, language, rules, fix: withFix });
        // A newer run owns the results list. A Fix All overtaken by the debounced lint of the same
        // code (Fix All clicked just after typing) still hands back its fixes: they are of the text on screen.
        if (id !== sequence.current) return withFix && latestCode.current === code ? outcome : null;
        const issues = toLintIssues(outcome.issues, rules);
        // A transition: drawing hundreds of results yields to input instead of blocking the page.
        startTransition(() => {
          setResult({ code, language, issues, engine: outcome.engine });
          setState({ status: 'done' });
        });
        return outcome;
      } catch (err) {
        if (id === sequence.current) setState({ status: 'error', message: (err as Error).message });
        return null;
      }
    },
    [code, language, rules],
  );

  const lintNow = useCallback(() => void run(false), [run]);

  const fixAll = useCallback(async () => {
    setFixing(true);
    try {
      const outcome = await run(true);
      if (!outcome?.fixed) return false;
      const before = toLintIssues(outcome.issues, rules).length;
      const remaining = toLintIssues(outcome.fixed.issues, rules);
      setFix({ code, language, output: outcome.fixed.output, remaining, fixedCount: Math.max(0, before - remaining.length) });
      return true;
    } finally {
      setFixing(false);
    }
  }, [run, rules, code, language]);

  useEffect(() => {
    if (!auto || code.trim() === '') return;
    const timer = window.setTimeout(() => void run(false), LINT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [auto, code, run]);

  return { state, result, fix, fixing, lintNow, fixAll, clearFix: () => setFix(null) };
}
