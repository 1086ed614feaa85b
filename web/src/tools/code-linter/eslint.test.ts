// @vitest-environment node
// The ESLint engine as the worker runs it (the browser build, the stylistic rules, the TypeScript
// parser), checked against hand-counted answers and against ESLint's own Node package as oracle.
import fs from 'node:fs';
import { t as indent } from '@stylistic/eslint-plugin/rules/indent';
import { t as maxLen } from '@stylistic/eslint-plugin/rules/max-len';
import { t as noTrailingSpaces } from '@stylistic/eslint-plugin/rules/no-trailing-spaces';
import { t as quotes } from '@stylistic/eslint-plugin/rules/quotes';
import { t as semi } from '@stylistic/eslint-plugin/rules/semi';
import stylisticPlugin from '@stylistic/eslint-plugin';
import * as tsParser from '@typescript-eslint/parser';
import { Linter as NodeLinter } from 'eslint';
import { Linter } from 'eslint-linter-browserify';
import { describe, expect, it } from 'vitest';
import { lintWithEslint } from '@/engines/code/eslint/eslint-run';
import type { EslintDialect, EslintRequest } from '@/engines/code/eslint/eslint-types';
import { eslintIssues, toLintIssues } from './lint';
import { eslintRulesFor, resolveRules, type RuleOverrides } from './rules';

const linter = new Linter({ configType: 'flat' });
const stylistic = { rules: { indent, 'max-len': maxLen, 'no-trailing-spaces': noTrailingSpaces, quotes, semi } };
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function run(code: string, dialect: EslintDialect = 'javascript', overrides: RuleOverrides = {}, fix = false) {
  const rules = resolveRules(overrides);
  const request: EslintRequest = { code, dialect, rules: eslintRulesFor(rules), fix };
  const result = lintWithEslint({
    linter,
    request,
    parser: dialect === 'typescript' ? (tsParser as Linter.Parser) : undefined,
    stylistic,
  });
  return { result, issues: toLintIssues(eslintIssues(result.messages, dialect), rules) };
}

const allOn: RuleOverrides = { 'no-console': { enabled: true } };

describe('ESLint engine: each rule fires where a person counts it', () => {
  it('finds the issues of the JavaScript fixture, line by line', () => {
    const { issues } = run(fixture('sample.js.txt'), 'javascript', allOn);
    const found = issues.map((i) => `${i.line}:${i.rule}`);
    expect(found).toEqual([
      '1:no-var',
      '1:semicolon',
      '2:prefer-const',
      '2:quotes',
      '3:no-unused-vars',
      '5:indent',
      '5:eqeqeq',
      '5:curly',
      '5:no-console',
      '5:semicolon',
      '6:indent',
      // `count` is only ever written to: ESLint counts that as unused.
      '8:no-unused-vars',
      '8:no-trailing-spaces',
      '9:naming',
      '10:max-line-length',
      '10:naming',
    ]);
  });

  it('gives each issue its rule’s severity, a suggestion and the fixable flag', () => {
    const { issues } = run(fixture('sample.js.txt'), 'javascript', allOn);
    const noVar = issues.find((i) => i.rule === 'no-var')!;
    expect(noVar).toMatchObject({ severity: 'error', fixable: true, column: 1, engineRule: 'no-var' });
    const unused = issues.find((i) => i.rule === 'no-unused-vars')!;
    expect(unused).toMatchObject({
      severity: 'warning',
      fixable: false,
      message: "'unused' is assigned a value but never used.",
    });
    expect(unused.suggestion).not.toBe('');
    expect(issues.find((i) => i.rule === 'no-console')!.severity).toBe('info');
  });

  it('leaves out rules that are off, and uses the severity the user chose', () => {
    const { issues } = run(fixture('sample.js.txt'), 'javascript', {
      quotes: { enabled: false },
      'no-var': { severity: 'info' },
    });
    expect(issues.some((i) => i.rule === 'quotes' || i.rule === 'no-console')).toBe(false);
    expect(issues.find((i) => i.rule === 'no-var')!.severity).toBe('info');
  });

  it('fixes everything fixable with Fix All, and what remains needs a person', () => {
    const { result } = run(fixture('sample.js.txt'), 'javascript', allOn, true);
    expect(result.fixed!.output).toBe(
      [
        'let count = 0;',
        "const label = 'total';",
        'const unused = 1;',
        'function add(a, b) {',
        // ESLint's curly fix adds the braces on the line; indent does not split lines.
        '  if (a == b) {console.log(label);}',
        '  return a + b;',
        '}',
        'count = add(count, 2);',
        "const snake_case_name = 'x';",
        "export const message = 'This line is deliberately long so that it goes past the hundred character limit of the rule set.' + snake_case_name;",
        '',
      ].join('\n'),
    );
    expect(
      eslintIssues(result.fixed!.messages, 'javascript')
        .map((i) => i.rule)
        .sort(),
    ).toEqual(['eqeqeq', 'max-line-length', 'naming', 'naming', 'no-console', 'no-unused-vars', 'no-unused-vars']);
  });

  it('offers one fix per issue that can be applied alone', () => {
    const { issues } = run('var x = 1\nx++\n');
    const semiIssue = issues.find((i) => i.rule === 'semicolon')!;
    expect(semiIssue.fix).toEqual([{ from: 9, to: 9, insert: ';' }]);
  });

  it('lints TypeScript with the TypeScript parser (types count as uses)', () => {
    const { issues } = run(fixture('sample.ts.txt'), 'typescript');
    expect(issues.map((i) => `${i.line}:${i.rule}`)).toEqual(['2:no-var', '2:semicolon', '4:prefer-const', '5:semicolon']);
  });

  it('reports a syntax error as one result with its position', () => {
    const { issues } = run('const a = 1;\nfunction (\n', 'javascript');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ rule: 'syntax', severity: 'error', line: 2, column: 10, fixable: false });
    expect(issues[0].message).toMatch(/^Syntax error: Unexpected token \(/);
    const ts = run('let x: = 1;', 'typescript').issues;
    expect(ts).toHaveLength(1);
    expect(ts[0]).toMatchObject({ rule: 'syntax', line: 1, column: 7 });
  });
});

describe('Oracle: ESLint’s own Node package gives the same messages as the browser build', () => {
  it.each([
    ['sample.js.txt', 'javascript'],
    ['sample.ts.txt', 'typescript'],
  ] as const)('%s', (name, dialect) => {
    const code = fixture(name);
    const rules = eslintRulesFor(resolveRules(allOn));
    const { result } = run(code, dialect, allOn, true);
    const nodeLinter = new NodeLinter({ configType: 'flat' });
    const config = [
      {
        files: ['**/*.js', '**/*.ts'],
        languageOptions: {
          ecmaVersion: 'latest' as const,
          sourceType: 'module' as const,
          ...(dialect === 'typescript' ? { parser: tsParser } : { parserOptions: { ecmaFeatures: { jsx: true } } }),
        },
        plugins: { '@stylistic': stylisticPlugin },
        rules,
      },
    ] as NodeLinter.Config[];
    const file = dialect === 'typescript' ? 'input.ts' : 'input.js';
    const expected = nodeLinter.verify(code, config, file).map((m) => [m.ruleId, m.line, m.column, m.message]);
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column, m.message])).toEqual(expected);
    expect(result.fixed!.output).toBe(nodeLinter.verifyAndFix(code, config, file).output);
  });
});
