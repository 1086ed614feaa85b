// Our own Java rules, read from the tree-sitter parse tree (there is no Java linter that runs in the
// browser). Documented in the rules panel as "Java check: …"; each is checked against fixtures in
// java-rules.test.ts.
import type { TextEdit } from '@/engines/code/text-edits';
import { endOf, firstSyntaxError, startOf } from '@/engines/code/tree-sitter/syntax-error';
import type { Node, Tree } from '@/engines/code/tree-sitter/tree-sitter';
import type { EngineIssue } from './engine-issue';
import { MAX_LINE_LENGTH, SYNTAX_RULE } from './rules';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

function issueAt(node: Node, rule: string, message: string, fix?: EngineIssue['fix'], hint?: string): EngineIssue {
  const start = startOf(node);
  const end = endOf(node);
  return {
    rule,
    engineRule: 'java',
    message,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    fix,
    hint,
  };
}

/** Identifiers that are read in `scope` (an assignment's target is written, not read). */
function isRead(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return true;
  if (parent.type === 'assignment_expression' && parent.childForFieldName('left')?.id === identifier.id) {
    // `x += 1` reads x; `x = 1` does not.
    return parent.childForFieldName('operator')?.text !== '=' && parent.children[1]?.text !== '=';
  }
  return true;
}

function unusedLocals(root: Node): EngineIssue[] {
  const issues: EngineIssue[] = [];
  for (const declaration of root.descendantsOfType('local_variable_declaration')) {
    const scope = declaration.parent;
    if (!scope) continue;
    for (const declarator of declaration.childrenForFieldName('declarator')) {
      const name = declarator.childForFieldName('name');
      if (!name) continue;
      const used = scope
        .descendantsOfType('identifier', declaration.startPosition)
        .some((id) => id.text === name.text && id.id !== name.id && isRead(id));
      if (!used)
        issues.push(
          issueAt(
            name,
            'no-unused-vars',
            `'${name.text}' is assigned a value but never used.`,
            undefined,
            'Remove the variable or use it.',
          ),
        );
    }
  }
  return issues;
}

/** Names declared with type String anywhere in the file (fields, parameters, locals). */
function stringNames(root: Node): Set<string> {
  const names = new Set<string>();
  for (const node of root.descendantsOfType(['local_variable_declaration', 'field_declaration', 'formal_parameter'])) {
    if (node.childForFieldName('type')?.text !== 'String') continue;
    if (node.type === 'formal_parameter') {
      const name = node.childForFieldName('name');
      if (name) names.add(name.text);
    } else
      for (const d of node.childrenForFieldName('declarator'))
        if (d.childForFieldName('name')) names.add(d.childForFieldName('name')!.text);
  }
  return names;
}

function stringEquality(root: Node, code: string): EngineIssue[] {
  const strings = stringNames(root);
  const isString = (node: Node) => node.type === 'string_literal' || (node.type === 'identifier' && strings.has(node.text));
  const issues: EngineIssue[] = [];
  for (const expression of root.descendantsOfType('binary_expression')) {
    const operator = expression.childForFieldName('operator')?.text ?? expression.children[1]?.text;
    if (operator !== '==' && operator !== '!=') continue;
    const left = expression.childForFieldName('left');
    const right = expression.childForFieldName('right');
    if (!left || !right || !(isString(left) || isString(right))) continue;
    if (left.type === 'null_literal' || right.type === 'null_literal') continue;
    // A literal on the left of equals() cannot throw on null.
    const [receiver, argument] =
      right.type === 'string_literal' && left.type !== 'string_literal' ? [right, left] : [left, right];
    const call = `${operator === '!=' ? '!' : ''}${code.slice(receiver.startIndex, receiver.endIndex)}.equals(${code.slice(argument.startIndex, argument.endIndex)})`;
    issues.push(
      issueAt(expression, 'eqeqeq', `Strings compared with '${operator}' (compares references, not text). Use equals().`, {
        description: `Replace with ${call}`,
        edits: [{ from: expression.startIndex, to: expression.endIndex, insert: call }],
      }),
    );
  }
  return issues;
}

function consoleCalls(root: Node): EngineIssue[] {
  return root
    .descendantsOfType('method_invocation')
    .filter((call) => /^System\.(out|err)$/.test(call.childForFieldName('object')?.text ?? ''))
    .map((call) =>
      issueAt(
        call,
        'no-console',
        `Unexpected console output (${call.childForFieldName('object')!.text}.${call.childForFieldName('name')?.text}).`,
        undefined,
        'Use a logger.',
      ),
    );
}

const BODY_FIELDS: Record<string, string[]> = {
  if_statement: ['consequence', 'alternative'],
  for_statement: ['body'],
  enhanced_for_statement: ['body'],
  while_statement: ['body'],
  do_statement: ['body'],
};

function missingBraces(root: Node): EngineIssue[] {
  const issues: EngineIssue[] = [];
  for (const statement of root.descendantsOfType(Object.keys(BODY_FIELDS))) {
    for (const field of BODY_FIELDS[statement.type]) {
      const body = statement.childForFieldName(field);
      // `else if` is a chain, not a missing block.
      if (!body || body.type === 'block' || (field === 'alternative' && body.type === 'if_statement')) continue;
      const keyword = field === 'alternative' ? 'else' : statement.type.replace(/_statement$/, '').replace('enhanced_for', 'for');
      const edits: TextEdit[] = [
        { from: body.startIndex, to: body.startIndex, insert: '{ ' },
        { from: body.endIndex, to: body.endIndex, insert: ' }' },
      ];
      issues.push(issueAt(body, 'curly', `Expected { after '${keyword}'.`, { description: 'Wrap the body in braces', edits }));
    }
  }
  return issues;
}

function hasModifier(declaration: Node, modifier: string): boolean {
  const modifiers = declaration.namedChildren.find((c) => c.type === 'modifiers');
  return Boolean(modifiers?.children.some((m) => m.text === modifier));
}

/** The words of an identifier in any case style ("maxRows", "max_rows", "MAX_ROWS" → max, rows). */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const styles: Record<string, (name: string) => string> = {
  PascalCase: (n) =>
    words(n)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(''),
  camelCase: (n) =>
    words(n)
      .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
      .join(''),
  UPPER_CASE: (n) => words(n).join('_').toUpperCase(),
};

function naming(root: Node): EngineIssue[] {
  const issues: EngineIssue[] = [];
  const check = (name: Node | null, pattern: RegExp, what: string, style: string) => {
    if (!name || pattern.test(name.text)) return;
    const better = styles[style](name.text);
    issues.push(
      issueAt(
        name,
        'naming',
        `${what} '${name.text}' should be ${style}.`,
        undefined,
        better && better !== name.text ? `Rename it to ${better}.` : undefined,
      ),
    );
  };
  for (const node of root.descendantsOfType([
    'class_declaration',
    'interface_declaration',
    'enum_declaration',
    'record_declaration',
    'annotation_type_declaration',
  ])) {
    check(
      node.childForFieldName('name'),
      PASCAL,
      node.type
        .replace('_declaration', '')
        .replace('_', ' ')
        .replace(/^./, (c) => c.toUpperCase()),
      'PascalCase',
    );
  }
  for (const method of root.descendantsOfType('method_declaration')) {
    if (hasModifier(method, '@Override')) continue;
    check(method.childForFieldName('name'), CAMEL, 'Method', 'camelCase');
  }
  for (const field of root.descendantsOfType('field_declaration')) {
    const constant = hasModifier(field, 'static') && hasModifier(field, 'final');
    for (const d of field.childrenForFieldName('declarator')) {
      const name = d.childForFieldName('name');
      if (name?.text === 'serialVersionUID') continue;
      if (constant) check(name, CONSTANT, 'Constant', 'UPPER_CASE');
      else check(name, CAMEL, 'Field', 'camelCase');
    }
  }
  for (const declaration of root.descendantsOfType('local_variable_declaration')) {
    for (const d of declaration.childrenForFieldName('declarator'))
      check(d.childForFieldName('name'), CAMEL, 'Variable', 'camelCase');
  }
  for (const parameter of root.descendantsOfType('formal_parameter'))
    check(parameter.childForFieldName('name'), CAMEL, 'Parameter', 'camelCase');
  return issues;
}

function lineRules(code: string, enabled: ReadonlySet<string>): EngineIssue[] {
  const issues: EngineIssue[] = [];
  let offset = 0;
  code.split('\n').forEach((raw, index) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const line = index + 1;
    if (enabled.has('max-line-length') && text.length > MAX_LINE_LENGTH) {
      issues.push({
        rule: 'max-line-length',
        engineRule: 'java',
        message: `This line has a length of ${text.length}. Maximum allowed is ${MAX_LINE_LENGTH}.`,
        line,
        column: MAX_LINE_LENGTH + 1,
        endLine: line,
        endColumn: text.length + 1,
        hint: 'Break the line.',
      });
    }
    const trailing = /[ \t]+$/.exec(text);
    if (enabled.has('no-trailing-spaces') && trailing) {
      const from = offset + trailing.index;
      issues.push({
        rule: 'no-trailing-spaces',
        engineRule: 'java',
        message: 'Trailing spaces not allowed.',
        line,
        column: trailing.index + 1,
        endLine: line,
        endColumn: text.length + 1,
        fix: { description: 'Remove the trailing spaces', edits: [{ from, to: from + trailing[0].length, insert: '' }] },
      });
    }
    offset += raw.length + 1;
  });
  return issues;
}

/** Checks the enabled Java rules on a parsed file. A syntax error is reported alone. */
export function lintJava(tree: Tree, code: string, enabled: ReadonlySet<string>): EngineIssue[] {
  const root = tree.rootNode;
  const syntax = firstSyntaxError(root);
  if (syntax) return [{ rule: SYNTAX_RULE, engineRule: 'tree-sitter', ...syntax }];
  const issues = [
    ...(enabled.has('no-unused-vars') ? unusedLocals(root) : []),
    ...(enabled.has('eqeqeq') ? stringEquality(root, code) : []),
    ...(enabled.has('no-console') ? consoleCalls(root) : []),
    ...(enabled.has('curly') ? missingBraces(root) : []),
    ...(enabled.has('naming') ? naming(root) : []),
    ...lineRules(code, enabled),
  ];
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}
