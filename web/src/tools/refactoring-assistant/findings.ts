// Refactoring findings from the parse tree. Each check is the one a reference tool makes, so it can
// be tested against it: ESLint's max-depth, no-magic-numbers, no-unused-vars, no-unreachable and
// max-params for JavaScript; Ruff's PLR1702, F841, ARG and PLR0913 for Python; javac for Java's
// unreachable code. Duplicated blocks come from jscpd (duplicates.ts).
import type { SourceLanguage } from '@/engines/code/languages';
import type { FunctionInfo } from '@/engines/code/metrics/functions';
import type { FunctionMetrics } from '@/engines/code/metrics/measure';
import { walk } from '@/engines/code/metrics/walk';
import type { Node } from '@/engines/code/tree-sitter/tree-sitter';
import { ORDINARY_NUMBERS, type Finding, type Thresholds } from './findings-model';

const line = (node: Node) => node.startPosition.row + 1;
const endLine = (node: Node) => node.endPosition.row + 1;

/** Nodes of a function's own body: nested functions are their own scope for these checks. */
function ownNodes(fn: FunctionInfo, functionTypes: ReadonlySet<string>, visit: (node: Node) => boolean | void) {
  walk(fn.node, (node) => {
    if (node.id !== fn.node.id && functionTypes.has(node.type)) return false;
    return visit(node);
  });
}

// ---------- nesting ----------

const nestingTypes: Record<SourceLanguage, Set<string>> = {
  // ESLint's max-depth: if (not else-if), switch, try, do, while, with, for, for-in, for-of.
  javascript: new Set([
    'if_statement',
    'switch_statement',
    'try_statement',
    'do_statement',
    'while_statement',
    'with_statement',
    'for_statement',
    'for_in_statement',
  ]),
  typescript: new Set([
    'if_statement',
    'switch_statement',
    'try_statement',
    'do_statement',
    'while_statement',
    'with_statement',
    'for_statement',
    'for_in_statement',
  ]),
  // Pylint's too-many-nested-blocks (Ruff PLR1702): if, for, while, try, with, match.
  python: new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement']),
  java: new Set([
    'if_statement',
    'switch_expression',
    'switch_statement',
    'try_statement',
    'try_with_resources_statement',
    'do_statement',
    'while_statement',
    'for_statement',
    'enhanced_for_statement',
    'synchronized_statement',
  ]),
  csharp: new Set([
    'if_statement',
    'switch_statement',
    'try_statement',
    'do_statement',
    'while_statement',
    'for_statement',
    'foreach_statement',
    'using_statement',
    'lock_statement',
  ]),
  cpp: new Set([
    'if_statement',
    'switch_statement',
    'try_statement',
    'do_statement',
    'while_statement',
    'for_statement',
    'for_range_loop',
  ]),
};

/** An `else if` continues its chain: it is not one level deeper. */
function isElseIf(node: Node): boolean {
  const parent = node.parent;
  if (node.type !== 'if_statement' || !parent) return false;
  if (parent.type === 'else_clause') return true;
  return parent.type === 'if_statement' && parent.childForFieldName('alternative')?.id === node.id;
}

function deepestNesting(
  fn: FunctionInfo,
  language: SourceLanguage,
  functionTypes: ReadonlySet<string>,
): { depth: number; node: Node | null } {
  const types = nestingTypes[language];
  let best: { depth: number; node: Node | null } = { depth: 0, node: null };
  const depthOf = (node: Node): number => {
    let depth = 0;
    for (let p: Node | null = node; p && p.id !== fn.node.id; p = p.parent) if (types.has(p.type) && !isElseIf(p)) depth++;
    return depth;
  };
  ownNodes(fn, functionTypes, (node) => {
    if (!types.has(node.type) || isElseIf(node)) return;
    const depth = depthOf(node);
    if (depth > best.depth) best = { depth, node };
  });
  return best;
}

// ---------- magic numbers ----------

const numberTypes = new Set([
  'number',
  'integer',
  'float',
  'decimal_integer_literal',
  'decimal_floating_point_literal',
  'hex_integer_literal',
  'integer_literal',
  'real_literal',
  'number_literal',
]);

function numericValue(text: string): number {
  const clean = text.replace(/_/g, '').replace(/[lLfFdDmMuU]+$/, '');
  return /^0[xob]/i.test(clean) ? Number(clean) : Number.parseFloat(clean);
}

/** A number is named where it is declared (const X = 42, final int MAX = 42, X = 42 at module level, an enum member). */
function isNamedConstant(number: Node, language: SourceLanguage): boolean {
  let node: Node = number;
  while (
    node.parent &&
    ['unary_expression', 'parenthesized_expression', 'unary_operator', 'prefix_unary_expression'].includes(node.parent.type)
  )
    node = node.parent;
  const parent = node.parent;
  if (!parent) return false;
  if (/enum/.test(parent.type)) return true;
  if (language === 'javascript' || language === 'typescript') {
    // ESLint's no-magic-numbers: a variable's initial value, a property of an object literal, a class field are named.
    if (parent.type === 'variable_declarator' && parent.childForFieldName('value')?.id === node.id) return true;
    if (parent.type === 'pair') return true;
    if (
      (parent.type === 'public_field_definition' || parent.type === 'field_definition') &&
      parent.childForFieldName('value')?.id === node.id
    )
      return true;
    return false;
  }
  // Python: the value assigned to a name (as ESLint takes a variable's initial value).
  if (language === 'python')
    return (
      parent.type === 'assignment' &&
      parent.childForFieldName('right')?.id === node.id &&
      parent.childForFieldName('left')?.type === 'identifier'
    );
  // Java, C#, C++: an initializer of a declaration.
  return /variable_declarator|init_declarator|equals_value_clause/.test(parent.type);
}

function magicNumbers(fn: FunctionInfo, language: SourceLanguage, functionTypes: ReadonlySet<string>): Node[] {
  const found: Node[] = [];
  ownNodes(fn, functionTypes, (node) => {
    if (!numberTypes.has(node.type)) return;
    const negated = node.parent && /unary/.test(node.parent.type) && node.parent.text.trimStart().startsWith('-');
    const value = (negated ? -1 : 1) * numericValue(node.text);
    if (Number.isNaN(value) || ORDINARY_NUMBERS.includes(value)) return;
    if (isNamedConstant(node, language)) return;
    found.push(negated ? node.parent! : node);
  });
  return found;
}

// ---------- unused variables and parameters ----------

/** The names a declaration pattern binds ({ a, b: c } → a, c; [x, ...rest] → x, rest). */
function boundNames(pattern: Node | null): Node[] {
  if (!pattern) return [];
  if (/^(identifier|shorthand_property_identifier_pattern)$/.test(pattern.type)) return [pattern];
  const out: Node[] = [];
  walk(pattern, (node) => {
    if (node.type === 'shorthand_property_identifier_pattern') out.push(node);
    else if (node.type === 'identifier') {
      const parent = node.parent!;
      // In { key: value } only the value binds; a default's right side is an expression.
      if (parent.type === 'pair_pattern' && parent.childForFieldName('key')?.id === node.id) return;
      if (
        (parent.type === 'assignment_pattern' || parent.type === 'object_assignment_pattern') &&
        parent.childForFieldName('right')?.id === node.id
      )
        return;
      out.push(node);
    }
    if (node.type === 'assignment_pattern' || node.type === 'object_assignment_pattern') {
      out.push(...boundNames(node.childForFieldName('left')));
      return false;
    }
  });
  return out;
}

type Binding = { name: Node; kind: 'variable' | 'parameter' };

function parameterNodes(fn: FunctionInfo, language: SourceLanguage): Node[] {
  const list = fn.node.childForFieldName('parameters') ?? fn.node.childForFieldName('parameter');
  if (!list) return [];
  if (list.type === 'identifier') return [list];
  const out: Node[] = [];
  for (const p of list.namedChildren) {
    if (language === 'javascript' || language === 'typescript') {
      out.push(
        ...boundNames(p.type === 'required_parameter' || p.type === 'optional_parameter' ? p.childForFieldName('pattern') : p),
      );
    } else if (language === 'python') {
      const name =
        p.type === 'identifier'
          ? p
          : (p.childForFieldName('name') ?? p.namedChildren.find((c) => c.type === 'identifier') ?? null);
      if (name?.type === 'identifier') out.push(name);
    } else if (language === 'cpp') {
      let d = p.childForFieldName('declarator');
      while (d && d.type !== 'identifier')
        d = d.childForFieldName('declarator') ?? d.namedChildren.find((c) => /declarator|identifier/.test(c.type)) ?? null;
      if (d) out.push(d);
    } else {
      const name = p.childForFieldName('name');
      if (name) out.push(name);
    }
  }
  return out;
}

function localBindings(fn: FunctionInfo, language: SourceLanguage, functionTypes: ReadonlySet<string>): Node[] {
  const out: Node[] = [];
  ownNodes(fn, functionTypes, (node) => {
    if (language === 'javascript' || language === 'typescript') {
      if (node.type === 'variable_declarator') out.push(...boundNames(node.childForFieldName('name')));
    } else if (language === 'python') {
      // Ruff's F841: a plain name assigned in the function and never read.
      if (node.type === 'assignment' || node.type === 'augmented_assignment') {
        const left = node.childForFieldName('left');
        if (left?.type === 'identifier' && node.type === 'assignment') out.push(left);
      }
    } else if (language === 'java' || language === 'csharp') {
      if (
        node.type === 'variable_declarator' &&
        (node.parent?.type === 'local_variable_declaration' || node.parent?.parent?.type === 'local_declaration_statement')
      ) {
        const name = node.childForFieldName('name') ?? node.namedChildren.find((c) => c.type === 'identifier');
        if (name) out.push(name);
      }
    } else if (node.type === 'init_declarator' || (node.type === 'declaration' && node.parent?.type === 'compound_statement')) {
      let d: Node | null = node.type === 'init_declarator' ? node.childForFieldName('declarator') : null;
      if (node.type === 'declaration')
        for (const c of node.childrenForFieldName('declarator')) if (c.type === 'identifier') out.push(c);
      while (d && d.type !== 'identifier') d = d.childForFieldName('declarator');
      if (d) out.push(d);
    }
  });
  return out;
}

/** Whether `identifier` is read (not only the target of a plain assignment or its own declaration). */
function isRead(identifier: Node, language: SourceLanguage): boolean {
  const parent = identifier.parent;
  if (!parent) return true;
  if (/^(assignment_expression|assignment)$/.test(parent.type) && parent.childForFieldName('left')?.id === identifier.id) {
    const operator = parent.childForFieldName('operator')?.text ?? parent.children.find((c) => !c.isNamed)?.text;
    return operator !== undefined && operator !== '=';
  }
  // x++ and x += 1 read x only to write it back: ESLint and Ruff count them as unused.
  if (
    parent.type === 'update_expression' &&
    (language === 'javascript' || language === 'typescript') &&
    parent.parent?.type === 'expression_statement'
  )
    return false;
  if (
    parent.type === 'augmented_assignment_expression' &&
    parent.childForFieldName('left')?.id === identifier.id &&
    parent.parent?.type === 'expression_statement'
  )
    return false;
  if (parent.type === 'augmented_assignment' && parent.childForFieldName('left')?.id === identifier.id) return false;
  return true;
}

const identifierTypes = new Set(['identifier', 'shorthand_property_identifier', 'shorthand_property_identifier_pattern']);

function uses(fn: FunctionInfo, name: string, declaration: Node, language: SourceLanguage): boolean {
  let used = false;
  walk(fn.node, (node) => {
    if (used) return false;
    if (!identifierTypes.has(node.type) || node.text !== name || node.id === declaration.id) return;
    // `{ name }` in an object literal reads name; in a pattern it declares it.
    if (node.type === 'shorthand_property_identifier_pattern') return;
    if (isRead(node, language)) used = true;
  });
  // Python f-strings and JS template strings hold their expressions as nodes; nothing else to look at.
  return used;
}

/** A method that only states an interface (pass, ..., raise NotImplementedError, a docstring) keeps its parameters. */
function isStub(fn: FunctionInfo): boolean {
  const statements = (fn.body?.namedChildren ?? []).filter((s) => s.type !== 'comment');
  return statements.every(
    (s) =>
      s.type === 'pass_statement' ||
      (/^(expression_statement)$/.test(s.type) && /^(\.\.\.|(['"]{1,3})[\s\S]*\2)$/.test(s.text.trim())) ||
      (s.type === 'raise_statement' && s.text.includes('NotImplementedError')),
  );
}

function overrides(fn: FunctionInfo): boolean {
  return /@Override|\boverride\b|\bvirtual\b|\babstract\b/.test(
    fn.node.text.slice(0, fn.body ? fn.body.startIndex - fn.node.startIndex : undefined),
  );
}

function unused(fn: FunctionInfo, language: SourceLanguage, functionTypes: ReadonlySet<string>): Binding[] {
  const out: Binding[] = [];
  const skipParameters = (language === 'python' && isStub(fn)) || overrides(fn);
  const seen = new Set<string>();
  for (const name of skipParameters ? [] : parameterNodes(fn, language)) {
    if (/^_/.test(name.text) || /^(self|cls|this)$/.test(name.text)) continue;
    if (!uses(fn, name.text, name, language)) out.push({ name, kind: 'parameter' });
  }
  for (const name of localBindings(fn, language, functionTypes)) {
    if (/^_/.test(name.text) || seen.has(name.text)) continue;
    seen.add(name.text);
    if (!uses(fn, name.text, name, language)) out.push({ name, kind: 'variable' });
  }
  return out;
}

// ---------- dead code ----------

const exits = new Set(['return_statement', 'throw_statement', 'break_statement', 'continue_statement', 'raise_statement']);
const blockTypes = new Set([
  'statement_block',
  'block',
  'compound_statement',
  'switch_body',
  'switch_block_statement_group',
  'declaration_list',
]);

function deadCode(fn: FunctionInfo, functionTypes: ReadonlySet<string>): { start: Node; end: Node; after: Node }[] {
  const found: { start: Node; end: Node; after: Node }[] = [];
  ownNodes(fn, functionTypes, (node) => {
    if (!blockTypes.has(node.type) && !(node.type === 'block' || node.parent?.type === 'switch_case')) return;
    const statements = node.namedChildren.filter((s) => s.type !== 'comment');
    const exit = statements.findIndex((s) => exits.has(s.type));
    if (exit === -1) return;
    // Function declarations are hoisted: not dead in JavaScript.
    const rest = statements
      .slice(exit + 1)
      .filter((s) => s.type !== 'function_declaration' && !/^(switch_label|case_statement)$/.test(s.type));
    if (rest.length > 0) found.push({ start: rest[0], end: rest[rest.length - 1], after: statements[exit] });
  });
  return found;
}

// ---------- all findings ----------

export function findingsOf(
  functions: FunctionInfo[],
  metrics: FunctionMetrics[],
  language: SourceLanguage,
  thresholds: Thresholds,
  functionTypes: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  functions.forEach((fn, i) => {
    const m = metrics[i];
    const scope = { startLine: fn.startLine, endLine: fn.endLine };
    const where = { startLine: fn.startLine, endLine: fn.endLine, functionName: fn.name, scope };
    const anonymous = fn.shortName === 'anonymous function' || fn.shortName === 'arrow function';
    const label = anonymous ? `The ${fn.shortName} at line ${fn.startLine}` : `${fn.name}`;
    if (m.codeLines > thresholds.functionLines) {
      findings.push({
        kind: 'long-function',
        ...where,
        title: `${label} has ${m.codeLines} lines of code`,
        why: `Over the ${thresholds.functionLines}-line threshold: a long function does several things; extract the steps into functions with names that say what they do.`,
      });
    }
    if (m.complexity > thresholds.complexity) {
      findings.push({
        kind: 'complexity',
        ...where,
        title: `${label} has a cyclomatic complexity of ${m.complexity}`,
        why: `Over ${thresholds.complexity}: every branch is a path to test. Split it, or replace branching with a lookup table or early returns.`,
      });
    }
    if (fn.parameters.length > thresholds.parameters) {
      findings.push({
        kind: 'long-parameter-list',
        ...where,
        endLine: fn.startLine,
        title: `${label} takes ${fn.parameters.length} parameters`,
        why: `Over ${thresholds.parameters}: callers mix up the order. Pass one options object (or a parameter class).`,
      });
    }
    const nesting = deepestNesting(fn, language, functionTypes);
    if (nesting.depth > thresholds.depth && nesting.node) {
      findings.push({
        kind: 'deep-nesting',
        startLine: line(nesting.node),
        endLine: endLine(nesting.node),
        functionName: fn.name,
        scope,
        title: `Blocks nested ${nesting.depth} deep in ${label}`,
        why: `Over ${thresholds.depth} levels: use guard clauses (return early) or extract the inner loop into a function.`,
      });
    }
    for (const number of magicNumbers(fn, language, functionTypes)) {
      findings.push({
        kind: 'magic-number',
        startLine: line(number),
        endLine: line(number),
        functionName: fn.name,
        scope,
        title: `Magic number ${number.text} in ${label}`,
        why: 'A bare number says nothing about what it means: name it as a constant.',
      });
    }
    for (const binding of unused(fn, language, functionTypes)) {
      findings.push({
        kind: binding.kind === 'parameter' ? 'unused-parameter' : 'unused-variable',
        startLine: line(binding.name),
        endLine: line(binding.name),
        functionName: fn.name,
        scope,
        title: `${binding.kind === 'parameter' ? 'Parameter' : 'Variable'} '${binding.name.text}' is never used in ${label}`,
        why:
          binding.kind === 'parameter'
            ? 'Remove it (and from the callers), or prefix it with _ if the signature is fixed.'
            : 'Remove it: it is assigned but never read.',
      });
    }
    for (const dead of deadCode(fn, functionTypes)) {
      findings.push({
        kind: 'dead-code',
        startLine: line(dead.start),
        endLine: endLine(dead.end),
        functionName: fn.name,
        scope,
        title: `Unreachable code after '${dead.after.text.split(/[\s;(]/)[0]}' in ${label}`,
        why: `${line(dead.start) === endLine(dead.end) ? `Line ${line(dead.start)} can` : `Lines ${line(dead.start)}–${endLine(dead.end)} can`} never run. Remove it or move it before line ${line(dead.after)}.`,
      });
    }
  });
  return findings;
}
