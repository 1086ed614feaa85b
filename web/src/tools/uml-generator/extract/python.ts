// Classes of Python (tree-sitter-python). Python has no visibility keywords: the naming convention
// decides (`__x` private, `_x` protected, dunder methods public); fields come from class-level
// annotations and assignments and from `self.x = …` in the methods.
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import type { UmlParameter, UmlType, Visibility } from '../uml-model';
import { baseName, field, method, newType, squash } from './common';

function visibilityOf(name: string): Visibility {
  if (/^__.*__$/.test(name)) return 'public';
  if (name.startsWith('__')) return 'private';
  if (name.startsWith('_')) return 'protected';
  return 'public';
}

function typeText(node: Node | null): string | undefined {
  if (!node) return undefined;
  // A forward reference is written as a string: "Owner".
  return squash(node.text).replace(/^(['"])(.*)\1$/, '$2');
}

function parameters(list: Node | null, dropFirst: boolean): UmlParameter[] {
  const out: UmlParameter[] = [];
  for (const p of list?.namedChildren ?? []) {
    if (p.type === 'comment' || p.type === 'positional_separator' || p.type === 'keyword_separator') continue;
    if (p.type === 'identifier') out.push({ name: p.text });
    else if (p.type === 'default_parameter') out.push({ name: p.childForFieldName('name')?.text ?? p.text });
    else if (p.type === 'typed_parameter')
      out.push({ name: p.namedChildren.find((c) => c.type !== 'type')?.text ?? '', type: typeText(p.childForFieldName('type')) });
    else if (p.type === 'typed_default_parameter')
      out.push({ name: p.childForFieldName('name')?.text ?? '', type: typeText(p.childForFieldName('type')) });
    else out.push({ name: p.text });
  }
  return dropFirst ? out.slice(1) : out;
}

const ABSTRACT_BASES = new Set(['ABC', 'ABCMeta', 'Protocol']);

export function extractPython(root: Node): UmlType[] {
  const types: UmlType[] = [];
  for (const d of root.descendantsOfType('class_definition')) {
    const name = d.childForFieldName('name');
    if (!name) continue;
    const type = newType(name.text, 'class', d);
    for (const base of d.childForFieldName('superclasses')?.namedChildren ?? []) {
      if (base.type === 'keyword_argument') {
        if (ABSTRACT_BASES.has(baseName(base.childForFieldName('value')?.text ?? ''))) type.isAbstract = true;
        continue;
      }
      const baseType = baseName(base.text);
      if (baseType === 'object') continue;
      if (baseType === 'ABC') type.isAbstract = true;
      else if (baseType === 'Enum' || baseType === 'IntEnum' || baseType === 'StrEnum') type.kind = 'enum';
      else if (baseType === 'Protocol') type.kind = 'interface';
      else type.extends.push(baseType);
    }
    const seen = new Set<string>();
    const addField = (fieldName: string, fieldType: string | undefined, isStatic: boolean) => {
      if (seen.has(fieldName)) return;
      seen.add(fieldName);
      if (type.kind === 'enum') type.enumValues.push(fieldName);
      else type.members.push(field(fieldName, visibilityOf(fieldName), fieldType, { isStatic }));
    };
    const body = d.childForFieldName('body');
    for (const statement of body?.namedChildren ?? []) {
      const assignment = statement.type === 'expression_statement' ? statement.firstNamedChild : null;
      if (assignment?.type === 'assignment') {
        const left = assignment.childForFieldName('left');
        // Annotated class-level names are instance fields in a dataclass; plain assignments are class attributes.
        if (left?.type === 'identifier')
          addField(left.text, typeText(assignment.childForFieldName('type')), !assignment.childForFieldName('type'));
        continue;
      }
      const decorated = statement.type === 'decorated_definition';
      const definition = decorated ? statement.childForFieldName('definition') : statement;
      if (definition?.type !== 'function_definition') continue;
      const decorators = decorated
        ? statement.namedChildren
            .filter((c) => c.type === 'decorator')
            .map((c) => baseName(c.text.replace(/^@/, '').replace(/\(.*$/s, '')))
        : [];
      const methodName = definition.childForFieldName('name')?.text ?? '';
      const isStatic = decorators.includes('staticmethod') || decorators.includes('classmethod');
      const isAbstract = decorators.includes('abstractmethod');
      if (isAbstract) type.isAbstract = true;
      if (decorators.includes('property')) {
        addField(methodName, typeText(definition.childForFieldName('return_type')), false);
        continue;
      }
      type.members.push(
        method(methodName, visibilityOf(methodName), {
          parameters: parameters(definition.childForFieldName('parameters'), !decorators.includes('staticmethod')),
          type: typeText(definition.childForFieldName('return_type')),
          isStatic,
          isAbstract,
          isConstructor: methodName === '__init__',
        }),
      );
      // self.x = … (and self.x: T = …) in a method declares an instance field; `self.x = x` takes
      // the type of the parameter x when it has one.
      const parameterTypes = new Map(parameters(definition.childForFieldName('parameters'), false).map((p) => [p.name, p.type]));
      for (const assignment of definition.childForFieldName('body')?.descendantsOfType('assignment') ?? []) {
        const left = assignment.childForFieldName('left');
        if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self') continue;
        const attribute = left.childForFieldName('attribute')?.text;
        const right = assignment.childForFieldName('right');
        const inferred = right?.type === 'identifier' ? parameterTypes.get(right.text) : undefined;
        if (attribute) addField(attribute, typeText(assignment.childForFieldName('type')) ?? inferred, false);
      }
    }
    if (type.kind === 'enum') type.isAbstract = false;
    types.push(type);
  }
  return types;
}
