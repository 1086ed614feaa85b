// Mermaid's own parser (the library the tool renders with) reads the generated text back: every
// class, member, method (with its classifier and return type) and relation of each fixture arrives.
import fs from 'node:fs';
import mermaid from 'mermaid';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeWasm } from '@/engines/code/tree-sitter/node-wasm';
import { configureTreeSitter, parse } from '@/engines/code/tree-sitter/tree-sitter';
import { extractModel, type UmlLanguage } from './extract';
import { toMermaid } from './uml-text';

type MermaidClass = {
  methods: { id: string; classifier: string; returnType?: string }[];
  members: unknown[];
  annotations: string[];
};
type ClassDb = { getClasses: () => Map<string, MermaidClass>; getRelations: () => unknown[] };

beforeAll(() => {
  configureTreeSitter(nodeWasm);
  mermaid.initialize({ startOnLoad: false });
});

describe('Mermaid reads the generated class diagrams', () => {
  it.each([
    ['java', 'Shop.java'],
    ['python', 'shop.py'],
    ['typescript', 'shop.ts.txt'],
    ['csharp', 'shop.cs'],
    ['cpp', 'shop.cpp'],
  ] as const)('%s (%s)', async (language: UmlLanguage, name) => {
    const tree = await parse(language, fs.readFileSync(`web/src/tools/uml-generator/fixtures/${name}`, 'utf8'));
    const model = extractModel(tree, language);
    tree.delete();
    const text = toMermaid(model);
    const diagram = await (
      mermaid as unknown as { mermaidAPI: { getDiagramFromText: (t: string) => Promise<{ db: ClassDb }> } }
    ).mermaidAPI.getDiagramFromText(text);
    const classes = diagram.db.getClasses();
    for (const type of model.types) {
      const parsed = classes.get(type.name);
      expect(parsed, type.name).toBeDefined();
      const methods = type.members.filter((m) => m.kind === 'method');
      expect(
        parsed!.methods.map((m) => m.id),
        type.name,
      ).toEqual(methods.map((m) => m.name.replace(/^(get|set) /, '$1 ')));
      expect(
        parsed!.methods.map((m) => m.classifier),
        type.name,
      ).toEqual(methods.map((m) => (m.isAbstract ? '*' : m.isStatic ? '$' : '')));
      expect(parsed!.members.length, type.name).toBe(type.members.length - methods.length + type.enumValues.length);
    }
    expect(diagram.db.getRelations()).toHaveLength(model.relations.length);
  });
});
