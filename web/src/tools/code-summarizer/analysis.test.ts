// @vitest-environment node
// The analyzer on fixtures whose answers were counted by hand, and its documentation skeletons checked
// by each language's own tools: Python's ast reads the new docstrings, javadoc accepts the Javadoc
// (doclint on), the TypeScript compiler finds the JSDoc @param tags, g++ still compiles the C++.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceLanguage } from '@/engines/code/languages';
import { nodeWasm } from '@/engines/code/tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { analyzeTree, maintainabilityRating, type AnalysisMode } from './analysis';
import { describeName } from './doc-comments';

const fixture = (name: string) => fs.readFileSync(path.resolve('web/src/tools/code-summarizer/fixtures', name), 'utf8');

beforeAll(() => configureTreeSitter(nodeWasm));

async function analyze(language: SourceLanguage, code: string, mode: AnalysisMode = 'detailed') {
  const tree = await parse(language, code);
  try {
    return analyzeTree(tree, code, language, mode);
  } finally {
    tree.delete();
  }
}

function inTemp<T>(files: Record<string, string>, run: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyzer-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Python', () => {
  it('lists functions with parameters, types, returns, complexity and documentation state', async () => {
    const a = await analyze('python', fixture('inventory.py'));
    expect(
      a.functions.map(
        (f) =>
          `${f.name}(${f.parameters.map((p) => p.name).join(', ')}) -> ${f.returns} [${f.complexity}]${f.documented ? ' documented' : ''}${f.isPublic ? '' : ' private'}`,
      ),
    ).toEqual([
      'load_items(path) -> list[Item] [1] documented',
      'restock(items, threshold, amount) -> a value [3]',
      '_log(message) -> nothing [1] private',
      'Store.__init__(items) -> a new instance [1]',
      'Store.find(name) -> Item | None [3]',
      'Store.count() -> a value [1]',
    ]);
    expect(a.functions[0]).toMatchObject({ description: 'Read items from a JSON file.', generatedDescription: false });
    expect(a.functions[1]).toMatchObject({
      description: 'Restocks.',
      generatedDescription: true,
      parameters: [{ name: 'items' }, { name: 'threshold', defaultValue: '5' }, { name: 'amount', defaultValue: '10' }],
    });
    expect(a.dependencies).toEqual(['json', 'dataclasses']);
    expect(a.classes.map((c) => c.name)).toEqual(['Item', 'Store']);
    expect(a.complexity.total).toBe(10);
  });

  it('suggests comments for undocumented public functions and a condition of several tests', async () => {
    const a = await analyze('python', fixture('inventory.py'));
    expect(a.comments.map((c) => `${c.line} ${c.target}: ${c.why}`)).toEqual([
      '18 restock: Public and without a doc comment',
      '20 Condition at line 20: Combines 3 tests',
      '30 Store.__init__: Public and without a doc comment',
      '33 Store.find: Public and without a doc comment',
      '39 Store.count: Public and without a doc comment',
    ]);
  });

  it('writes docstrings Python reads back as the docstrings of each undocumented function', async () => {
    const a = await analyze('python', fixture('inventory.py'));
    const oracle = `
import ast, json, sys
tree = ast.parse(open(sys.argv[1]).read())
print(json.dumps({f.name: ast.get_docstring(f) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)}))`;
    const docstrings = inTemp({ 'documented.py': a.documentation }, (dir) =>
      JSON.parse(execFileSync('python3', ['-c', oracle, path.join(dir, 'documented.py')], { encoding: 'utf8' })),
    );
    expect(docstrings.load_items).toBe('Read items from a JSON file.');
    expect(docstrings.restock).toBe('Restocks.\n\nArgs:\n    items:\n    threshold:\n    amount:\n\nReturns:\n    The result.');
    expect(docstrings.find).toBe('Finds.\n\nArgs:\n    name (str):\n\nReturns:\n    Item | None: The item none.');
    expect(docstrings.__init__).toBe('Creates a new Store.\n\nArgs:\n    items:');
    expect(a.documentedCount).toBe(5);
  });
});

describe('Java', () => {
  it('finds methods, constructors, recursion and the public API', async () => {
    const a = await analyze('java', fixture('Inventory.java'));
    expect(a.functions.map((f) => `${f.name}:${f.complexity}:${f.isPublic ? 'public' : 'private'}:${f.returns}`)).toEqual([
      'Inventory.Inventory:1:public:a new instance',
      'Inventory.add:4:public:void',
      'Inventory.contains:1:public:boolean',
      'Inventory.size:1:private:int',
      'Inventory.factorial:2:public:int',
    ]);
    expect(a.patterns.map((p) => p.name)).toEqual(expect.arrayContaining(['Object-oriented design', 'Recursion']));
    expect(a.patterns.find((p) => p.name === 'Recursion')!.evidence).toBe('Inventory.factorial');
  });

  it('writes Javadoc that javadoc accepts with doclint on, and code that still compiles', async () => {
    const a = await analyze('java', fixture('Inventory.java'));
    expect(a.documentation).toContain(
      '    /**\n     * Adds.\n     *\n     * @param name\n     * @param quantity\n     */\n    public void add(',
    );
    // Empty @param descriptions are what a skeleton is: doclint's "missing" group is off, the syntax group on.
    inTemp({ 'Inventory.java': a.documentation }, (dir) => {
      execFileSync(
        'javadoc',
        ['-Xdoclint:syntax,html,reference', '-quiet', '-d', path.join(dir, 'out'), path.join(dir, 'Inventory.java')],
        { stdio: 'pipe' },
      );
    });
  }, 60_000);
});

describe('TypeScript', () => {
  it('finds functions, methods, arrow callbacks and async code', async () => {
    const a = await analyze('typescript', fixture('inventory.ts.txt'));
    expect(a.functions.map((f) => `${f.name}:${f.line}:${f.complexity}`)).toEqual([
      'parseItems:8:1',
      'restock:12:2',
      'arrow function:13:3',
      'Store.constructor:17:1',
      'Store.find:19:1',
      'arrow function:20:1',
      'Store.save:23:1',
    ]);
    expect(a.functions[1]).toMatchObject({
      returns: 'Item[]',
      parameters: [
        { name: 'items', type: 'Item[]' },
        { name: 'threshold', defaultValue: '5' },
        { name: 'amount?', type: 'number' },
      ],
    });
    expect(a.dependencies).toEqual(['zod']);
    expect(a.patterns.map((p) => p.name)).toEqual(expect.arrayContaining(['Asynchronous code', 'Anonymous functions']));
  });

  it('writes JSDoc the TypeScript compiler attaches to each function, with every parameter', async () => {
    const a = await analyze('typescript', fixture('inventory.ts.txt'));
    const source = ts.createSourceFile('documented.ts', a.documentation, ts.ScriptTarget.Latest, true);
    const tags: Record<string, string[]> = {};
    source.forEachChild(function visit(node) {
      if (
        (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) &&
        ts.getJSDocCommentsAndTags(node).length > 0
      ) {
        const name = node.name?.getText(source) ?? 'constructor';
        tags[name] = ts
          .getJSDocTags(node)
          .map((t) => `${t.tagName.text}${ts.isJSDocParameterTag(t) ? ` ${t.name.getText(source)}` : ''}`);
      }
      node.forEachChild(visit);
    });
    expect(tags).toEqual({
      parseItems: [],
      restock: ['param items', 'param threshold', 'param amount', 'returns'],
      constructor: ['param items'],
      find: ['param name', 'returns'],
      save: ['param url'],
    });
    expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });
});

describe('C++ and C#', () => {
  it('C++: out-of-class definitions, access, defaults; documented code still compiles', async () => {
    const a = await analyze('cpp', fixture('inventory.cpp'));
    expect(a.functions.map((f) => `${f.name}:${f.complexity}:${f.isPublic ? 'public' : 'private'}`)).toEqual(
      ['Inventory::add:3', 'Inventory::total:2', 'clamp:3'].map((s, i) => `${s}:${i === 2 ? 'private' : 'public'}`),
    );
    expect(a.functions[2].parameters).toEqual([
      { name: 'value', type: 'int' },
      { name: 'low', type: 'int', defaultValue: '0' },
      { name: 'high', type: 'int', defaultValue: '100' },
    ]);
    expect(a.dependencies).toEqual(['string', 'vector']);
    inTemp({ 'documented.cpp': a.documentation }, (dir) =>
      execFileSync('g++', ['-std=c++17', '-fsyntax-only', path.join(dir, 'documented.cpp')]),
    );
    expect(a.documentation).toContain('/**\n * @brief Adds.\n * @param name\n * @param quantity\n */\nvoid Inventory::add(');
  }, 30_000);

  it('C#: expression-bodied members, XML doc comments', async () => {
    const a = await analyze('csharp', fixture('Inventory.cs'));
    expect(a.functions.map((f) => `${f.name}:${f.complexity}:${f.documented ? 'doc' : 'nodoc'}`)).toEqual([
      'Inventory.Add:2:doc',
      'Inventory.Total:1:nodoc',
      'Inventory.Has:1:nodoc',
    ]);
    expect(a.functions[0].description).toBe('Adds stock.');
    expect(a.documentation).toContain(
      '    /// <summary>\n    /// Totals.\n    /// </summary>\n    /// <returns>The int.</returns>\n    public int Total()',
    );
  });
});

describe('Names, ratings and refusals', () => {
  it('makes a first sentence from the name', () => {
    expect(describeName({ shortName: 'getUserName', kind: 'function' })).toBe('Gets the user name.');
    expect(describeName({ shortName: 'is_valid', kind: 'function' })).toBe('Checks whether it is valid.');
    expect(describeName({ shortName: 'parseHTTPHeaders', kind: 'method' })).toBe('Parses the http headers.');
    expect(describeName({ shortName: 'Store', kind: 'constructor', className: 'Store' })).toBe('Creates a new Store.');
  });

  it('rates the maintainability index with Visual Studio’s bands', () => {
    expect([
      maintainabilityRating(100),
      maintainabilityRating(20),
      maintainabilityRating(19.9),
      maintainabilityRating(10),
      maintainabilityRating(9),
    ]).toEqual(['good', 'good', 'moderate', 'moderate', 'low']);
  });

  it('refuses code that does not parse, saying where', async () => {
    await expect(analyze('python', 'def f(:\n    pass\n')).rejects.toThrow(
      /^Syntax error.*\(line 1, column \d+\)\. The analysis needs code that parses\.$/,
    );
  });
});
