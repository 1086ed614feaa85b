// @vitest-environment node
// Our Java rules on a fixture whose problems were counted by hand. javac is the oracle where it has
// something to say: the fixture and its Fix All output compile, the fixed program prints what Java's
// string semantics say, and the first syntax error is where javac puts it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEdits } from '@/engines/code/text-edits';
import { nodeWasm } from '@/engines/code/tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { lintJava } from './java-rules';
import { ruleDefinitions } from './rules';

const allRules = new Set(ruleDefinitions.map((r) => r.id));
const sample = fs.readFileSync(new URL('./fixtures/Sample.java', import.meta.url), 'utf8');

beforeAll(() => configureTreeSitter(nodeWasm));

async function lint(code: string, enabled: ReadonlySet<string> = allRules) {
  const tree = await parse('java', code);
  try {
    return lintJava(tree, code, enabled);
  } finally {
    tree.delete();
  }
}

async function fixAll(code: string): Promise<string> {
  let output = code;
  for (let pass = 0; pass < 10; pass++) {
    const next = applyEdits(
      output,
      (await lint(output)).flatMap((i) => (i.fix ? [i.fix.edits] : [])),
    );
    if (next.applied === 0) break;
    output = next.text;
  }
  return output;
}

/** Compiles (and optionally runs) a Java source with the JDK; returns javac's or the program's output. */
function java(source: string, run = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-lint-'));
  fs.writeFileSync(path.join(dir, 'Sample.java'), source);
  try {
    execFileSync('javac', ['-d', dir, path.join(dir, 'Sample.java')], { stdio: 'pipe' });
    return run ? execFileSync('java', ['-cp', dir, 'Sample'], { encoding: 'utf8' }) : '';
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Java rules (tree-sitter)', () => {
  it('find the fixture’s problems, line by line', async () => {
    const found = (await lint(sample)).map((i) => `${i.line}:${i.rule}`);
    expect(found).toEqual([
      '4:naming', // maxItems is static final: MAX_ITEMS
      '5:naming', // Title
      '7:naming', // count_items
      '8:no-unused-vars',
      '9:no-trailing-spaces',
      '11:curly', // the for body
      '11:eqeqeq',
      '11:curly', // the if body
      '12:curly', // the else body
      '13:no-console',
      '19:no-console',
      '19:max-line-length',
    ]);
  });

  it('honour the enabled set', async () => {
    expect((await lint(sample, new Set(['eqeqeq']))).map((i) => i.rule)).toEqual(['eqeqeq']);
  });

  it('fix string ==, missing braces and trailing spaces into code javac compiles and that behaves as Java strings do', async () => {
    java(sample);
    const fixed = await fixAll(sample);
    expect(fixed).toContain('if ("skip".equals(item)) { continue; }');
    expect(fixed).toContain('for (String item : items)\n            { if');
    expect(fixed).toContain('else { total++; }');
    expect(fixed).toContain('int total = 0;\n');
    // `new String("skip") == "skip"` is false in Java; equals() is true, so one item fewer is counted.
    expect(java(sample, true)).toBe('sample\n2 of 10 items counted\n');
    expect(java(fixed, true)).toBe('sample\n1 of 10 items counted\n');
    expect((await lint(fixed)).map((i) => i.rule)).toEqual([
      'naming',
      'naming',
      'naming',
      'no-unused-vars',
      'no-console',
      'no-console',
      'max-line-length',
    ]);
  }, 30_000);

  it('put a literal on the left of equals() and negate for !=', async () => {
    const issues = await lint('class A { boolean f(String s) { return s != "x" || "y" == s; } }', new Set(['eqeqeq']));
    expect(issues.map((i) => i.fix!.edits[0].insert)).toEqual(['!"x".equals(s)', '"y".equals(s)']);
  });

  it('report a syntax error alone, where javac reports it', async () => {
    const broken = 'public class Sample {\n    void f() {\n        int x = 1\n    }\n}\n';
    const issues = await lint(broken);
    expect(issues).toEqual([expect.objectContaining({ rule: 'syntax', line: 3, message: "Syntax error: missing ';'" })]);
    let javacSays = '';
    try {
      java(broken);
    } catch (err) {
      javacSays = String((err as { stderr: Buffer }).stderr);
    }
    expect(javacSays).toMatch(/Sample\.java:3: error: ';' expected/);
  }, 30_000);
});
