// @vitest-environment node
// Refactoring findings against the tools that make the same checks: ESLint's own rules (max-depth,
// no-magic-numbers, no-unused-vars, no-unreachable, max-params, max-lines-per-function) on the
// JavaScript fixture; Ruff's (PLR1702, F841, ARG001/ARG002, PLR0913) on the Python one; javac on
// Java's unreachable code. Duplicates come from jscpd and are checked against the copies we made.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import init, { PositionEncoding, Workspace } from '@astral-sh/ruff-wasm-web';
import { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceLanguage } from '@/engines/code/languages';
import { nodeWasm } from '@/engines/code/tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { defaultThresholds, type Finding, type FindingKind, type Thresholds } from './findings-model';
import { refactoringFindings } from './refactor';

const fixture = (name: string) => fs.readFileSync(path.resolve('web/src/tools/refactoring-assistant/fixtures', name), 'utf8');

beforeAll(() => configureTreeSitter(nodeWasm));

async function findings(language: SourceLanguage, code: string, thresholds: Partial<Thresholds> = {}): Promise<Finding[]> {
  const tree = await parse(language, code);
  try {
    return await refactoringFindings(tree, code, language, { ...defaultThresholds, ...thresholds });
  } finally {
    tree.delete();
  }
}

const of = (list: Finding[], kind: FindingKind) => list.filter((f) => f.kind === kind);

function eslint(code: string, rules: Linter.RulesRecord): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [{ files: ['**/*.js'], languageOptions: { ecmaVersion: 'latest', sourceType: 'module' }, rules }],
    'input.js',
  );
}

describe('JavaScript, against ESLint’s rules', () => {
  const code = fixture('orders.js.txt');

  it('deep nesting: the deepest block per function, as deep as max-depth counts it', async () => {
    const ours = of(await findings('javascript', code), 'deep-nesting');
    // ESLint reports every block past the limit; the deepest is the one we point at.
    const reported = eslint(code, { 'max-depth': ['error', defaultThresholds.depth] }).map((m) => ({
      line: m.line,
      depth: Number(/nested too deeply \((\d+)\)/.exec(m.message)![1]),
    }));
    const deepest = reported.reduce((a, b) => (b.depth > a.depth ? b : a));
    expect(ours.map((f) => `${f.startLine}:${/nested (\d+) deep/.exec(f.title)![1]}`)).toEqual([
      `${deepest.line}:${deepest.depth}`,
    ]);
    expect(ours[0].title).toBe('Blocks nested 6 deep in priceOrder');
  });

  it('magic numbers: the ones no-magic-numbers reports (ignoring -1, 0, 1, 2)', async () => {
    const ours = of(await findings('javascript', code), 'magic-number').map(
      (f) => `${f.startLine}:${/Magic number (\S+)/.exec(f.title)![1]}`,
    );
    const reported = eslint(code, { 'no-magic-numbers': ['error', { ignore: [-1, 0, 1, 2] }] }).map(
      (m) => `${m.line}:${/No magic number: (\S+)\./.exec(m.message)![1]}`,
    );
    expect(ours).toEqual(reported);
    expect(ours).toEqual(['10:100', '18:15', '19:1.21', '26:4.5', '26:7', '39:40', '49:40']);
  });

  it('unused variables and parameters: what no-unused-vars reports (args: all, _ prefix ignored)', async () => {
    // ESLint points at a variable's last assignment, we at its declaration: the names and functions agree.
    const ours = (await findings('javascript', code))
      .filter((f) => f.kind === 'unused-variable' || f.kind === 'unused-parameter')
      .map((f) => /'(\w+)'/.exec(f.title)![1]);
    const reported = eslint(code, {
      'no-unused-vars': ['error', { args: 'all', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    }).map((m) => /'(\w+)'/.exec(m.message)![1]);
    expect(ours).toEqual(reported);
    expect(ours).toEqual(['customer', 'region', 'unusedTax', 'unusedNote', 'options', 'options']);
  });

  it('dead code: the statements no-unreachable reports', async () => {
    const ours = of(await findings('javascript', code), 'dead-code').map((f) => `${f.startLine}-${f.endLine}`);
    const reported = eslint(code, { 'no-unreachable': 'error' }).map((m) => `${m.line}-${m.endLine}`);
    expect(ours).toEqual(reported);
    expect(ours).toEqual(['20-20', '31-31']);
  });

  it('long parameter lists and long functions: max-params and max-lines-per-function', async () => {
    const list = await findings('javascript', code, { functionLines: 8 });
    expect(of(list, 'long-parameter-list').map((f) => f.startLine)).toEqual(
      eslint(code, { 'max-params': ['error', 4] }).map((m) => m.line),
    );
    expect(of(list, 'long-parameter-list')[0].title).toBe('priceOrder takes 6 parameters');
    const long = eslint(code, { 'max-lines-per-function': ['error', { max: 8, skipBlankLines: true, skipComments: true }] }).map(
      (m) => m.line,
    );
    expect(of(list, 'long-function').map((f) => f.startLine)).toEqual(long);
    expect(of(list, 'long-function').map((f) => f.title)).toEqual([
      'priceOrder has 21 lines of code',
      'shipping has 10 lines of code',
      'summarize has 9 lines of code',
      'summarizeRefund has 9 lines of code',
    ]);
  });

  it('duplicated blocks: the copied body of summarize, with both ranges', async () => {
    const dupes = of(await findings('javascript', code), 'duplicate');
    expect(dupes).toHaveLength(1);
    expect(dupes[0]).toMatchObject({ startLine: 44, other: { startLine: 34 } });
    expect(dupes[0].endLine).toBeGreaterThanOrEqual(49);
  });
});

describe('Python, against Ruff’s rules', () => {
  let ruff: (settings: Record<string, unknown>) => { code: string; line: number; message: string }[];
  const code = fixture('orders.py');
  beforeAll(async () => {
    await init({ module_or_path: fs.readFileSync(path.resolve('node_modules/@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm')) });
    ruff = (settings) =>
      (
        new Workspace({ preview: true, ...settings }, PositionEncoding.Utf16).check(code) as {
          code: string;
          start_location: { row: number };
          message: string;
        }[]
      ).map((d) => ({ code: d.code, line: d.start_location.row, message: d.message }));
  });

  it('nesting depth: Pylint’s too-many-nested-blocks (Ruff PLR1702) counts the same depth', async () => {
    const ours = of(await findings('python', code), 'deep-nesting');
    const reported = ruff({ lint: { select: ['PLR1702'], pylint: { 'max-nested-blocks': defaultThresholds.depth } } });
    expect(ours.map((f) => /nested (\d+) deep/.exec(f.title)![1])).toEqual(reported.map((r) => /\((\d+) >/.exec(r.message)![1]));
    expect(ours[0].title).toBe('Blocks nested 6 deep in price_order');
  });

  it('unused variables (F841) and parameters (ARG001, ARG002: stubs and _names kept)', async () => {
    const ours = (await findings('python', code))
      .filter((f) => f.kind === 'unused-variable' || f.kind === 'unused-parameter')
      .map((f) => `${f.startLine}:${/'(\w+)'/.exec(f.title)![1]}`);
    const reported = ruff({ lint: { select: ['F841', 'ARG'] } }).map((r) => `${r.line}:${/`(\w+)`/.exec(r.message)![1]}`);
    expect(ours.sort()).toEqual(reported.sort());
    expect(ours.sort()).toEqual(['24:note', '4:customer', '4:region', '6:unused_tax'].sort());
  });

  it('long parameter lists: Ruff’s too-many-arguments (PLR0913) with the same limit', async () => {
    const ours = of(await findings('python', code), 'long-parameter-list').map((f) => f.startLine);
    // Ruff does not count _legacy (a dummy name); we count every parameter, so the limit is one lower there.
    expect(ours).toEqual(
      ruff({ lint: { select: ['PLR0913'], pylint: { 'max-args': defaultThresholds.parameters } } }).map((r) => r.line),
    );
  });

  it('magic numbers in Python: bare numbers in functions, UPPER_CASE constants named', async () => {
    const ours = of(await findings('python', code), 'magic-number').map(
      (f) => `${f.startLine}:${/Magic number (\S+)/.exec(f.title)![1]}`,
    );
    expect(ours).toEqual(['13:100', '16:15', '17:1.21', '23:4.5', '23:7']);
  });
});

describe('Java, C# and C++', () => {
  it('Java: unreachable code where javac refuses to compile it, unused locals and parameters', async () => {
    const code =
      'public class Orders {\n    int total(int a, int unused) {\n        int spare = 3;\n        return a * 7;\n        a++;\n    }\n}\n';
    const list = await findings('java', code);
    expect(of(list, 'dead-code').map((f) => f.startLine)).toEqual([5]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refactor-java-'));
    let javac = '';
    try {
      fs.writeFileSync(path.join(dir, 'Orders.java'), code);
      execFileSync('javac', ['-d', dir, path.join(dir, 'Orders.java')], { stdio: 'pipe' });
    } catch (err) {
      javac = String((err as { stderr: Buffer }).stderr);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(javac).toMatch(/Orders\.java:5: error: unreachable statement/);
    expect(list.filter((f) => f.kind.startsWith('unused')).map((f) => f.title)).toEqual([
      "Parameter 'unused' is never used in Orders.total",
      "Variable 'spare' is never used in Orders.total",
    ]);
    expect(of(list, 'magic-number').map((f) => f.title)).toEqual(['Magic number 7 in Orders.total']);
  }, 30_000);

  it('C#: nesting, parameters and overrides', async () => {
    const code =
      'class A {\n  public override int F(int x) { return 0; }\n  int G(int a, int b, int c, int d, int e) {\n    if (a > 0) { foreach (var i in new[] { b }) { while (c > 0) { if (d > 0) { if (e > 0) { c--; } } } } }\n    return a;\n  }\n}\n';
    const list = await findings('csharp', code);
    // F overrides: its unused parameter is part of a signature it cannot change.
    expect(list.map((f) => `${f.kind}:${f.startLine}`)).toEqual(['long-parameter-list:3', 'deep-nesting:4']);
    expect(list[1].title).toBe('Blocks nested 5 deep in A.G');
  });

  it('C++: unused locals and magic numbers', async () => {
    const code = 'int area(int w, int h) {\n  int unused = 0;\n  const int scale = 3;\n  return w * h * 12;\n}\n';
    const list = await findings('cpp', code);
    expect(list.map((f) => `${f.kind}:${f.startLine}`)).toEqual(['unused-variable:2', 'unused-variable:3', 'magic-number:4']);
  });
});
