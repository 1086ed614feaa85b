// The analyzer without AI (spec §3 code analysis result): every figure comes from the parse tree.
// Runs in analyze.worker.ts, which holds the tree.
import { sourceLanguageLabels, type SourceLanguage } from '@/engines/code/languages';
import { functionTypes, type FunctionInfo } from '@/engines/code/metrics/functions';
import { measureFile, type FileMetrics, type FunctionMetrics } from '@/engines/code/metrics/measure';
import { walk } from '@/engines/code/metrics/walk';
import { firstSyntaxError } from '@/engines/code/tree-sitter/syntax-error';
import type { Node, Tree } from '@/engines/code/tree-sitter/tree-sitter';
import { describeName, docComment } from './doc-comments';

export const analysisModes = ['basic', 'detailed', 'documentation'] as const;
export type AnalysisMode = (typeof analysisModes)[number];

/** Spec §9: at most 10 suggested comments. */
export const MAX_SUGGESTED_COMMENTS = 10;
/** Thresholds the suggestions use (shown with them). */
export const LIMITS = { complexity: 10, functionLines: 50, parameters: 4, conditionTests: 3 } as const;

export type FunctionSummary = {
  name: string;
  /** The doc comment's first sentence, or one made from the name (`generated`). */
  description: string;
  generatedDescription: boolean;
  parameters: { name: string; type?: string; defaultValue?: string }[];
  returns: string;
  line: number;
  endLine: number;
  complexity: number;
  codeLines: number;
  volume: number;
  maintainability: number;
  isPublic: boolean;
  documented: boolean;
};

export type SuggestedComment = { line: number; target: string; why: string; comment: string };
export type Pattern = { name: string; evidence: string; line?: number };

export type CodeAnalysis = {
  language: SourceLanguage;
  mode: AnalysisMode;
  summary: string;
  complexity: FileMetrics['complexity'];
  maintainability: { index: number; rating: 'good' | 'moderate' | 'low'; formula: string };
  suggestions: string[];
  /** The source with a doc comment skeleton added to every function that lacks one. */
  documentation: string;
  documentedCount: number;
  comments: SuggestedComment[];
  functions: FunctionSummary[];
  dependencies: string[];
  patterns: Pattern[];
  lines: FileMetrics['lines'];
  classes: FileMetrics['classes'];
  halstead: FileMetrics['halstead'];
};

export const MAINTAINABILITY_FORMULA =
  'Maintainability index (Visual Studio): max(0, (171 − 5.2 ln V − 0.23 G − 16.2 ln L) × 100 / 171), with V the Halstead volume of the tokens, G the total cyclomatic complexity and L the lines of code.';

/** Visual Studio's bands: 20–100 good, 10–19 moderate, 0–9 low. */
export function maintainabilityRating(index: number): 'good' | 'moderate' | 'low' {
  return index >= 20 ? 'good' : index >= 10 ? 'moderate' : 'low';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const countText = (n: number, one: string, many: string) => (n === 0 ? `no ${many}` : plural(n, one, many));

function ownNodes(fn: Node, language: SourceLanguage, visit: (node: Node) => void) {
  const nested = new Set(functionTypes[language]);
  walk(fn, (node) => {
    if (node.id !== fn.id && nested.has(node.type)) return false;
    visit(node);
  });
}

/** Whether the function returns a value from its own body (not from a nested callback). */
function returnsValue(fn: FunctionInfo, language: SourceLanguage): boolean {
  if (fn.returnType) return !/^(void|None|Promise<void>|Task|async void)$/.test(fn.returnType);
  // An expression body (JavaScript arrow, C# =>) is the value returned.
  if (fn.body && (fn.body.type === 'arrow_expression_clause' || (fn.kind === 'arrow' && fn.body.type !== 'statement_block')))
    return true;
  let found = false;
  ownNodes(fn.node, language, (node) => {
    if (node.type === 'return_statement' && node.namedChildren.some((c) => c.type !== 'comment')) found = true;
  });
  return found;
}

/** The first sentence of an existing doc comment or docstring. */
function existingDescription(fn: FunctionInfo, language: SourceLanguage): string | null {
  if (!fn.documented) return null;
  let text: string;
  if (language === 'python') text = fn.body?.firstNamedChild?.text ?? '';
  else {
    let holder: Node = fn.node;
    while (
      holder.parent &&
      ['export_statement', 'template_declaration', 'lexical_declaration', 'variable_declarator', 'variable_declaration'].includes(
        holder.parent.type,
      )
    )
      holder = holder.parent;
    text = holder.previousNamedSibling?.text ?? '';
  }
  const plain = text
    .replace(/^("""|'''|\/\*\*|\/\/\/)|("""|'''|\*\/)$/g, '')
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*(\*|\/\/\/)?\s?/, '')
        .replace(/<\/?summary>/g, '')
        .trim(),
    )
    .filter((l) => l && !l.startsWith('@') && !l.startsWith('<'))
    .join(' ');
  const sentence = /^.*?[.!?](\s|$)/.exec(plain)?.[0].trim() ?? plain;
  return sentence || null;
}

function returnsText(fn: FunctionInfo, value: boolean): string {
  if (fn.kind === 'constructor') return 'a new instance';
  if (fn.returnType) return fn.returnType;
  return value ? 'a value' : 'nothing';
}

/** The source with doc skeletons inserted for undocumented functions (Python: docstrings inside the body). */
function documentSource(
  code: string,
  language: SourceLanguage,
  functions: FunctionInfo[],
  returning: Map<FunctionInfo, boolean>,
): { text: string; added: number } {
  const lines = code.split('\n');
  const inserts: { at: number; lines: string[] }[] = [];
  for (const fn of functions) {
    if (fn.documented || fn.kind === 'arrow' || fn.shortName === 'anonymous function') continue;
    const comment = docComment(language, { ...fn, returnsValue: returning.get(fn) ?? false });
    if (language === 'python') {
      const first = fn.body?.firstNamedChild;
      // A body on the def line itself has no line of its own for a docstring.
      if (!first || first.startPosition.row === fn.node.startPosition.row) continue;
      const indent = /^\s*/.exec(lines[first.startPosition.row])![0];
      inserts.push({ at: first.startPosition.row, lines: comment.map((l) => (l ? indent + l : '')) });
    } else {
      let holder: Node = fn.node;
      while (holder.parent && ['export_statement', 'template_declaration'].includes(holder.parent.type)) holder = holder.parent;
      // A function expression assigned in a declaration is documented above the declaration.
      if (
        ['variable_declarator', 'pair', 'public_field_definition', 'field_definition', 'assignment_expression'].includes(
          holder.parent?.type ?? '',
        )
      ) {
        holder = holder.parent!;
        while (
          holder.parent &&
          ['lexical_declaration', 'variable_declaration', 'export_statement', 'expression_statement'].includes(holder.parent.type)
        )
          holder = holder.parent;
      }
      const row = holder.startPosition.row;
      // Only where the declaration starts its line (not `foo(function () {…})`).
      if (lines[row].slice(0, holder.startPosition.column).trim() !== '') continue;
      const indent = /^\s*/.exec(lines[row])![0];
      inserts.push({ at: row, lines: comment.map((l) => indent + l) });
    }
  }
  for (const insert of inserts.sort((a, b) => b.at - a.at)) lines.splice(insert.at, 0, ...insert.lines);
  return { text: lines.join('\n'), added: inserts.length };
}

const patternChecks: { name: string; types: string[]; evidence: (n: number) => string }[] = [
  { name: 'Asynchronous code', types: ['await_expression', 'await'], evidence: (n) => `${plural(n, 'await')}` },
  {
    name: 'Error handling',
    types: ['try_statement', 'try_with_resources_statement'],
    evidence: (n) => `${plural(n, 'try block')}`,
  },
  { name: 'Generators', types: ['yield_expression', 'yield', 'yield_statement'], evidence: (n) => `${plural(n, 'yield')}` },
  {
    name: 'Decorators and annotations',
    types: ['decorator', 'annotation', 'marker_annotation', 'attribute_list'],
    evidence: (n) => `${plural(n, 'decorator')}`,
  },
  {
    name: 'Anonymous functions',
    types: ['arrow_function', 'lambda', 'lambda_expression'],
    evidence: (n) => `${plural(n, 'lambda or arrow function')}`,
  },
  {
    name: 'Templates and generics',
    types: ['type_parameters', 'template_declaration', 'type_parameter_list'],
    evidence: (n) => `${plural(n, 'generic declaration')}`,
  },
];

function patterns(root: Node, functions: FunctionInfo[], metrics: FileMetrics, language: SourceLanguage): Pattern[] {
  const found: Pattern[] = [];
  const classCount = metrics.classes.length;
  if (classCount > 0)
    found.push({
      name: 'Object-oriented design',
      evidence: `${plural(classCount, 'class or type', 'classes and types')}`,
      line: metrics.classes[0].line,
    });
  const inheritance = root.descendantsOfType([
    'class_heritage',
    'superclass',
    'base_class_clause',
    'base_list',
    'super_interfaces',
  ]);
  if (
    inheritance.length > 0 ||
    (language === 'python' && root.descendantsOfType('class_definition').some((c) => c.childForFieldName('superclasses')))
  ) {
    found.push({
      name: 'Inheritance',
      evidence: 'types extend or implement others',
      line: (inheritance[0]?.startPosition.row ?? 0) + 1,
    });
  }
  for (const check of patternChecks) {
    // Named nodes only: `await` is also the keyword token inside an await_expression.
    const nodes = root.descendantsOfType(check.types).filter((n) => n.isNamed);
    if (nodes.length > 0)
      found.push({ name: check.name, evidence: check.evidence(nodes.length), line: nodes[0].startPosition.row + 1 });
  }
  // Recursion: a function that calls itself, by its bare name or through this/self, in its own body.
  const recursive = functions.filter((fn) => {
    let calls = false;
    ownNodes(fn.node, language, (node) => {
      if (!/^(call_expression|call|method_invocation|invocation_expression)$/.test(node.type)) return;
      const callee = node.childForFieldName('function') ?? node.childForFieldName('name');
      const receiver =
        node.type === 'method_invocation'
          ? node.childForFieldName('object')
          : callee && /member|attribute|field_expression|member_access/.test(callee.type)
            ? (callee.childForFieldName('object') ??
              callee.childForFieldName('expression') ??
              callee.childForFieldName('argument'))
            : null;
      const name =
        node.type === 'method_invocation'
          ? callee?.text
          : callee && /member|attribute|field_expression|member_access/.test(callee.type)
            ? (
                callee.childForFieldName('property') ??
                callee.childForFieldName('attribute') ??
                callee.childForFieldName('field') ??
                callee.childForFieldName('name')
              )?.text
            : callee?.text;
      if (name === fn.shortName && (!receiver || /^(this|self)$/.test(receiver.text))) calls = true;
    });
    return calls;
  });
  if (recursive.length > 0)
    found.push({ name: 'Recursion', evidence: recursive.map((f) => f.name).join(', '), line: recursive[0].startLine });
  const factories = functions.filter(
    (f) => /^(create|make|build|from|of|new)[A-Z_]?/.test(f.shortName) && f.kind !== 'constructor',
  );
  if (factories.length > 0)
    found.push({
      name: 'Factory functions',
      evidence: factories
        .map((f) => f.name)
        .slice(0, 3)
        .join(', '),
      line: factories[0].startLine,
    });
  const singleton = functions.find((f) => /^(get)?[Ii]nstance$/.test(f.shortName));
  if (singleton)
    found.push({ name: 'Singleton', evidence: `${singleton.name} hands out one shared instance`, line: singleton.startLine });
  return found;
}

/** Conditions that combine many tests: worth a comment saying what they decide. */
function complexConditions(root: Node): { line: number; tests: number }[] {
  const out: { line: number; tests: number }[] = [];
  for (const statement of root.descendantsOfType(['if_statement', 'while_statement', 'elif_clause'])) {
    const condition = statement.childForFieldName('condition');
    if (!condition) continue;
    let operators = 0;
    walk(condition, (node) => {
      if (
        node.type === 'boolean_operator' ||
        (node.type === 'binary_expression' &&
          /^(&&|\|\||and|or)$/.test(node.childForFieldName('operator')?.type ?? node.children[1]?.type ?? ''))
      )
        operators++;
    });
    if (operators + 1 >= LIMITS.conditionTests) out.push({ line: statement.startPosition.row + 1, tests: operators + 1 });
  }
  return out;
}

function suggestedComments(
  language: SourceLanguage,
  functions: FunctionInfo[],
  measured: FunctionMetrics[],
  root: Node,
  returning: Map<FunctionInfo, boolean>,
): SuggestedComment[] {
  const out: SuggestedComment[] = [];
  functions.forEach((fn, i) => {
    if (!fn.isPublic || fn.documented || fn.kind === 'arrow' || fn.shortName === 'anonymous function') return;
    out.push({
      line: fn.startLine,
      target: fn.name,
      why: 'Public and without a doc comment',
      comment: docComment(language, { ...fn, returnsValue: returning.get(fn) ?? false }).join('\n'),
    });
    if (measured[i].complexity > LIMITS.complexity) out[out.length - 1].why += `; complexity ${measured[i].complexity}`;
  });
  const marker = language === 'python' ? '#' : '//';
  for (const condition of complexConditions(root)) {
    out.push({
      line: condition.line,
      target: `Condition at line ${condition.line}`,
      why: `Combines ${condition.tests} tests`,
      comment: `${marker} Explain what this condition decides and why each test is needed.`,
    });
  }
  return out.sort((a, b) => a.line - b.line).slice(0, MAX_SUGGESTED_COMMENTS);
}

function suggestions(metrics: FileMetrics, undocumented: number, rating: string): string[] {
  const out: string[] = [];
  for (const f of metrics.functions) {
    if (f.complexity > LIMITS.complexity)
      out.push(`Split ${f.name} (line ${f.startLine}): its cyclomatic complexity is ${f.complexity}, over ${LIMITS.complexity}.`);
    if (f.codeLines > LIMITS.functionLines)
      out.push(`Shorten ${f.name} (line ${f.startLine}): ${f.codeLines} lines of code, over ${LIMITS.functionLines}.`);
    if (f.parameters.length > LIMITS.parameters)
      out.push(
        `Group the ${f.parameters.length} parameters of ${f.name} (line ${f.startLine}) into an object; more than ${LIMITS.parameters} are hard to call correctly.`,
      );
  }
  if (metrics.complexity.level === 'high')
    out.push(`The total cyclomatic complexity is ${metrics.complexity.total} (high): consider splitting the file.`);
  if (rating !== 'good')
    out.push(
      `The maintainability index is ${Math.round(metrics.maintainability)} of 100 (${rating}): shorter, simpler functions raise it.`,
    );
  if (undocumented > 0) out.push(`Document ${plural(undocumented, 'public function')} (see Comments).`);
  if (metrics.lines.code > 50 && metrics.lines.comment / Math.max(1, metrics.lines.code) < 0.05)
    out.push(`Only ${metrics.lines.comment} of ${metrics.lines.code + metrics.lines.comment} lines are comments.`);
  return out;
}

function summaryText(language: SourceLanguage, metrics: FileMetrics, rating: string, mode: AnalysisMode): string {
  const parts = [
    `A ${sourceLanguageLabels[language]} file of ${plural(metrics.lines.total, 'line')} (${metrics.lines.code} of code) with ${countText(metrics.functions.length, 'function', 'functions')} and ${countText(metrics.classes.length, 'class or type', 'classes and types')}.`,
    metrics.dependencies.length > 0
      ? `It depends on ${metrics.dependencies.slice(0, 5).join(', ')}${metrics.dependencies.length > 5 ? ` and ${metrics.dependencies.length - 5} more` : ''}.`
      : 'It imports nothing.',
    `Total cyclomatic complexity ${metrics.complexity.total} (${metrics.complexity.level}); maintainability index ${Math.round(metrics.maintainability)} of 100 (${rating}).`,
  ];
  if (mode === 'detailed' && metrics.functions.length > 0) {
    const top = [...metrics.functions].sort((a, b) => b.complexity - a.complexity)[0];
    parts.push(
      `The most complex function is ${top.name} (${top.complexity}); the average is ${metrics.complexity.average.toFixed(1)}. Halstead volume ${Math.round(metrics.halstead.volume)}, difficulty ${metrics.halstead.difficulty.toFixed(1)}.`,
    );
  }
  return parts.join(' ');
}

/** The analysis of a parsed file. A file that does not parse is refused with where the error is. */
export function analyzeTree(tree: Tree, code: string, language: SourceLanguage, mode: AnalysisMode): CodeAnalysis {
  const syntax = firstSyntaxError(tree.rootNode);
  if (syntax)
    throw new Error(`${syntax.message} (line ${syntax.line}, column ${syntax.column}). The analysis needs code that parses.`);
  const { metrics, functions } = measureFile(tree, code, language);
  const returning = new Map(functions.map((fn) => [fn, returnsValue(fn, language)]));
  const rating = maintainabilityRating(metrics.maintainability);
  const documentation = documentSource(code, language, functions, returning);
  const undocumented = functions.filter(
    (f) => f.isPublic && !f.documented && f.kind !== 'arrow' && f.shortName !== 'anonymous function',
  ).length;
  return {
    language,
    mode,
    summary: summaryText(language, metrics, rating, mode),
    complexity: metrics.complexity,
    maintainability: { index: metrics.maintainability, rating, formula: MAINTAINABILITY_FORMULA },
    suggestions: suggestions(metrics, undocumented, rating),
    documentation: documentation.text,
    documentedCount: documentation.added,
    comments: suggestedComments(language, functions, metrics.functions, tree.rootNode, returning),
    functions: functions.map((fn, i) => {
      const own = existingDescription(fn, language);
      const m = metrics.functions[i];
      return {
        name: fn.name,
        description: own ?? describeName(fn),
        generatedDescription: own === null,
        parameters: fn.parameters,
        returns: returnsText(fn, returning.get(fn) ?? false),
        line: fn.startLine,
        endLine: fn.endLine,
        complexity: m.complexity,
        codeLines: m.codeLines,
        volume: m.volume,
        maintainability: m.maintainability,
        isPublic: fn.isPublic,
        documented: fn.documented,
      };
    }),
    dependencies: metrics.dependencies,
    patterns: patterns(tree.rootNode, functions, metrics, language),
    lines: metrics.lines,
    classes: metrics.classes,
    halstead: metrics.halstead,
  };
}
