// The functions of a parsed file in each language: name, parameters (with types and defaults), return
// type, lines, whether they are public and documented. What the analyzer lists and what the
// complexity, documentation and refactoring checks work on.
import type { SourceLanguage } from '../languages';
import type { Node } from '../tree-sitter/tree-sitter';

export type FunctionParameter = { name: string; type?: string; defaultValue?: string };

export type FunctionInfo = {
  /** "Class.method", "name", or "anonymous function" (JavaScript callbacks count as functions, as in ESLint). */
  name: string;
  /** The bare name (no class). */
  shortName: string;
  className?: string;
  kind: 'function' | 'method' | 'constructor' | 'arrow' | 'lambda';
  parameters: FunctionParameter[];
  returnType?: string;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  startColumn: number;
  isPublic: boolean;
  isAsync: boolean;
  /** Has a doc comment (JSDoc, Javadoc, XML doc, Doxygen) or a docstring. */
  documented: boolean;
  /** The whole function node and its body (null for a declaration without one). */
  node: Node;
  body: Node | null;
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The node types that are functions in each language. */
export const functionTypes: Record<SourceLanguage, readonly string[]> = {
  javascript: [
    'function_declaration',
    'generator_function_declaration',
    'function_expression',
    'function',
    'generator_function',
    'arrow_function',
    'method_definition',
  ],
  typescript: [
    'function_declaration',
    'generator_function_declaration',
    'function_expression',
    'function',
    'generator_function',
    'arrow_function',
    'method_definition',
  ],
  python: ['function_definition'],
  java: ['method_declaration', 'constructor_declaration', 'compact_constructor_declaration'],
  csharp: [
    'method_declaration',
    'constructor_declaration',
    'local_function_statement',
    'destructor_declaration',
    'operator_declaration',
  ],
  cpp: ['function_definition'],
};

const classTypes = /^(?:class|abstract_class|interface|struct|record|enum)_(?:declaration|definition|specifier)$|^class$/;
const allFunctionTypes = new Set(Object.values(functionTypes).flat());

/** The class a function is a member of (null for a function nested in another function). */
function enclosingClass(node: Node): Node | null {
  for (let p = node.parent; p; p = p.parent) {
    if (classTypes.test(p.type)) return p;
    if (allFunctionTypes.has(p.type)) return null;
  }
  return null;
}

function classNameOf(node: Node | null): string | undefined {
  return node?.childForFieldName('name')?.text;
}

// ---------- JavaScript and TypeScript ----------

function jsName(fn: Node): string | null {
  const own = fn.childForFieldName('name');
  if (own) return own.text;
  const parent = fn.parent;
  if (!parent) return null;
  if (parent.type === 'variable_declarator') return parent.childForFieldName('name')?.text ?? null;
  if (parent.type === 'pair') return parent.childForFieldName('key')?.text.replace(/^['"]|['"]$/g, '') ?? null;
  if (parent.type === 'assignment_expression') return parent.childForFieldName('left')?.text ?? null;
  if (parent.type === 'public_field_definition' || parent.type === 'field_definition')
    return (parent.childForFieldName('name') ?? parent.childForFieldName('property'))?.text ?? null;
  return null;
}

function jsParameters(list: Node | null): FunctionParameter[] {
  const out: FunctionParameter[] = [];
  for (const p of list?.namedChildren ?? []) {
    if (p.type === 'comment') continue;
    if (p.type === 'identifier') out.push({ name: p.text });
    else if (p.type === 'assignment_pattern')
      out.push({ name: p.childForFieldName('left')?.text ?? p.text, defaultValue: p.childForFieldName('right')?.text });
    else if (p.type === 'required_parameter' || p.type === 'optional_parameter') {
      const pattern = p.childForFieldName('pattern');
      const type = p.childForFieldName('type')?.text.replace(/^:\s*/, '');
      out.push({
        name: `${pattern?.text ?? p.text}${p.type === 'optional_parameter' ? '?' : ''}`,
        type: type ? squash(type) : undefined,
        defaultValue: p.childForFieldName('value')?.text,
      });
    } else out.push({ name: squash(p.text) });
  }
  return out;
}

function jsFunction(fn: Node, language: SourceLanguage): FunctionInfo {
  const classNode = fn.type === 'method_definition' ? enclosingClass(fn) : null;
  const shortName = jsName(fn) ?? (fn.type === 'arrow_function' ? 'arrow function' : 'anonymous function');
  const className = classNameOf(classNode);
  const isConstructor = fn.type === 'method_definition' && shortName === 'constructor';
  // An arrow function with one bare parameter has `parameter`, not `parameters`.
  const single = fn.childForFieldName('parameter');
  const returnType = fn.childForFieldName('return_type')?.text.replace(/^:\s*/, '');
  const modifier = fn.namedChildren.find((c) => c.type === 'accessibility_modifier')?.text;
  const isPrivate = shortName.startsWith('#') || modifier === 'private';
  const exported = (() => {
    for (let p = fn.parent; p; p = p.parent) if (p.type === 'export_statement') return true;
    return false;
  })();
  return {
    name: className ? `${className}.${shortName}` : shortName,
    shortName,
    className,
    kind: isConstructor
      ? 'constructor'
      : fn.type === 'method_definition'
        ? 'method'
        : fn.type === 'arrow_function'
          ? 'arrow'
          : 'function',
    parameters: single ? [{ name: single.text }] : jsParameters(fn.childForFieldName('parameters')),
    returnType: returnType ? squash(returnType) : undefined,
    startLine: fn.startPosition.row + 1,
    endLine: fn.endPosition.row + 1,
    startColumn: fn.startPosition.column + 1,
    isPublic: classNode ? !isPrivate : exported || (language === 'javascript' && !hasModuleSyntax(fn)),
    isAsync: fn.children.some((c) => c.type === 'async'),
    documented: hasDocComment(fn, /^\/\*\*/),
    node: fn,
    body: fn.childForFieldName('body'),
  };
}

/** A script without import/export: every top-level function is part of its interface. */
function hasModuleSyntax(node: Node): boolean {
  let root = node;
  while (root.parent) root = root.parent;
  return root.namedChildren.some((c) => c.type === 'import_statement' || c.type === 'export_statement');
}

/** The comment right before the declaration (or before its export, decorators, template or attributes). */
function hasDocComment(fn: Node, pattern: RegExp): boolean {
  let target: Node = fn;
  const wrapper = (n: Node | null) =>
    n &&
    [
      'export_statement',
      'decorated_definition',
      'template_declaration',
      'lexical_declaration',
      'variable_declaration',
      'variable_declarator',
      'public_field_definition',
      'field_definition',
      'pair',
    ].includes(n.type);
  while (wrapper(target.parent)) target = target.parent!;
  const previous = target.previousNamedSibling;
  if (!previous || previous.type !== 'comment') return false;
  // Adjacent: the comment ends on the line before (or the same line as) the declaration.
  return pattern.test(previous.text) && previous.endPosition.row >= target.startPosition.row - 1;
}

// ---------- Python ----------

function pythonParameters(list: Node | null, isMethod: boolean): FunctionParameter[] {
  const out: FunctionParameter[] = [];
  for (const p of list?.namedChildren ?? []) {
    if (p.type === 'identifier') out.push({ name: p.text });
    else if (p.type === 'default_parameter')
      out.push({ name: p.childForFieldName('name')?.text ?? '', defaultValue: p.childForFieldName('value')?.text });
    else if (p.type === 'typed_parameter')
      out.push({
        name: p.namedChildren.find((c) => c.type !== 'type')?.text ?? '',
        type: squash(p.childForFieldName('type')?.text ?? '') || undefined,
      });
    else if (p.type === 'typed_default_parameter')
      out.push({
        name: p.childForFieldName('name')?.text ?? '',
        type: squash(p.childForFieldName('type')?.text ?? '') || undefined,
        defaultValue: p.childForFieldName('value')?.text,
      });
    else if (p.type === 'list_splat_pattern' || p.type === 'dictionary_splat_pattern') out.push({ name: p.text });
  }
  // self / cls are implicit.
  return isMethod && out.length > 0 && /^(self|cls)$/.test(out[0].name) ? out.slice(1) : out;
}

function pythonFunction(fn: Node): FunctionInfo {
  const holder = fn.parent?.type === 'decorated_definition' ? fn.parent : fn;
  const classNode = holder.parent?.parent?.type === 'class_definition' ? holder.parent.parent : null;
  const shortName = fn.childForFieldName('name')?.text ?? 'function';
  const className = classNameOf(classNode);
  const body = fn.childForFieldName('body');
  const first = body?.firstNamedChild;
  const docstring = first?.type === 'expression_statement' && first.firstNamedChild?.type === 'string';
  return {
    name: className ? `${className}.${shortName}` : shortName,
    shortName,
    className,
    kind: shortName === '__init__' ? 'constructor' : classNode ? 'method' : 'function',
    parameters: pythonParameters(fn.childForFieldName('parameters'), Boolean(classNode)),
    returnType: fn.childForFieldName('return_type') ? squash(fn.childForFieldName('return_type')!.text) : undefined,
    startLine: holder.startPosition.row + 1,
    endLine: fn.endPosition.row + 1,
    startColumn: fn.startPosition.column + 1,
    isPublic: !shortName.startsWith('_') || /^__.*__$/.test(shortName),
    isAsync: fn.children.some((c) => c.type === 'async'),
    documented: Boolean(docstring),
    node: fn,
    body,
  };
}

// ---------- Java, C# ----------

function cLikeParameters(list: Node | null): FunctionParameter[] {
  return (list?.namedChildren ?? [])
    .filter((p) => p.type === 'formal_parameter' || p.type === 'parameter' || p.type === 'spread_parameter')
    .map((p) => {
      const name =
        p.childForFieldName('name')?.text ?? p.namedChildren.find((c) => c.type === 'variable_declarator')?.text ?? p.text;
      const type =
        p.childForFieldName('type')?.text ??
        p.namedChildren.find((c) => c.type !== 'modifiers' && c.type !== 'variable_declarator' && c.type !== 'identifier')?.text;
      const defaultValue = p.namedChildren.find((c) => c.type === 'equals_value_clause')?.text.replace(/^=\s*/, '');
      return { name, type: type ? squash(type) + (p.type === 'spread_parameter' ? '...' : '') : undefined, defaultValue };
    });
}

function javaOrCSharpFunction(fn: Node, language: 'java' | 'csharp'): FunctionInfo {
  const classNode = enclosingClass(fn);
  const className = classNameOf(classNode);
  const shortName = fn.childForFieldName('name')?.text ?? className ?? 'function';
  const isConstructor = fn.type.includes('constructor');
  const modifiers =
    language === 'java'
      ? new Set(fn.namedChildren.find((c) => c.type === 'modifiers')?.children.map((c) => c.text) ?? [])
      : new Set(fn.namedChildren.filter((c) => c.type === 'modifier').map((c) => c.text));
  const inInterface = classNode?.type === 'interface_declaration';
  const returnNode =
    language === 'java' ? fn.childForFieldName('type') : (fn.childForFieldName('returns') ?? fn.childForFieldName('type'));
  return {
    name: className && fn.type !== 'local_function_statement' ? `${className}.${shortName}` : shortName,
    shortName,
    className,
    kind: isConstructor ? 'constructor' : classNode ? 'method' : 'function',
    parameters: cLikeParameters(fn.childForFieldName('parameters')),
    returnType: isConstructor || !returnNode ? undefined : squash(returnNode.text),
    startLine: fn.startPosition.row + 1,
    endLine: fn.endPosition.row + 1,
    startColumn: fn.startPosition.column + 1,
    isPublic: inInterface || modifiers.has('public') || modifiers.has('protected'),
    isAsync: modifiers.has('async'),
    documented: hasDocComment(fn, language === 'java' ? /^\/\*\*/ : /^\/\/\/|^\/\*\*/),
    node: fn,
    body: fn.childForFieldName('body'),
  };
}

// ---------- C++ ----------

function cppDeclarator(node: Node | null): { name: string; parameters: Node | null; decoration: string } {
  let decoration = '';
  let current = node;
  while (current && current.type !== 'function_declarator') {
    if (current.type === 'pointer_declarator') decoration += '*';
    if (current.type === 'reference_declarator') decoration += '&';
    current = current.childForFieldName('declarator');
  }
  return {
    name: current?.childForFieldName('declarator')?.text ?? 'function',
    parameters: current?.childForFieldName('parameters') ?? null,
    decoration,
  };
}

function cppParameters(list: Node | null): FunctionParameter[] {
  return (list?.namedChildren ?? [])
    .filter(
      (p) =>
        p.type === 'parameter_declaration' ||
        p.type === 'optional_parameter_declaration' ||
        p.type === 'variadic_parameter_declaration',
    )
    .map((p) => {
      let declarator = p.childForFieldName('declarator');
      let decoration = '';
      while (declarator && (declarator.type === 'pointer_declarator' || declarator.type === 'reference_declarator')) {
        decoration += declarator.type === 'pointer_declarator' ? '*' : '&';
        declarator = declarator.childForFieldName('declarator') ?? declarator.namedChildren[0] ?? null;
      }
      const qualifiers = p.namedChildren
        .filter((c) => c.type === 'type_qualifier')
        .map((c) => `${c.text} `)
        .join('');
      return {
        name: declarator?.text ?? '',
        type: squash(`${qualifiers}${p.childForFieldName('type')?.text ?? ''}${decoration}`),
        defaultValue: p.childForFieldName('default_value')?.text,
      };
    });
}

function cppFunction(fn: Node): FunctionInfo {
  const { name, parameters, decoration } = cppDeclarator(fn.childForFieldName('declarator'));
  const classNode = enclosingClass(fn);
  const qualified = name.split('::');
  const shortName = qualified.pop()!;
  const className = classNameOf(classNode) ?? (qualified.length > 0 ? qualified.join('::') : undefined);
  // Inside a class, the last access label before the function decides; a free function is public unless static.
  let isPublic = !fn.children.some((c) => c.type === 'storage_class_specifier' && c.text === 'static');
  if (classNode) {
    let access = classNode.type === 'struct_specifier' ? 'public' : 'private';
    for (const member of classNode.childForFieldName('body')?.namedChildren ?? []) {
      if (member.startIndex > fn.startIndex) break;
      if (member.type === 'access_specifier') access = member.text.replace(':', '').trim();
    }
    isPublic = access === 'public' || access === 'protected';
  }
  const returnType = fn.childForFieldName('type')?.text;
  const isConstructor = Boolean(className) && (shortName === className!.split('::').pop() || shortName.startsWith('~'));
  return {
    name: className ? `${className}::${shortName}` : shortName,
    shortName,
    className,
    kind: isConstructor ? 'constructor' : className ? 'method' : 'function',
    parameters: cppParameters(parameters),
    returnType: returnType ? squash(returnType) + decoration : undefined,
    startLine: fn.startPosition.row + 1,
    endLine: fn.endPosition.row + 1,
    startColumn: fn.startPosition.column + 1,
    isPublic,
    isAsync: false,
    documented: hasDocComment(fn, /^\/\*\*|^\/\/\//),
    node: fn,
    body: fn.childForFieldName('body'),
  };
}

/** Every function of the file that has a body (abstract and interface declarations have none), in document order. */
export function findFunctions(root: Node, language: SourceLanguage): FunctionInfo[] {
  return root
    .descendantsOfType([...functionTypes[language]])
    .filter((fn) => fn.childForFieldName('body'))
    .map((fn) => {
      if (language === 'javascript' || language === 'typescript') return jsFunction(fn, language);
      if (language === 'python') return pythonFunction(fn);
      if (language === 'java' || language === 'csharp') return javaOrCSharpFunction(fn, language);
      return cppFunction(fn);
    });
}
