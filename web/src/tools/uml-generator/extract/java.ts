// Classes, interfaces, enums and records of Java (tree-sitter-java).
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlParameter, UmlType, UmlTypeKind, Visibility } from '../uml-model';
import { baseName, field, method, newType, squash } from './common';

function modifiersOf(node: Node): Set<string> {
  const modifiers = node.namedChildren.find((c) => c.type === 'modifiers');
  return new Set(modifiers?.children.map((c) => c.text) ?? []);
}

function visibilityOf(modifiers: Set<string>, inInterface: boolean): Visibility {
  if (modifiers.has('public') || inInterface) return 'public';
  if (modifiers.has('private')) return 'private';
  if (modifiers.has('protected')) return 'protected';
  return 'package';
}

function parameters(list: Node | null): UmlParameter[] {
  return (list?.namedChildren ?? [])
    .filter((p) => p.type === 'formal_parameter' || p.type === 'spread_parameter')
    .map((p) => {
      if (p.type === 'spread_parameter') {
        const declarator = p.namedChildren.find((c) => c.type === 'variable_declarator');
        const type = p.namedChildren.find((c) => c.type !== 'modifiers' && c.type !== 'variable_declarator');
        return { name: declarator?.text ?? '', type: type ? `${squash(type.text)}...` : undefined };
      }
      return {
        name: p.childForFieldName('name')?.text ?? '',
        type: squash(p.childForFieldName('type')?.text ?? '') || undefined,
      };
    });
}

const kinds: Record<string, UmlTypeKind> = {
  class_declaration: 'class',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
  record_declaration: 'record',
};

function members(body: Node | null, type: UmlType): void {
  const inInterface = type.kind === 'interface';
  for (const member of body?.namedChildren ?? []) {
    if (member.type === 'enum_body_declarations') {
      members(member, type);
      continue;
    }
    const modifiers = modifiersOf(member);
    const visibility = visibilityOf(modifiers, inInterface);
    const isStatic = modifiers.has('static');
    if (member.type === 'field_declaration' || member.type === 'constant_declaration') {
      const fieldType = squash(member.childForFieldName('type')?.text ?? '');
      for (const declarator of member.childrenForFieldName('declarator')) {
        const name = declarator.childForFieldName('name')?.text;
        const dims = declarator.childForFieldName('dimensions')?.text ?? '';
        if (name)
          type.members.push(
            field(name, visibility, `${fieldType}${dims}`, { isStatic: isStatic || member.type === 'constant_declaration' }),
          );
      }
    } else if (
      member.type === 'method_declaration' ||
      member.type === 'constructor_declaration' ||
      member.type === 'compact_constructor_declaration'
    ) {
      const name = member.childForFieldName('name')?.text ?? type.name;
      const isConstructor = member.type !== 'method_declaration';
      type.members.push(
        method(name, visibility, {
          parameters: parameters(member.childForFieldName('parameters')),
          type: isConstructor ? undefined : squash(member.childForFieldName('type')?.text ?? ''),
          isStatic,
          // An interface method without a body (and not default or static) is abstract.
          isAbstract:
            modifiers.has('abstract') ||
            (inInterface && !member.childForFieldName('body') && !modifiers.has('default') && !isStatic),
          isConstructor,
        }),
      );
    } else if (member.type === 'enum_constant') {
      type.enumValues.push(member.childForFieldName('name')?.text ?? member.text);
    }
  }
}

export function extractJava(root: Node): UmlType[] {
  const types: UmlType[] = [];
  for (const d of root.descendantsOfType(Object.keys(kinds))) {
    const name = d.childForFieldName('name');
    if (!name) continue;
    const type = newType(name.text, kinds[d.type], d);
    const modifiers = modifiersOf(d);
    type.isAbstract = modifiers.has('abstract');
    type.generics = d.childForFieldName('type_parameters')?.text.replace(/^<|>$/g, '');
    const superclass = d.childForFieldName('superclass');
    if (superclass) type.extends.push(...superclass.namedChildren.map((t) => baseName(t.text)));
    const interfaces = d.childForFieldName('interfaces');
    const listed = (interfaces?.namedChildren.find((c) => c.type === 'type_list') ?? interfaces)?.namedChildren ?? [];
    // An interface's `extends` list names interfaces it extends.
    const extended = d.namedChildren.find((c) => c.type === 'extends_interfaces');
    const extendedList = (extended?.namedChildren.find((c) => c.type === 'type_list') ?? extended)?.namedChildren ?? [];
    type.implements.push(...listed.map((t) => baseName(t.text)));
    type.extends.push(...extendedList.map((t) => baseName(t.text)));
    if (d.type === 'record_declaration') {
      for (const p of parameters(d.childForFieldName('parameters'))) type.members.push(field(p.name, 'private', p.type));
    }
    members(d.childForFieldName('body'), type);
    types.push(type);
  }
  return types;
}
