// Classes, interfaces and enums of JavaScript and TypeScript (tree-sitter-javascript / -typescript).
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlMember, UmlParameter, UmlType, Visibility } from '../uml-model';
import { baseName, field, keywords, method, newType, squash } from './common';

function annotation(node: Node | null): string | undefined {
  // A type_annotation's text starts with its colon.
  return node ? squash(node.text.replace(/^:\s*/, '')) : undefined;
}

function visibilityOf(member: Node, name: Node | null): Visibility {
  if (name?.type === 'private_property_identifier') return 'private';
  const modifier = member.namedChildren.find((c) => c.type === 'accessibility_modifier')?.text;
  return modifier === 'private' || modifier === 'protected' ? modifier : 'public';
}

function parameters(list: Node | null): UmlParameter[] {
  if (!list) return [];
  return list.namedChildren
    .filter((p) => p.type !== 'comment')
    .map((p) => {
      if (p.type === 'identifier') return { name: p.text };
      if (p.type === 'assignment_pattern') return { name: p.childForFieldName('left')?.text ?? p.text };
      if (p.type === 'rest_pattern') return { name: p.text };
      const pattern = p.childForFieldName('pattern') ?? p.namedChildren.find((c) => c.type === 'identifier');
      const optional = p.type === 'optional_parameter' ? '?' : '';
      return { name: `${pattern?.text ?? p.text}${optional}`, type: annotation(p.childForFieldName('type')) };
    });
}

/** `constructor(private owner: Owner)` declares a field too. */
function parameterProperties(ctor: Node): UmlMember[] {
  const list = ctor.childForFieldName('parameters');
  return (list?.namedChildren ?? [])
    .filter((p) => p.namedChildren.some((c) => c.type === 'accessibility_modifier') || keywords(p).has('readonly'))
    .map((p) => {
      const modifier = p.namedChildren.find((c) => c.type === 'accessibility_modifier')?.text;
      const visibility: Visibility = modifier === 'private' || modifier === 'protected' ? modifier : 'public';
      return field(p.childForFieldName('pattern')?.text ?? '', visibility, annotation(p.childForFieldName('type')));
    });
}

/** JavaScript declares fields by assigning them in the constructor: `this.name = name`. */
function constructorAssignments(ctor: Node, type: UmlType): UmlMember[] {
  const seen = new Set(type.members.map((m) => m.name));
  const out: UmlMember[] = [];
  for (const assignment of ctor.childForFieldName('body')?.descendantsOfType('assignment_expression') ?? []) {
    const left = assignment.childForFieldName('left');
    if (left?.type !== 'member_expression' || left.childForFieldName('object')?.type !== 'this') continue;
    const property = left.childForFieldName('property');
    const name = property?.text.replace(/^#/, '');
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push(field(name, property?.type === 'private_property_identifier' ? 'private' : 'public'));
  }
  return out;
}

function classMembers(body: Node | null, type: UmlType): void {
  for (const member of body?.namedChildren ?? []) {
    const name = member.childForFieldName('name') ?? member.childForFieldName('property');
    const flags = keywords(member);
    const isStatic = flags.has('static');
    if (member.type === 'public_field_definition' || member.type === 'field_definition') {
      if (!name) continue;
      type.members.push(
        field(name.text.replace(/^#/, ''), visibilityOf(member, name), annotation(member.childForFieldName('type')), {
          isStatic,
          isAbstract: flags.has('abstract'),
        }),
      );
    } else if (
      member.type === 'method_definition' ||
      member.type === 'abstract_method_signature' ||
      member.type === 'method_signature'
    ) {
      if (!name) continue;
      const isConstructor = name.text === 'constructor';
      if (isConstructor) type.members.push(...parameterProperties(member), ...constructorAssignments(member, type));
      const accessor = flags.has('get') ? 'get ' : flags.has('set') ? 'set ' : '';
      type.members.push(
        method(`${accessor}${name.text.replace(/^#/, '')}`, visibilityOf(member, name), {
          parameters: parameters(member.childForFieldName('parameters')),
          type: annotation(member.childForFieldName('return_type')),
          isStatic,
          isAbstract: member.type === 'abstract_method_signature',
          isConstructor,
        }),
      );
    }
  }
}

function heritage(declaration: Node, type: UmlType): void {
  for (const clause of declaration.namedChildren) {
    if (clause.type === 'class_heritage') {
      for (const part of clause.namedChildren) {
        if (part.type === 'extends_clause') {
          const value = part.childForFieldName('value');
          if (value) type.extends.push(baseName(value.text));
        } else if (part.type === 'implements_clause') type.implements.push(...part.namedChildren.map((t) => baseName(t.text)));
        else type.extends.push(baseName(part.text)); // JavaScript: class_heritage holds the expression
      }
    } else if (clause.type === 'extends_type_clause') type.extends.push(...clause.namedChildren.map((t) => baseName(t.text)));
  }
}

function interfaceMembers(body: Node | null, type: UmlType): void {
  for (const member of body?.namedChildren ?? []) {
    const name = member.childForFieldName('name');
    if (!name) continue;
    if (member.type === 'property_signature') {
      const optional = member.children.some((c) => c.type === '?') ? '?' : '';
      type.members.push(field(`${name.text}${optional}`, 'public', annotation(member.childForFieldName('type'))));
    } else if (member.type === 'method_signature') {
      type.members.push(
        method(name.text, 'public', {
          parameters: parameters(member.childForFieldName('parameters')),
          type: annotation(member.childForFieldName('return_type')),
          isAbstract: true,
        }),
      );
    }
  }
}

export function extractTypeScript(root: Node): UmlType[] {
  const types: UmlType[] = [];
  const declarations = root.descendantsOfType([
    'class_declaration',
    'abstract_class_declaration',
    'class',
    'interface_declaration',
    'enum_declaration',
  ]);
  for (const d of declarations) {
    const name = d.childForFieldName('name');
    if (!name) continue;
    const generics = d.childForFieldName('type_parameters')?.text.replace(/^<|>$/g, '');
    if (d.type === 'interface_declaration') {
      const type = newType(name.text, 'interface', d);
      type.generics = generics;
      heritage(d, type);
      interfaceMembers(d.childForFieldName('body'), type);
      types.push(type);
    } else if (d.type === 'enum_declaration') {
      const type = newType(name.text, 'enum', d);
      type.enumValues = (d.childForFieldName('body')?.namedChildren ?? []).map((m) =>
        (m.childForFieldName('name') ?? m).text.split('=')[0].trim(),
      );
      types.push(type);
    } else {
      const type = newType(name.text, 'class', d);
      type.generics = generics;
      type.isAbstract = d.type === 'abstract_class_declaration';
      heritage(d, type);
      classMembers(d.childForFieldName('body'), type);
      types.push(type);
    }
  }
  return types;
}
