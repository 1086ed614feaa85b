// Cyclomatic complexity per function, counted the way each language's reference tool counts it, so
// the figures can be checked against them:
// - JavaScript/TypeScript: ESLint's `complexity` rule (classic variant): 1 + if, ?:, &&, ||, ??, for,
//   for-in/of, while, do, catch, case (not default), default parameter values, &&=, ||=, ??=, ?. ;
//   a nested function is its own count.
// - Python: mccabe as Ruff's C901 computes it: 1 + if, elif, for, while, except, a try's else, match
//   cases (less one for a final catch-all); boolean operators and conditional expressions do not
//   count; a nested function adds its own complexity to the one it is in.
// - Java, C#, C++: McCabe's 1 + if, ?:, for, foreach, while, do, catch, case labels, && and || (C#: ??);
//   lambdas count towards the method they are in (a C# local function is its own count).
import type { SourceLanguage } from '../languages';
import type { Node } from '../tree-sitter/tree-sitter';
import { functionTypes } from './functions';
import { walk } from './walk';

const jsDecisions = new Set([
  'if_statement',
  'ternary_expression',
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
  'catch_clause',
]);
const jsLogical = new Set(['&&', '||', '??']);
const jsLogicalAssignment = new Set(['&&=', '||=', '??=']);

function operatorOf(node: Node): string | undefined {
  return (
    node.childForFieldName('operator')?.type ?? node.children.find((c) => !c.isNamed && c.type !== '(' && c.type !== ')')?.type
  );
}

/** Decision points a node adds (JavaScript and TypeScript, as ESLint counts them). */
function jsDecision(node: Node): number {
  if (jsDecisions.has(node.type)) return 1;
  if (node.type === 'switch_case') return node.childForFieldName('value') ? 1 : 0;
  if (node.type === 'binary_expression') return jsLogical.has(operatorOf(node) ?? '') ? 1 : 0;
  if (node.type === 'augmented_assignment_expression') return jsLogicalAssignment.has(operatorOf(node) ?? '') ? 1 : 0;
  // ESLint's AssignmentPattern: a default value in parameters or destructuring.
  if (node.type === 'assignment_pattern' || node.type === 'object_assignment_pattern') return 1;
  if ((node.type === 'required_parameter' || node.type === 'optional_parameter') && node.childForFieldName('value')) return 1;
  // a?.b and a?.(): one per optional link.
  if (node.type === 'member_expression' || node.type === 'call_expression' || node.type === 'subscript_expression')
    return node.children.some((c) => c.type === 'optional_chain') ? 1 : 0;
  return 0;
}

const cLikeDecisions: Record<'java' | 'csharp' | 'cpp', Set<string>> = {
  java: new Set([
    'if_statement',
    'ternary_expression',
    'for_statement',
    'enhanced_for_statement',
    'while_statement',
    'do_statement',
    'catch_clause',
  ]),
  csharp: new Set([
    'if_statement',
    'conditional_expression',
    'for_statement',
    'foreach_statement',
    'while_statement',
    'do_statement',
    'catch_clause',
  ]),
  cpp: new Set([
    'if_statement',
    'conditional_expression',
    'for_statement',
    'for_range_loop',
    'while_statement',
    'do_statement',
    'catch_clause',
  ]),
};

function cLikeDecision(node: Node, language: 'java' | 'csharp' | 'cpp'): number {
  if (cLikeDecisions[language].has(node.type)) return 1;
  if (node.type === 'binary_expression') {
    const op = operatorOf(node);
    return op === '&&' || op === '||' || op === 'and' || op === 'or' || (language === 'csharp' && op === '??') ? 1 : 0;
  }
  // Case labels: Java's switch_label (`case X:` / `case X ->`), C#'s switch sections and arms, C++'s case_statement.
  if (language === 'java' && node.type === 'switch_label') return node.text.startsWith('case') ? 1 : 0;
  if (language === 'csharp' && node.type === 'switch_section')
    return node.children.filter(
      (c) => c.type === 'case' || c.type === 'case_switch_label' || c.type === 'case_pattern_switch_label',
    ).length;
  if (language === 'csharp' && node.type === 'switch_expression_arm') return node.text.trimStart().startsWith('_') ? 0 : 1;
  if (language === 'cpp' && node.type === 'case_statement') return node.childForFieldName('value') ? 1 : 0;
  return 0;
}

/** A final `case _:` (or a bare capture) catches everything, like an else. */
function isIrrefutable(caseClause: Node): boolean {
  if (caseClause.childForFieldName('guard')) return false;
  const patterns = caseClause.namedChildren.filter((c) => c.type === 'case_pattern');
  if (patterns.length !== 1) return false;
  const inner = patterns[0].namedChildren[0];
  return (
    !inner ||
    patterns[0].text === '_' ||
    inner.type === 'identifier' ||
    (inner.type === 'dotted_name' && !patterns[0].text.includes('.'))
  );
}

/** mccabe's count for a block of Python statements (Ruff's get_complexity_number). */
function pythonStatements(statements: readonly Node[]): number {
  let complexity = 0;
  for (const statement of statements) {
    const node = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (!node) continue;
    const block = (n: Node | null | undefined) => (n ? pythonStatements(n.namedChildren) : 0);
    switch (node.type) {
      case 'if_statement':
        complexity += 1 + block(node.childForFieldName('consequence'));
        for (const clause of node.childrenForFieldName('alternative')) {
          if (clause.type === 'elif_clause') complexity += 1 + block(clause.childForFieldName('consequence'));
          else complexity += block(clause.childForFieldName('body'));
        }
        break;
      case 'for_statement':
      case 'while_statement':
        complexity +=
          1 + block(node.childForFieldName('body')) + block(node.childForFieldName('alternative')?.childForFieldName('body'));
        break;
      case 'with_statement':
        complexity += block(node.childForFieldName('body'));
        break;
      case 'match_statement': {
        const cases = node.childForFieldName('body')?.namedChildren.filter((c) => c.type === 'case_clause') ?? [];
        for (const c of cases) complexity += 1 + block(c.childForFieldName('consequence'));
        if (cases.length > 0 && isIrrefutable(cases[cases.length - 1])) complexity -= 1;
        break;
      }
      case 'try_statement':
        complexity += block(node.childForFieldName('body'));
        for (const part of node.namedChildren) {
          if (part.type === 'except_clause' || part.type === 'except_group_clause')
            complexity += 1 + block(part.namedChildren.find((c) => c.type === 'block'));
          else if (part.type === 'else_clause') complexity += 1 + block(part.childForFieldName('body'));
          else if (part.type === 'finally_clause') complexity += block(part.namedChildren.find((c) => c.type === 'block'));
        }
        break;
      case 'function_definition':
        complexity += 1 + block(node.childForFieldName('body'));
        break;
      case 'class_definition':
        complexity += block(node.childForFieldName('body'));
        break;
    }
  }
  return complexity;
}

/** The cyclomatic complexity of one function node. */
export function functionComplexity(fn: Node, language: SourceLanguage): number {
  if (language === 'python') return 1 + pythonStatements(fn.childForFieldName('body')?.namedChildren ?? []);
  const nested = new Set(functionTypes[language]);
  let complexity = 1;
  walk(fn, (node) => {
    // A nested function (a JavaScript callback, a C# local function) is counted on its own.
    if (node.id !== fn.id && nested.has(node.type)) return false;
    complexity += language === 'javascript' || language === 'typescript' ? jsDecision(node) : cLikeDecision(node, language);
  });
  return complexity;
}

/** Decision points outside every function (module-level code), counted by the same rules. */
export function topLevelDecisions(root: Node, language: SourceLanguage): number {
  if (language === 'python') {
    // mccabe counts only inside functions; module-level branches are counted here with the same statement rules.
    const statements = root.namedChildren.filter(
      (n) => n.type !== 'function_definition' && n.type !== 'class_definition' && n.type !== 'decorated_definition',
    );
    return pythonStatements(statements);
  }
  const functions = new Set(functionTypes[language]);
  let decisions = 0;
  walk(root, (node) => {
    if (functions.has(node.type)) return false;
    decisions += language === 'javascript' || language === 'typescript' ? jsDecision(node) : cLikeDecision(node, language);
  });
  return decisions;
}

/** The spec's levels (§9): low under 20, medium under 50, else high. */
export function complexityLevel(total: number): 'low' | 'medium' | 'high' {
  return total < 20 ? 'low' : total < 50 ? 'medium' : 'high';
}
