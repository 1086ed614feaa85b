// @vitest-environment node
// Class extraction per language, checked against each language's own tools where this machine has
// them: javap on the compiled Java fixture, Python's ast module, the TypeScript compiler API. The C#
// and C++ fixtures were counted by hand (g++ checks the C++ fixture is valid C++; no C# compiler here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeWasm } from '@/engines/code/tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { extractModel, type UmlLanguage } from './extract';
import type { UmlModel, UmlType } from './uml-model';
import { toMermaid, toPlantUml } from './uml-text';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const fixturePath = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

beforeAll(() => configureTreeSitter(nodeWasm));

async function model(language: UmlLanguage, code: string): Promise<UmlModel> {
  const tree = await parse(language, code);
  try {
    return extractModel(tree, language);
  } finally {
    tree.delete();
  }
}

const byName = (m: UmlModel, name: string): UmlType => m.types.find((t) => t.name === name)!;
/** "name:kind:visibility[:static][:abstract]" per member, sorted: a compact shape to compare. */
const shape = (type: UmlType) =>
  type.members
    .map((m) =>
      [m.name, m.kind, m.visibility, ...(m.isStatic ? ['static'] : []), ...(m.isAbstract ? ['abstract'] : [])].join(':'),
    )
    .sort();
const simple = (javaType: string) => javaType.replace(/\b(?:[a-z]\w*\.)+(?=[A-Z])/g, '');

describe('Java, against javap', () => {
  type JavapMember = {
    name: string;
    kind: 'field' | 'method';
    visibility: string;
    isStatic: boolean;
    isAbstract: boolean;
    type: string;
    params: string;
  };

  function javap(className: string, dir: string): { header: string; members: JavapMember[] } {
    const out = execFileSync('javap', ['-p', '-v', '-cp', dir, `shop.${className}`], { encoding: 'utf8' });
    const header = out.split('\n').find((l) => /^(\w+ )*(class|interface|enum) shop\./.test(l))!;
    const members: JavapMember[] = [];
    const blocks = out.split('\n\n');
    for (const block of blocks) {
      const lines = block.split('\n').map((l) => l.trimEnd());
      // Member declarations are indented two spaces (constant-pool lines start with #).
      const at = lines.findIndex((l) => /^ {2}[a-z].*;$/.test(l));
      const decl = lines[at];
      const flags = lines.slice(at).find((l) => l.trim().startsWith('flags:')) ?? '';
      if (!decl || /ACC_SYNTHETIC|ACC_BRIDGE/.test(flags) || decl.includes('static {}')) continue;
      const text = decl.trim().replace(/;$/, '');
      const isMethod = text.includes('(');
      const head = isMethod ? text.slice(0, text.indexOf('(')) : text;
      const words = head.split(' ');
      const name = words.pop()!.replace(/^shop\./, '');
      const visibility = ['public', 'private', 'protected'].find((v) => words.includes(v)) ?? 'package';
      members.push({
        name,
        kind: isMethod ? 'method' : 'field',
        visibility,
        isStatic: words.includes('static'),
        isAbstract: words.includes('abstract'),
        type: simple(
          words
            .filter((w) => !['public', 'private', 'protected', 'static', 'final', 'abstract', 'default'].includes(w))
            .join(' '),
        ),
        params: isMethod ? simple(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))) : '',
      });
    }
    return { header, members };
  }

  it('finds every class and interface javac compiles, with the members javap lists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uml-java-'));
    try {
      execFileSync('javac', ['-d', dir, fixturePath('Shop.java')]);
      const m = await model('java', fixture('Shop.java'));
      expect(m.types.map((t) => t.name).sort()).toEqual([
        'Author',
        'Book',
        'Category',
        'Discountable',
        'Priced',
        'Product',
        'Review',
      ]);
      for (const className of ['Priced', 'Discountable', 'Product', 'Book', 'Author', 'Review']) {
        const { header, members } = javap(className, dir);
        const type = byName(m, className);
        // Constructors: javap names them by the class; ours by the class too.
        const expected = members
          .map((j) =>
            [j.name, j.kind, j.visibility, ...(j.isStatic ? ['static'] : []), ...(j.isAbstract ? ['abstract'] : [])].join(':'),
          )
          .sort();
        expect(shape(type), className).toEqual(expected);
        for (const j of members) {
          const ours = type.members.find(
            (x) =>
              x.name === j.name &&
              x.kind === j.kind &&
              (j.kind === 'field' || (x.parameters ?? []).map((p) => p.type).join(', ') === j.params),
          )!;
          expect(ours, `${className}.${j.name}(${j.params})`).toBeDefined();
          if (j.kind === 'field' || !ours.isConstructor) expect(ours.type, `${className}.${j.name}`).toBe(j.type);
        }
        expect(type.isAbstract || type.kind === 'interface').toBe(/\babstract\b|\binterface\b/.test(header));
        const extendsClause = /class [\w.]+ extends ([\w.]+)/.exec(header)?.[1];
        if (type.kind !== 'interface') expect(type.extends).toEqual(extendsClause ? [simple(extendsClause)] : []);
        const implementsClause = /(?:implements|interface [\w.]+ extends) (.+?)(?: \{)?$/.exec(header)?.[1];
        const listed = implementsClause ? implementsClause.split(/, (?![^<]*>)/).map((t) => simple(t).replace(/<.*>/, '')) : [];
        expect(type.kind === 'interface' ? type.extends : type.implements).toEqual(listed);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('reads enum constants, relations and associations', async () => {
    const m = await model('java', fixture('Shop.java'));
    expect(byName(m, 'Category').enumValues).toEqual(['BOOKS', 'MUSIC', 'GAMES']);
    expect(m.relations).toEqual(
      expect.arrayContaining([
        { kind: 'inheritance', from: 'Book', to: 'Product' },
        { kind: 'inheritance', from: 'Discountable', to: 'Priced' },
        { kind: 'realization', from: 'Book', to: 'Discountable' },
        { kind: 'realization', from: 'Product', to: 'Priced' },
        { kind: 'association', from: 'Book', to: 'Author', label: 'author', many: false },
        { kind: 'association', from: 'Book', to: 'Review', label: 'reviews', many: true },
      ]),
    );
  });
});

describe('Python, against the ast module', () => {
  const oracle = `
import ast, json, sys
tree = ast.parse(open(sys.argv[1]).read())
out = {}
for node in ast.walk(tree):
    if not isinstance(node, ast.ClassDef):
        continue
    methods, fields = [], []
    for item in node.body:
        if isinstance(item, ast.FunctionDef):
            decorators = [d.id if isinstance(d, ast.Name) else d.attr for d in item.decorator_list]
            if 'property' in decorators:
                fields.append(item.name)
            else:
                methods.append(item.name)
            for sub in ast.walk(item):
                targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target] if isinstance(sub, ast.AnnAssign) else []
                for t in targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == 'self':
                        fields.append(t.attr)
        elif isinstance(item, (ast.Assign, ast.AnnAssign)):
            for t in (item.targets if isinstance(item, ast.Assign) else [item.target]):
                fields.append(t.id)
    out[node.name] = {'bases': [b.id for b in node.bases if isinstance(b, ast.Name)], 'methods': methods, 'fields': sorted(set(fields))}
print(json.dumps(out))
`;

  it('finds the classes, bases, methods and fields Python itself sees', async () => {
    const expected = JSON.parse(execFileSync('python3', ['-c', oracle, fixturePath('shop.py')], { encoding: 'utf8' })) as Record<
      string,
      { bases: string[]; methods: string[]; fields: string[] }
    >;
    const m = await model('python', fixture('shop.py'));
    expect(m.types.map((t) => t.name).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, want] of Object.entries(expected)) {
      const type = byName(m, name);
      // ABC and Enum become the abstract flag and the enum kind, not superclasses.
      expect(type.extends, name).toEqual(want.bases.filter((b) => b !== 'ABC' && b !== 'Enum'));
      expect(
        type.members.filter((x) => x.kind === 'method').map((x) => x.name),
        name,
      ).toEqual(want.methods);
      const fields = type.kind === 'enum' ? type.enumValues : type.members.filter((x) => x.kind === 'field').map((x) => x.name);
      expect([...fields].sort(), name).toEqual(want.fields);
    }
  });

  it('reads visibility from the naming convention, decorators and annotations', async () => {
    const m = await model('python', fixture('shop.py'));
    const product = byName(m, 'Product');
    expect(product.isAbstract).toBe(true);
    expect(byName(m, 'Category').kind).toBe('enum');
    expect(shape(product)).toEqual([
      '__init__:method:public',
      '__secret:field:private',
      '_sku:field:protected',
      'created:field:public:static',
      'label:field:public',
      'make:method:public:static',
      'name:field:public',
      'normalize:method:public:static',
      'price:method:public:abstract',
    ]);
    expect(product.members.find((x) => x.name === 'name')!.type).toBe('str');
    expect(product.members.find((x) => x.name === 'make')).toMatchObject({
      type: 'Product',
      parameters: [{ name: 'name', type: 'str' }],
    });
    expect(m.relations).toEqual(
      expect.arrayContaining([
        { kind: 'inheritance', from: 'Book', to: 'Product' },
        { kind: 'association', from: 'Book', to: 'Author', label: 'author', many: false },
        { kind: 'association', from: 'Book', to: 'Review', label: 'reviews', many: true },
      ]),
    );
  });
});

describe('TypeScript, against the TypeScript compiler API', () => {
  function compilerView(code: string) {
    const source = ts.createSourceFile('shop.ts', code, ts.ScriptTarget.Latest, true);
    const out: Record<string, { heritage: string[]; members: string[] }> = {};
    const flags = (node: ts.Node) => ts.getCombinedModifierFlags(node as ts.Declaration);
    const visibility = (node: ts.Node, name?: ts.Node) =>
      name && ts.isPrivateIdentifier(name)
        ? 'private'
        : flags(node) & ts.ModifierFlags.Private
          ? 'private'
          : flags(node) & ts.ModifierFlags.Protected
            ? 'protected'
            : 'public';
    const describe = (name: string, kind: string, node: ts.Node, nameNode?: ts.Node) =>
      [
        name,
        kind,
        visibility(node, nameNode),
        ...(flags(node) & ts.ModifierFlags.Static ? ['static'] : []),
        ...(flags(node) & ts.ModifierFlags.Abstract ? ['abstract'] : []),
      ].join(':');
    source.forEachChild(function visit(node) {
      if (ts.isClassDeclaration(node) && node.name) {
        const members: string[] = [];
        for (const member of node.members) {
          const name = member.name?.getText(source).replace(/^#/, '') ?? 'constructor';
          if (ts.isPropertyDeclaration(member)) members.push(describe(name, 'field', member, member.name));
          else if (ts.isMethodDeclaration(member)) members.push(describe(name, 'method', member));
          else if (ts.isGetAccessor(member)) members.push(describe(`get ${name}`, 'method', member));
          else if (ts.isConstructorDeclaration(member)) {
            members.push(describe('constructor', 'method', member));
            for (const p of member.parameters)
              if (ts.isParameterPropertyDeclaration(p, member)) members.push(describe(p.name.getText(source), 'field', p));
          }
        }
        out[node.name.text] = {
          heritage: (node.heritageClauses ?? []).flatMap((h) =>
            h.types.map(
              (t) => `${h.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements'} ${t.expression.getText(source)}`,
            ),
          ),
          members: members.sort(),
        };
      }
      node.forEachChild(visit);
    });
    return out;
  }

  it('finds the classes, heritage and members the compiler sees', async () => {
    const code = fixture('shop.ts.txt');
    const expected = compilerView(code);
    const m = await model('typescript', code);
    for (const [name, want] of Object.entries(expected)) {
      const type = byName(m, name);
      expect(shape(type), name).toEqual(want.members);
      expect([...type.extends.map((e) => `extends ${e}`), ...type.implements.map((i) => `implements ${i}`)], name).toEqual(
        want.heritage,
      );
    }
    expect(
      m.types
        .filter((t) => t.kind === 'class')
        .map((t) => t.name)
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  it('reads interfaces, enums, types, generics and JavaScript constructor fields', async () => {
    const m = await model('typescript', fixture('shop.ts.txt'));
    expect(byName(m, 'Priced')).toMatchObject({ kind: 'interface' });
    expect(shape(byName(m, 'Priced'))).toEqual(['currency?:field:public', 'price:method:public:abstract']);
    expect(byName(m, 'Discountable').extends).toEqual(['Priced']);
    expect(byName(m, 'Category').enumValues).toEqual(['Books', 'Music']);
    expect(byName(m, 'Book').members.find((x) => x.name === 'load')).toMatchObject({
      type: 'Promise<T | null>',
      parameters: [{ name: 'url', type: 'string' }, { name: 'retries' }],
    });
    const js = await model(
      'javascript',
      'class A extends B { static n = 1; #p = 2; constructor(x) { super(); this.x = x; this.#p = 3; } m() {} }',
    );
    expect(shape(byName(js, 'A'))).toEqual([
      'constructor:method:public',
      'm:method:public',
      'n:field:public:static',
      'p:field:private',
      'x:field:public',
    ]);
    expect(byName(js, 'A').extends).toEqual(['B']);
  });
});

describe('C# and C++ (counted by hand)', () => {
  it('C#: classes, interface, struct, record, enum; properties as fields; bases split into extends and implements', async () => {
    const m = await model('csharp', fixture('shop.cs'));
    expect(m.types.map((t) => `${t.kind} ${t.name}`)).toEqual([
      'interface IPriced',
      'class Product',
      'class Book',
      'class Author',
      'struct Review',
      'record Order',
      'enum Category',
    ]);
    expect(shape(byName(m, 'Product'))).toEqual([
      'Created:method:public:static',
      'Name:field:protected',
      'Price:method:public:abstract',
      'Product:method:protected',
      'Sku:field:package',
      'created:field:private:static',
    ]);
    expect(byName(m, 'Product').isAbstract).toBe(true);
    expect(byName(m, 'Book')).toMatchObject({ extends: ['Product'], implements: ['IComparable'] });
    expect(byName(m, 'Product').implements).toEqual(['IPriced']);
    expect(shape(byName(m, 'Order'))).toEqual(['Item:field:public', 'Quantity:field:public']);
    expect(byName(m, 'Book').members.find((x) => x.name === 'Vat')).toMatchObject({ isStatic: true, type: 'decimal' });
    expect(m.relations).toEqual(
      expect.arrayContaining([
        { kind: 'association', from: 'Book', to: 'Review', label: 'reviews', many: true },
        { kind: 'association', from: 'Order', to: 'Book', label: 'Item', many: false },
      ]),
    );
  });

  it('C++: access sections, pure virtual, static, pointers, templates; the fixture is valid C++', async () => {
    execFileSync('g++', ['-std=c++17', '-fsyntax-only', fixturePath('shop.cpp')]);
    const m = await model('cpp', fixture('shop.cpp'));
    expect(m.types.map((t) => `${t.kind} ${t.name}`)).toEqual([
      'class Priced',
      'class Product',
      'struct Review',
      'class Author',
      'class Shelf',
      'class Book',
      'enum Category',
    ]);
    expect(shape(byName(m, 'Priced'))).toEqual(['price:method:public:abstract', '~Priced:method:public']);
    expect(byName(m, 'Priced').isAbstract).toBe(true);
    expect(shape(byName(m, 'Product'))).toEqual([
      'Product:method:public',
      'count:field:private:static',
      'created:method:public:static',
      'name:field:protected',
    ]);
    expect(byName(m, 'Product').members.find((x) => x.name === 'Product')!.parameters).toEqual([
      { name: 'name', type: 'const std::string&' },
    ]);
    expect(shape(byName(m, 'Review'))).toEqual(['rate:method:public', 'stars:field:public']);
    expect(byName(m, 'Shelf').generics).toBe('T');
    expect(byName(m, 'Book')).toMatchObject({ extends: ['Product', 'Shelf'] });
    expect(byName(m, 'Book').members.find((x) => x.name === 'author')).toMatchObject({ type: 'Author*', visibility: 'private' });
    expect(m.relations).toEqual(
      expect.arrayContaining([
        { kind: 'association', from: 'Book', to: 'Author', label: 'author', many: false },
        { kind: 'association', from: 'Book', to: 'Review', label: 'reviews', many: true },
      ]),
    );
  });
});

describe('Text output', () => {
  const small: UmlModel = {
    types: [
      {
        name: 'Shape',
        kind: 'class',
        isAbstract: true,
        generics: 'T',
        enumValues: [],
        extends: [],
        implements: ['Drawable'],
        line: 1,
        members: [
          { kind: 'field', name: 'count', visibility: 'private', type: 'number', isStatic: true, isAbstract: false },
          { kind: 'field', name: 'items', visibility: 'protected', type: 'List<Item>', isStatic: false, isAbstract: false },
          {
            kind: 'method',
            name: 'area',
            visibility: 'public',
            type: 'number',
            parameters: [],
            isStatic: false,
            isAbstract: true,
          },
          {
            kind: 'method',
            name: 'create',
            visibility: 'public',
            type: 'Shape',
            parameters: [{ name: 'kind', type: 'string' }],
            isStatic: true,
            isAbstract: false,
          },
        ],
      },
      {
        name: 'Drawable',
        kind: 'interface',
        isAbstract: false,
        enumValues: [],
        extends: [],
        implements: [],
        line: 9,
        members: [],
      },
      {
        name: 'Color',
        kind: 'enum',
        isAbstract: false,
        enumValues: ['RED', 'GREEN'],
        extends: [],
        implements: [],
        line: 10,
        members: [],
      },
      { name: 'Item', kind: 'class', isAbstract: false, enumValues: [], extends: [], implements: [], line: 11, members: [] },
    ],
    relations: [
      { kind: 'realization', from: 'Shape', to: 'Drawable' },
      { kind: 'association', from: 'Shape', to: 'Item', label: 'items', many: true },
    ],
  };

  it('writes Mermaid classDiagram syntax', () => {
    expect(toMermaid(small)).toBe(
      [
        'classDiagram',
        '  class Shape~T~ {',
        '    <<abstract>>',
        '    -number count$',
        '    #List~Item~ items',
        '    +area() number*',
        '    +create(kind: string) Shape$',
        '  }',
        '  class Drawable {',
        '    <<interface>>',
        '  }',
        '  class Color {',
        '    <<enumeration>>',
        '    RED',
        '    GREEN',
        '  }',
        '  class Item',
        '  Drawable <|.. Shape',
        '  Shape --> "*" Item : items',
        '',
      ].join('\n'),
    );
  });

  it('writes PlantUML', () => {
    expect(toPlantUml(small)).toBe(
      [
        '@startuml',
        'skinparam classAttributeIconSize 0',
        'abstract class Shape<T> {',
        '  - {static} count : number',
        '  # items : List<Item>',
        '  + {abstract} area() : number',
        '  + {static} create(kind : string) : Shape',
        '}',
        'interface Drawable',
        'enum Color {',
        '  RED',
        '  GREEN',
        '}',
        'class Item',
        'Drawable <|.. Shape',
        'Shape --> "*" Item : items',
        '@enduml',
        '',
      ].join('\n'),
    );
  });

  it('refuses code that does not parse, saying where', async () => {
    await expect(model('java', 'class A { void f( }')).rejects.toThrow(
      /^Syntax error.*\(line 1, column \d+\)\. Fix it to draw the diagram\.$/,
    );
  });
});
