// @vitest-environment node
// The Ruff engine as the worker runs it (ruff-wasm, the settings the rules panel makes), checked
// against the examples in Ruff's rule documentation (docs.astral.sh/ruff/rules/<rule>): each rule
// fires on its "Example" and, where the docs show a fix, turns it into the "Use instead" code.
// Ruff's CLI is not installable here (PyPI is unreachable), so the documentation is the oracle.
import fs from 'node:fs';
import init, { PositionEncoding, Workspace } from '@astral-sh/ruff-wasm-web';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintWithRuff } from '@/engines/code/ruff/ruff-run';
import { ruffIssues, toLintIssues } from './lint';
import { resolveRules, ruffSettingsFor, type RuleOverrides } from './rules';

const allOn: RuleOverrides = { 'no-console': { enabled: true } };
let workspace: Workspace;

beforeAll(async () => {
  await init({
    module_or_path: fs.readFileSync(
      new URL('../../../../node_modules/@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm', import.meta.url),
    ),
  });
  workspace = new Workspace(ruffSettingsFor(resolveRules(allOn)), PositionEncoding.Utf16);
});

function lint(code: string, fix = false) {
  const result = lintWithRuff(workspace, code, fix, Workspace.version());
  return { result, issues: toLintIssues(ruffIssues(result.messages), resolveRules(allOn)) };
}

describe('Ruff: the rule documentation’s examples', () => {
  it.each([
    // [our rule, Ruff code, the docs' example, the docs' "use instead" (null: no fix offered)]
    ['eqeqeq', 'E711', 'if arg != None:\n    pass\n', 'if arg is not None:\n    pass\n'],
    ['eqeqeq', 'E712', 'if foo == True:\n    pass\n', 'if foo:\n    pass\n'],
    ['no-unused-vars', 'F841', 'def foo():\n    x = 1\n    y = 2\n    return x\n', 'def foo():\n    x = 1\n    return x\n'],
    ['no-unused-vars', 'F401', 'import numpy as np\n', ''],
    ['no-console', 'T201', 'print("Hello, world!")\n', ''],
    ['semicolon', 'E703', 'do_four();  # useless semicolon\n', 'do_four()  # useless semicolon\n'],
    ['semicolon', 'E702', 'do_one(); do_two(); do_three()\n', null],
    ['quotes', 'Q000', "foo = 'bar'\n", 'foo = "bar"\n'],
    ['indent', 'E111', 'if True:\n   a = 1\n', null],
    ['indent', 'E117', 'for item in items:\n        pass\n', null],
    ['no-trailing-spaces', 'W291', 'spam(1) \n', 'spam(1)\n'],
    ['no-trailing-spaces', 'W293', 'class Foo(object):\n    \n    bang = 12\n', 'class Foo(object):\n\n    bang = 12\n'],
    ['max-line-length', 'E501', `x = "${'a'.repeat(100)}"\n`, null],
    ['naming', 'N801', 'class my_class:\n    pass\n', null],
    ['naming', 'N802', 'def myFunction():\n    pass\n', null],
    ['naming', 'N803', 'def my_function(A, myArg):\n    pass\n', null],
    ['naming', 'N806', 'def my_function(a):\n    B = a + 3\n    return B\n', null],
    ['naming', 'N816', 'fooBar = "baz"\n', null],
  ] as const)('%s ← Ruff %s', (rule, code, example, fixed) => {
    const { result, issues } = lint(example, true);
    expect(issues.map((i) => [i.rule, i.engineRule])).toContainEqual([rule, code]);
    expect(issues.every((i) => i.rule === rule)).toBe(true);
    if (fixed === null) expect(issues.find((i) => i.engineRule === code)!.fixable).toBe(false);
    else expect(result.fixed!.output).toBe(fixed);
  });

  it('reports positions as Ruff does: 1-based lines and UTF-16 columns', () => {
    const { issues } = lint('s = "ü" \n');
    expect(issues).toMatchObject([{ rule: 'no-trailing-spaces', line: 1, column: 8, endColumn: 9, severity: 'info' }]);
  });

  it('reports a syntax error as one result with its position', () => {
    const { issues } = lint('def f(:\n    pass\n');
    expect(issues).toEqual([expect.objectContaining({ rule: 'syntax', severity: 'error', line: 1, column: 7, fixable: false })]);
    expect(issues[0].message).toBe('Syntax error: Expected a parameter or the end of the parameter list');
  });

  it('applies fixes pass after pass until none is left', () => {
    const { result } = lint("import os\nx = 'a';   \n", true);
    expect(result.fixed!.output).toBe('x = "a"\n');
    expect(result.fixed!.messages).toEqual([]);
  });
});
