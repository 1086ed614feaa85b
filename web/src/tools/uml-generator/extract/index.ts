import type { SourceLanguage } from '@/engines/code/languages';
import { firstSyntaxError } from '@/engines/code/tree-sitter/syntax-error';
import type { Tree } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlModel, UmlRelation, UmlType } from '../uml-model';
import { extractCpp } from './cpp';
import { extractCSharp } from './csharp';
import { extractJava } from './java';
import { extractPython } from './python';
import { extractTypeScript } from './typescript';

export const umlLanguages = [
  'typescript',
  'javascript',
  'python',
  'java',
  'csharp',
  'cpp',
] as const satisfies readonly SourceLanguage[];
export type UmlLanguage = (typeof umlLanguages)[number];

const extractors: Record<UmlLanguage, (root: Tree['rootNode']) => UmlType[]> = {
  typescript: extractTypeScript,
  javascript: extractTypeScript,
  python: extractPython,
  java: extractJava,
  csharp: extractCSharp,
  cpp: extractCpp,
};

/** A field type that holds many of something: an array, a list, a set, a map, a sequence… */
const MANY =
  /\[\]|\b(?:Array|ReadonlyArray|List|ArrayList|LinkedList|Set|HashSet|TreeSet|Map|HashMap|Collection|Iterable|IEnumerable|ICollection|IList|Dictionary|vector|list|set|map|deque|array|Sequence|Tuple|tuple|dict)\s*[<[]/;

/** Associations from field types that name another type of the diagram. */
function associations(types: readonly UmlType[]): UmlRelation[] {
  const names = new Set(types.map((t) => t.name));
  const found = new Map<string, UmlRelation>();
  for (const type of types) {
    for (const member of type.members) {
      if (member.kind !== 'field' || !member.type) continue;
      for (const word of new Set(member.type.match(/[A-Za-z_]\w*/g) ?? [])) {
        if (!names.has(word)) continue;
        const key = `${type.name}->${word}`;
        const many = MANY.test(member.type);
        const existing = found.get(key);
        if (existing) {
          existing.label = `${existing.label}, ${member.name}`;
          existing.many ||= many;
        } else found.set(key, { kind: 'association', from: type.name, to: word, label: member.name, many });
      }
    }
  }
  return [...found.values()];
}

/**
 * The class-diagram model of a parsed file. A file that does not parse is refused with the first
 * syntax error's position, since half-read classes would give a wrong diagram.
 */
export function extractModel(tree: Tree, language: UmlLanguage): UmlModel {
  const syntax = firstSyntaxError(tree.rootNode);
  if (syntax) throw new Error(`${syntax.message} (line ${syntax.line}, column ${syntax.column}). Fix it to draw the diagram.`);
  const seen = new Set<string>();
  // The first declaration of a name wins (a C++ class defined twice, nested classes of the same name).
  const types = extractors[language](tree.rootNode).filter((t) => !seen.has(t.name) && seen.add(t.name));
  const relations: UmlRelation[] = [
    ...types.flatMap((t) => t.extends.map((to): UmlRelation => ({ kind: 'inheritance', from: t.name, to }))),
    ...types.flatMap((t) => t.implements.map((to): UmlRelation => ({ kind: 'realization', from: t.name, to }))),
    ...associations(types),
  ];
  return { types, relations };
}
