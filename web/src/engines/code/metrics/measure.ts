// Everything the analyzer and the refactoring hints read from a parsed file, as plain data (it crosses
// from the worker to the page): lines, functions with their complexity and size, classes, imports,
// Halstead measures and the maintainability index.
import type { SourceLanguage } from '../languages';
import type { Node, Tree } from '../tree-sitter/tree-sitter';
import { complexityLevel, functionComplexity, topLevelDecisions } from './complexity';
import { findFunctions, type FunctionInfo } from './functions';
import { halstead, maintainabilityIndex, type Halstead } from './halstead';
import { walk } from './walk';

export type FunctionMetrics = Omit<FunctionInfo, 'node' | 'body'> & {
  complexity: number;
  /** Lines of code in the function (not blank, not only comment). */
  codeLines: number;
  volume: number;
  maintainability: number;
};

export type LineCounts = { total: number; code: number; comment: number; blank: number };

export type FileMetrics = {
  language: SourceLanguage;
  lines: LineCounts;
  functions: FunctionMetrics[];
  classes: { name: string; line: number; kind: string }[];
  dependencies: string[];
  /** Sum of the functions' complexities plus the decision points outside any function. */
  complexity: { total: number; level: 'low' | 'medium' | 'high'; highest: number; average: number };
  halstead: Halstead;
  maintainability: number;
};

/** Rows (0-based) holding code and rows holding comments, between two rows. */
function rowsOf(root: Node): { code: Set<number>; comment: Set<number> } {
  const code = new Set<number>();
  const comment = new Set<number>();
  const mark = (set: Set<number>, node: Node) => {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row++) set.add(row);
  };
  walk(root, (node) => {
    if (node.type === 'comment' || node.type.endsWith('_comment')) {
      mark(comment, node);
      return false;
    }
    if (node.childCount === 0 || /string|template_string/.test(node.type)) {
      if (node.text.trim() !== '') mark(code, node);
      return node.childCount > 0 && !/string/.test(node.type);
    }
    return true;
  });
  return { code, comment };
}

function lineCounts(root: Node, source: string): LineCounts {
  const total = source === '' ? 0 : source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  const { code, comment } = rowsOf(root);
  let commentOnly = 0;
  for (const row of comment) if (!code.has(row)) commentOnly++;
  const blank = source
    .split('\n')
    .slice(0, total)
    .filter((l) => l.trim() === '').length;
  return { total, code: code.size, comment: commentOnly, blank };
}

const classTypes: Record<SourceLanguage, string[]> = {
  javascript: ['class_declaration', 'class'],
  typescript: ['class_declaration', 'abstract_class_declaration', 'class', 'interface_declaration', 'enum_declaration'],
  python: ['class_definition'],
  java: ['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration'],
  csharp: ['class_declaration', 'interface_declaration', 'struct_declaration', 'record_declaration', 'enum_declaration'],
  cpp: ['class_specifier', 'struct_specifier'],
};

function classes(root: Node, language: SourceLanguage) {
  return root
    .descendantsOfType(classTypes[language])
    .filter((c) => c.childForFieldName('name') && (language !== 'cpp' || c.childForFieldName('body')))
    .map((c) => ({
      name: c.childForFieldName('name')!.text,
      line: c.startPosition.row + 1,
      kind: c.type.replace(/_(declaration|definition|specifier)$/, '').replace('abstract_', ''),
    }));
}

const unquote = (text: string) => text.replace(/^['"`<]|['"`>]$/g, '');

/** Imported modules, packages and headers, each once, in order of appearance. */
export function dependencies(root: Node, language: SourceLanguage): string[] {
  const found: string[] = [];
  if (language === 'javascript' || language === 'typescript') {
    for (const node of root.descendantsOfType(['import_statement', 'export_statement', 'call_expression'])) {
      if (node.type === 'call_expression') {
        const fn = node.childForFieldName('function');
        const arg = node.childForFieldName('arguments')?.namedChildren[0];
        if ((fn?.text === 'require' || fn?.type === 'import') && arg?.type === 'string') found.push(unquote(arg.text));
      } else {
        const source = node.childForFieldName('source');
        if (source) found.push(unquote(source.text));
      }
    }
  } else if (language === 'python') {
    for (const node of root.descendantsOfType(['import_statement', 'import_from_statement'])) {
      if (node.type === 'import_from_statement') found.push(node.childForFieldName('module_name')?.text ?? '');
      else for (const name of node.childrenForFieldName('name')) found.push((name.childForFieldName('name') ?? name).text);
    }
  } else if (language === 'java') {
    for (const node of root.descendantsOfType('import_declaration'))
      found.push(
        node.text
          .replace(/^import\s+(static\s+)?/, '')
          .replace(/;$/, '')
          .trim(),
      );
  } else if (language === 'csharp') {
    for (const node of root.descendantsOfType('using_directive'))
      found.push(
        node.text
          .replace(/^(global\s+)?using\s+(static\s+)?/, '')
          .replace(/;$/, '')
          .trim(),
      );
  } else {
    for (const node of root.descendantsOfType('preproc_include')) found.push(unquote(node.childForFieldName('path')?.text ?? ''));
  }
  return [...new Set(found.filter(Boolean))];
}

/** The metrics of a parsed file; `code` is the text that was parsed. */
export function measureFile(
  tree: Tree,
  code: string,
  language: SourceLanguage,
): { metrics: FileMetrics; functions: FunctionInfo[] } {
  const root = tree.rootNode;
  const functions = findFunctions(root, language);
  const measured: FunctionMetrics[] = functions.map(({ node, body: _body, ...info }) => {
    const complexity = functionComplexity(node, language);
    const lines = rowsOf(node).code.size;
    const volume = halstead(node).volume;
    return {
      ...info,
      complexity,
      codeLines: lines,
      volume,
      maintainability: maintainabilityIndex({ volume, complexity, lines }),
    };
  });
  // Python's mccabe folds a nested function into the enclosing one: the total counts only the outermost.
  const outermost = measured.filter(
    (_, i) => language !== 'python' || !functions.some((g) => isAncestor(g.node, functions[i].node)),
  );
  const total = outermost.reduce((sum, f) => sum + f.complexity, 0) + topLevelDecisions(root, language);
  const lines = lineCounts(root, code);
  const fileHalstead = halstead(root);
  return {
    functions,
    metrics: {
      language,
      lines,
      functions: measured,
      classes: classes(root, language),
      dependencies: dependencies(root, language),
      complexity: {
        total,
        level: complexityLevel(total),
        highest: Math.max(0, ...measured.map((f) => f.complexity)),
        average: measured.length > 0 ? measured.reduce((s, f) => s + f.complexity, 0) / measured.length : 0,
      },
      halstead: fileHalstead,
      maintainability: maintainabilityIndex({ volume: fileHalstead.volume, complexity: total, lines: lines.code }),
    },
  };
}

function isAncestor(ancestor: Node, node: Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (p.id === ancestor.id) return true;
  return false;
}
