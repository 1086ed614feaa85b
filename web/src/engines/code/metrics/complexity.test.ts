// @vitest-environment node
// Per-function cyclomatic complexity against the reference tools: ESLint's own `complexity` rule (the
// eslint package in Node) for JavaScript and TypeScript, and Ruff's C901 (mccabe) for Python.
import fs from 'node:fs';
import path from 'node:path';
import init, { PositionEncoding, Workspace } from '@astral-sh/ruff-wasm-web';
import * as tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceLanguage } from '../languages';
import { nodeWasm } from '../tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '../tree-sitter/tree-sitter';
import { complexityLevel } from './complexity';
import { measureFile } from './measure';

const fixture = (name: string) => fs.readFileSync(path.resolve('web/src/engines/code/metrics/fixtures', name), 'utf8');

beforeAll(() => configureTreeSitter(nodeWasm));

async function measure(language: SourceLanguage, code: string) {
  const tree = await parse(language, code);
  try {
    return measureFile(tree, code, language).metrics;
  } finally {
    tree.delete();
  }
}

/** ESLint's complexity of every function, as "line:complexity" (class field initializers are not functions). */
function eslintComplexities(code: string, typescript: boolean): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.js', '**/*.ts'],
      languageOptions: {
        ecmaVersion: 'latest' as const,
        sourceType: 'module' as const,
        ...(typescript ? { parser: tsParser } : {}),
      },
      rules: { complexity: ['error', 0] as ['error', number] },
    },
  ];
  return linter
    .verify(code, config, typescript ? 'input.ts' : 'input.js')
    .filter((m) => !/^Class (field initializer|static block)/.test(m.message))
    .map((m) => {
      expect(m.fatal, m.message).toBeFalsy();
      return `${m.line}:${/complexity of (\d+)/.exec(m.message)![1]}`;
    })
    .sort();
}

describe('JavaScript and TypeScript: the same figures as ESLint’s complexity rule', () => {
  it.each([
    ['complexity.js.txt', 'javascript'],
    ['complexity.ts.txt', 'typescript'],
  ] as const)('%s', async (name, language) => {
    const code = fixture(name);
    const ours = (await measure(language, code)).functions.map((f) => `${f.startLine}:${f.complexity}`).sort();
    expect(ours).toEqual(eslintComplexities(code, language === 'typescript'));
  });

  it('counts every construct ESLint counts, one at a time', async () => {
    const cases: [string, number][] = [
      ['function f(a) { return a; }', 1],
      ['function f(a) { if (a) {} else if (!a) {} }', 3],
      ['function f(a, b) { return (a && b || a) ?? b; }', 4],
      ['function f(a) { for (;;) {} for (const x of a) {} for (const k in a) {} while (a) {} do {} while (a); }', 6],
      ['function f(a) { try {} catch { } switch (a) { case 1: case 2: break; default: } }', 4],
      ['function f(a = 1, { b = 2 } = {}, [c = 3] = []) { return a ? b : c; }', 7],
      ['function f(a) { a.x ||= 1; a.y &&= 2; a.z ??= 3; return a?.b?.(); }', 6],
      ['function f(a) { return () => a && a.b; }', 1],
    ];
    for (const [code, expected] of cases) {
      const ours = (await measure('javascript', code)).functions[0].complexity;
      expect(ours, code).toBe(expected);
      expect(eslintComplexities(code, false)[0], code).toBe(`1:${expected}`);
    }
  });
});

describe('Python: the same figures as Ruff’s C901 (mccabe)', () => {
  let workspace: Workspace;
  beforeAll(async () => {
    await init({ module_or_path: fs.readFileSync(path.resolve('node_modules/@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm')) });
    workspace = new Workspace({ lint: { select: ['C901'], mccabe: { 'max-complexity': 0 } } }, PositionEncoding.Utf16);
  });

  it('complexity.py', { timeout: 30_000 }, async () => {
    const code = fixture('complexity.py');
    const ruff = (workspace.check(code) as { message: string }[]).map((d) => {
      const [, name, n] = /^`(\w+)` is too complex \((\d+) > 0\)$/.exec(d.message)!;
      return `${name}:${n}`;
    });
    const ours = (await measure('python', code)).functions.map((f) => `${f.shortName}:${f.complexity}`);
    expect(ours.sort()).toEqual(ruff.sort());
  });
});

describe('File figures', () => {
  it('totals the functions and the top-level branches, and rates the total', async () => {
    const metrics = await measure('javascript', 'if (a) b();\nfunction f(x) { return x ? 1 : 2; }\nconst g = (y) => y && y.z;\n');
    expect(metrics.complexity).toMatchObject({ total: 5, highest: 2, level: 'low' });
    expect([complexityLevel(19), complexityLevel(20), complexityLevel(49), complexityLevel(50)]).toEqual([
      'low',
      'medium',
      'medium',
      'high',
    ]);
  });

  it('counts lines: code, comment-only and blank', async () => {
    const metrics = await measure('python', '# header\nimport os\n\n\ndef f():\n    """Doc."""\n    return 1  # trailing\n');
    expect(metrics.lines).toEqual({ total: 7, code: 4, comment: 1, blank: 2 });
  });

  it('lists dependencies per language', async () => {
    expect(
      (
        await measure(
          'typescript',
          "import a from 'react';\nimport { b } from './b';\nexport * from 'zod';\nconst c = require('fs');\n",
        )
      ).dependencies,
    ).toEqual(['react', './b', 'zod', 'fs']);
    expect((await measure('python', 'import os, sys as system\nfrom collections import abc\n')).dependencies).toEqual([
      'os',
      'sys',
      'collections',
    ]);
    expect(
      (await measure('java', 'import java.util.List;\nimport static java.lang.Math.max;\nclass A {}\n')).dependencies,
    ).toEqual(['java.util.List', 'java.lang.Math.max']);
    expect((await measure('csharp', 'using System;\nusing static System.Math;\nclass A {}\n')).dependencies).toEqual([
      'System',
      'System.Math',
    ]);
    expect((await measure('cpp', '#include <vector>\n#include "shape.h"\nint main() { return 0; }\n')).dependencies).toEqual([
      'vector',
      'shape.h',
    ]);
  });
});
