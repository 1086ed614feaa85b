// Classes, interfaces, structs, records and enums of C# (tree-sitter-c-sharp).
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlParameter, UmlType, UmlTypeKind, Visibility } from '../uml-model';
import { baseName, field, method, newType, squash } from './common';

const kinds: Record<string, UmlTypeKind> = {
  class_declaration: 'class',
  interface_declaration: 'interface',
  struct_declaration: 'struct',
  record_declaration: 'record',
  record_struct_declaration: 'record',
  enum_declaration: 'enum',
};

function modifiersOf(node: Node): Set<string> {
  return new Set(node.namedChildren.filter((c) => c.type === 'modifier').map((c) => c.text));
}

function visibilityOf(modifiers: Set<string>, inInterface: boolean): Visibility {
  if (modifiers.has('public') || inInterface) return 'public';
  if (modifiers.has('protected')) return 'protected';
  if (modifiers.has('internal')) return 'package';
  return 'private';
}

function parameters(list: Node | null): UmlParameter[] {
  return (list?.namedChildren ?? [])
    .filter((p) => p.type === 'parameter')
    .map((p) => ({
      name: p.childForFieldName('name')?.text ?? '',
      type: squash(p.childForFieldName('type')?.text ?? '') || undefined,
    }));
}

/** Interface names by the .NET convention (IShape), used when the file does not declare the base. */
const INTERFACE_NAME = /^I[A-Z]/;

export function extractCSharp(root: Node): UmlType[] {
  const types: UmlType[] = [];
  const bases = new Map<UmlType, string[]>();
  for (const d of root.descendantsOfType(Object.keys(kinds))) {
    const name = d.childForFieldName('name');
    if (!name) continue;
    const type = newType(name.text, kinds[d.type], d);
    const modifiers = modifiersOf(d);
    type.isAbstract = modifiers.has('abstract');
    type.generics =
      d.childForFieldName('type_parameters')?.text.replace(/^<|>$/g, '') ??
      d.namedChildren.find((c) => c.type === 'type_parameter_list')?.text.replace(/^<|>$/g, '');
    const baseList = d.namedChildren.find((c) => c.type === 'base_list');
    bases.set(
      type,
      (baseList?.namedChildren ?? []).filter((c) => c.type !== 'argument_list').map((b) => baseName(b.text)),
    );
    const inInterface = type.kind === 'interface';
    const recordParameters = d.namedChildren.find((c) => c.type === 'parameter_list');
    for (const p of parameters(recordParameters ?? null)) type.members.push(field(p.name, 'public', p.type));
    const body = d.childForFieldName('body');
    for (const member of body?.namedChildren ?? []) {
      const mods = modifiersOf(member);
      const visibility = visibilityOf(mods, inInterface);
      const isStatic = mods.has('static') || mods.has('const');
      if (member.type === 'enum_member_declaration') type.enumValues.push(member.childForFieldName('name')?.text ?? member.text);
      else if (member.type === 'field_declaration' || member.type === 'event_field_declaration') {
        const declaration = member.namedChildren.find((c) => c.type === 'variable_declaration');
        const fieldType = squash(declaration?.childForFieldName('type')?.text ?? '');
        for (const declarator of declaration?.namedChildren.filter((c) => c.type === 'variable_declarator') ?? []) {
          const fieldName = declarator.childForFieldName('name')?.text ?? declarator.namedChildren[0]?.text;
          if (fieldName) type.members.push(field(fieldName, visibility, fieldType, { isStatic }));
        }
      } else if (member.type === 'property_declaration') {
        type.members.push(
          field(member.childForFieldName('name')?.text ?? '', visibility, squash(member.childForFieldName('type')?.text ?? ''), {
            isStatic,
            isAbstract: mods.has('abstract'),
          }),
        );
      } else if (member.type === 'method_declaration' || member.type === 'constructor_declaration') {
        const isConstructor = member.type === 'constructor_declaration';
        type.members.push(
          method(member.childForFieldName('name')?.text ?? type.name, visibility, {
            parameters: parameters(member.childForFieldName('parameters')),
            type: isConstructor
              ? undefined
              : squash((member.childForFieldName('returns') ?? member.childForFieldName('type'))?.text ?? ''),
            isStatic,
            isAbstract: mods.has('abstract') || (inInterface && !member.childForFieldName('body')),
            isConstructor,
          }),
        );
      }
    }
    types.push(type);
  }
  // `class A : B, IC`: a base declared as an interface here (or named like one) is implemented; a class
  // is extended. Interfaces and structs only implement.
  const interfaces = new Set(types.filter((t) => t.kind === 'interface').map((t) => t.name));
  for (const [type, names] of bases) {
    for (const base of names) {
      const isInterface = interfaces.has(base) || (!types.some((t) => t.name === base) && INTERFACE_NAME.test(base));
      if (type.kind === 'interface') type.extends.push(base);
      else if (isInterface || type.kind === 'struct') type.implements.push(base);
      else type.extends.push(base);
    }
  }
  return types;
}
