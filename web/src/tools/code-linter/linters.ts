// The engine behind each language, started on first use: ESLint for JavaScript and TypeScript,
// Ruff for Python, our tree-sitter rules for Java. Each runs in its own worker.
import { createEslintClient, type EslintClient } from '@/engines/code/eslint/eslint-client';
import { createRuffClient, type RuffClient } from '@/engines/code/ruff/ruff-client';
import { createEngineClient, type EngineClient } from '@/engines/code/worker-client';
import type { EngineIssue } from './engine-issue';
import type { JavaLintRequest, JavaLintResult } from './java-lint-types';
import { eslintIssues, ruffIssues } from './lint';
import { eslintRulesFor, ruffSettingsFor, type LintLanguage, type LintRule } from './rules';

export type EngineRun = { issues: EngineIssue[]; fixed?: { output: string; issues: EngineIssue[] }; engine: string };

/** What the loading state names while an engine's first run downloads it. */
export const engineNames: Record<LintLanguage, string> = {
  javascript: 'JavaScript linter',
  typescript: 'TypeScript linter',
  python: 'Python linter',
  java: 'Java parser',
};

export class Linters {
  private eslint: EslintClient | undefined;
  private ruff: RuffClient | undefined;
  private java: EngineClient<JavaLintRequest, JavaLintResult> | undefined;
  private readonly loaded = new Set<LintLanguage>();

  /** Whether the language's engine has answered once (so the next run needs no download). */
  isLoaded(language: LintLanguage): boolean {
    return this.loaded.has(language);
  }

  async run({
    code,
    language,
    rules,
    fix = false,
  }: {
    code: string;
    language: LintLanguage;
    rules: readonly LintRule[];
    fix?: boolean;
  }): Promise<EngineRun> {
    const run = await this.runEngine(code, language, rules, fix);
    this.loaded.add(language);
    return run;
  }

  private async runEngine(code: string, language: LintLanguage, rules: readonly LintRule[], fix: boolean): Promise<EngineRun> {
    if (language === 'python') {
      this.ruff ??= createRuffClient();
      const result = await this.ruff.request({ code, settings: ruffSettingsFor(rules), fix });
      return {
        issues: ruffIssues(result.messages),
        fixed: result.fixed && { output: result.fixed.output, issues: ruffIssues(result.fixed.messages) },
        engine: `Ruff ${result.version}`,
      };
    }
    if (language === 'java') {
      this.java ??= createEngineClient<JavaLintRequest, JavaLintResult>(
        'Java parser',
        () => new Worker(new URL('./java-lint.worker.ts', import.meta.url), { type: 'module', name: 'java-lint' }),
      );
      const enabled = rules.filter((r) => r.enabled).map((r) => r.id);
      return { ...(await this.java.request({ code, enabled, fix })), engine: 'tree-sitter (Java)' };
    }
    this.eslint ??= createEslintClient();
    const result = await this.eslint.request({ code, dialect: language, rules: eslintRulesFor(rules), fix });
    return {
      issues: eslintIssues(result.messages, language),
      fixed: result.fixed && { output: result.fixed.output, issues: eslintIssues(result.fixed.messages, language) },
      engine: `ESLint ${result.version}`,
    };
  }

  dispose(): void {
    this.eslint?.dispose();
    this.ruff?.dispose();
    this.java?.dispose();
  }
}
