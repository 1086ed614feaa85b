// Classes, structs and enums of C++ (tree-sitter-cpp). Members take the access of the section they
// are in (private by default in a class, public in a struct); `virtual … = 0` is abstract.
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlMember, UmlParameter, UmlType, Visibility } from '../uml-model';
import { baseName, field, keywords, method, newType, squash } from './common';

/** The name and the pointer/reference/array decoration of a declarator ("*owner" → owner, "*"). */
function unwrap(declarator: Node | null): { name: Node | null; function: Node | null; decoration: string } {
  let node = declarator;
  let decoration = '';
  while (node) {
    if (node.type === 'pointer_declarator') decoration += '*';
    else if (node.type === 'reference_declarator') decoration += node.children.some((c) => c.type === '&&') ? '&&' : '&';
    else if (node.type === 'array_declarator') decoration += '[]';
    else if (node.type === 'function_declarator') {
      return { name: unwrap(node.childForFieldName('declarator')).name, function: node, decoration };
    } else return { name: node, function: null, decoration };
    node =
      node.childForFieldName('declarator') ??
      node.namedChildren.find((c) => c.type.endsWith('declarator') || c.type.endsWith('identifier')) ??
      null;
  }
  return { name: null, function: null, decoration };
}

function typeOf(member: Node, decoration: string): string {
  const qualifiers = member.namedChildren.filter((c) => c.type === 'type_qualifier').map((c) => c.text);
  const base = squash(member.childForFieldName('type')?.text ?? '');
  return [...qualifiers, base].join(' ') + decoration;
}

function parameters(list: Node | null): UmlParameter[] {
  return (list?.namedChildren ?? [])
    .filter((p) => p.type === 'parameter_declaration' || p.type === 'optional_parameter_declaration')
    .map((p) => {
      const { name, decoration } = unwrap(p.childForFieldName('declarator'));
      return { name: name?.text ?? '', type: typeOf(p, decoration) || undefined };
    });
}

function memberOf(member: Node, visibility: Visibility, className: string): UmlMember[] {
  const flags = keywords(member);
  const storage = member.namedChildren
    .filter((c) => c.type === 'storage_class_specifier' || c.type === 'virtual')
    .map((c) => c.text);
  const isStatic = storage.includes('static');
  const isVirtual = flags.has('virtual') || storage.includes('virtual') || member.namedChildren.some((c) => c.type === 'virtual');
  const out: UmlMember[] = [];
  const declarators =
    member.type === 'function_definition' ? [member.childForFieldName('declarator')] : member.childrenForFieldName('declarator');
  for (const declarator of declarators) {
    const { name, function: fn, decoration } = unwrap(declarator);
    if (!name) continue;
    if (fn) {
      const methodName = name.text;
      const isConstructor = methodName === className || methodName === `~${className}`;
      // `= 0` after the declarator makes a pure virtual function.
      const pure = isVirtual && member.childForFieldName('default_value')?.text === '0';
      out.push(
        method(methodName, visibility, {
          parameters: parameters(fn.childForFieldName('parameters')),
          type: isConstructor ? undefined : typeOf(member, decoration) || undefined,
          isStatic,
          isAbstract: pure,
          isConstructor,
        }),
      );
    } else {
      out.push(field(name.text, visibility, typeOf(member, decoration), { isStatic }));
    }
  }
  return out;
}

export function extractCpp(root: Node): UmlType[] {
  const types: UmlType[] = [];
  for (const d of root.descendantsOfType(['class_specifier', 'struct_specifier', 'enum_specifier'])) {
    const name = d.childForFieldName('name');
    const body = d.childForFieldName('body');
    // `class Foo;` and `struct Foo x;` mention a type without defining it.
    if (!name || !body) continue;
    const typeName = baseName(name.text);
    if (d.type === 'enum_specifier') {
      const type = newType(typeName, 'enum', d);
      type.enumValues = body.namedChildren
        .filter((c) => c.type === 'enumerator')
        .map((c) => c.childForFieldName('name')?.text ?? c.text);
      types.push(type);
      continue;
    }
    const type = newType(typeName, d.type === 'struct_specifier' ? 'struct' : 'class', d);
    const template = d.parent?.type === 'template_declaration' ? d.parent.childForFieldName('parameters') : null;
    if (template) type.generics = squash(template.text.replace(/^<|>$/g, '').replace(/\b(typename|class)\s+/g, ''));
    for (const base of d.namedChildren.find((c) => c.type === 'base_class_clause')?.namedChildren ?? []) {
      if (base.type === 'access_specifier' || base.type === 'virtual') continue;
      type.extends.push(baseName(base.text));
    }
    let visibility: Visibility = d.type === 'struct_specifier' ? 'public' : 'private';
    for (const member of body.namedChildren) {
      if (member.type === 'access_specifier') {
        const access = member.text.replace(':', '').trim();
        if (access === 'public' || access === 'private' || access === 'protected') visibility = access;
      } else if (member.type === 'field_declaration' || member.type === 'declaration' || member.type === 'function_definition') {
        type.members.push(...memberOf(member, visibility, typeName));
      } else if (member.type === 'template_declaration') {
        const inner = member.namedChildren.find(
          (c) => c.type === 'declaration' || c.type === 'function_definition' || c.type === 'field_declaration',
        );
        if (inner) type.members.push(...memberOf(inner, visibility, typeName));
      }
    }
    type.isAbstract = type.members.some((m) => m.isAbstract);
    types.push(type);
  }
  return types;
}
