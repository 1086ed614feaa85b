import type { ESLint } from 'eslint';
import type { Linter } from 'eslint-linter-browserify';
import type { EslintMessage, EslintRequest, EslintResult } from './eslint-types';

type LintMessage = Linter.LintMessage;

function toMessage(m: LintMessage): EslintMessage {
  return {
    ruleId: m.ruleId,
    message: m.message,
    line: m.line,
    column: m.column,
    endLine: m.endLine,
    endColumn: m.endColumn,
    fatal: Boolean(m.fatal),
    fix: m.fix ? { from: m.fix.range[0], to: m.fix.range[1], insert: m.fix.text } : undefined,
    suggestions: m.suggestions?.map((s) => ({
      desc: s.desc,
      fix: { from: s.fix.range[0], to: s.fix.range[1], insert: s.fix.text },
    })),
  };
}

/**
 * One ESLint run (the worker's job, and the unit tests' in Node): the rules of the request on the code,
 * parsed by espree (JavaScript, JSX on) or the TypeScript parser.
 */
export function lintWithEslint({
  linter,
  request,
  parser,
  stylistic,
}: {
  linter: Linter;
  request: EslintRequest;
  parser?: Linter.Parser;
  stylistic: ESLint.Plugin;
}): EslintResult {
  const typescript = request.dialect === 'typescript';
  const filename = typescript ? 'input.ts' : 'input.js';
  const config: Linter.Config[] = [
    {
      files: ['**/*.js', '**/*.ts'],
      languageOptions: {
        ecmaVersion: 'latest',
        sourceType: 'module',
        ...(parser ? { parser } : {}),
        parserOptions: typescript ? {} : { ecmaFeatures: { jsx: true } },
      },
      plugins: { '@stylistic': stylistic },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      rules: request.rules as Linter.RulesRecord,
    },
  ];
  const messages = linter.verify(request.code, config, filename).map(toMessage);
  const result: EslintResult = { messages, version: linter.version };
  if (request.fix) {
    const fixed = linter.verifyAndFix(request.code, config, filename);
    result.fixed = { output: fixed.output, messages: fixed.messages.map(toMessage) };
  }
  return result;
}
