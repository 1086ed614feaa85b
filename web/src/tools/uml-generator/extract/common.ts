import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlMember, UmlType, UmlTypeKind, Visibility } from '../uml-model';

/** The anonymous keyword children of a node ("static", "abstract", "readonly"…). */
export function keywords(node: Node): Set<string> {
  return new Set(node.children.filter((c) => !c.isNamed).map((c) => c.type));
}

/** Whitespace collapsed, so a type written over several lines reads on one. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function newType(name: string, kind: UmlTypeKind, node: Node): UmlType {
  return {
    name,
    kind,
    isAbstract: false,
    members: [],
    enumValues: [],
    extends: [],
    implements: [],
    line: node.startPosition.row + 1,
  };
}

export function field(name: string, visibility: Visibility, type?: string, flags: Partial<UmlMember> = {}): UmlMember {
  return { kind: 'field', name, visibility, type, isStatic: false, isAbstract: false, ...flags };
}

export function method(name: string, visibility: Visibility, flags: Partial<UmlMember> = {}): UmlMember {
  return { kind: 'method', name, visibility, parameters: [], isStatic: false, isAbstract: false, ...flags };
}

/** The base name of a type written with generics, a namespace or qualifiers ("ns::Base<T>" → "Base"). */
export function baseName(type: string): string {
  const withoutGenerics = type.replace(/<.*$/s, '').replace(/\[.*$/s, '');
  return withoutGenerics.split(/::|\./).pop()!.trim();
}
