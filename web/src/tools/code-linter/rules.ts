// The linter's rule set (spec tools.md §9: ten rules, plus the two the Java checks need) and what each
// means per language: ESLint rules for JavaScript and TypeScript, Ruff rules for Python, our own
// tree-sitter checks for Java (java-rules.ts). The rules panel shows this mapping.
import type { EslintRuleEntry } from '@/engines/code/eslint/eslint-types';

export const lintLanguages = ['javascript', 'typescript', 'python', 'java'] as const;
export type LintLanguage = (typeof lintLanguages)[number];

export const severities = ['error', 'warning', 'info'] as const;
export type Severity = (typeof severities)[number];

export type RuleCategory = 'Best practices' | 'Possible errors' | 'Style';

/** The spec's lint rule entity (§3): id, name, description, severity, enabled, category. */
export type LintRule = {
  id: string;
  name: string;
  description: string;
  severity: Severity;
  enabled: boolean;
  category: RuleCategory;
};

/** A Ruff rule by code and by name (Ruff's preview mode reports names, its stable mode codes). */
export type RuffRule = { code: string; name: string };

type RuleDefinition = Omit<LintRule, 'enabled' | 'severity'> & {
  defaultSeverity: Severity;
  defaultEnabled: boolean;
  /** ESLint rule id → its options (JavaScript and TypeScript). Absent: no equivalent. */
  eslint?: Record<string, EslintRuleEntry>;
  ruff?: RuffRule[];
  /** Our own Java check (java-rules.ts), described for the rules panel. */
  java?: string;
};

export const MAX_LINE_LENGTH = 100;
export const LINT_DEBOUNCE_MS = 500;

export const ruleDefinitions: readonly RuleDefinition[] = [
  {
    id: 'no-var',
    name: 'No var',
    description: 'Declare variables with let or const instead of var.',
    category: 'Best practices',
    defaultSeverity: 'error',
    defaultEnabled: true,
    eslint: { 'no-var': ['warn'] },
  },
  {
    id: 'prefer-const',
    name: 'Prefer const',
    description: 'Use const for variables that are never reassigned.',
    category: 'Best practices',
    defaultSeverity: 'warning',
    defaultEnabled: true,
    eslint: { 'prefer-const': ['warn'] },
  },
  {
    id: 'no-unused-vars',
    name: 'No unused variables',
    description: 'Variables, imports and functions that are declared but never used.',
    category: 'Possible errors',
    defaultSeverity: 'warning',
    defaultEnabled: true,
    eslint: { 'no-unused-vars': ['warn'] },
    ruff: [
      { code: 'F841', name: 'unused-variable' },
      { code: 'F401', name: 'unused-import' },
    ],
    java: 'local variables that are never read',
  },
  {
    id: 'eqeqeq',
    name: 'Strict equality',
    description: 'Compare with === and !== (Python: `is` for None, True and False; Java: equals() for strings).',
    category: 'Possible errors',
    defaultSeverity: 'error',
    defaultEnabled: true,
    eslint: { eqeqeq: ['warn', 'always'] },
    ruff: [
      { code: 'E711', name: 'none-comparison' },
      { code: 'E712', name: 'true-false-comparison' },
    ],
    java: '== or != with a string operand',
  },
  {
    id: 'no-console',
    name: 'No console',
    description: 'Console output left in the code (console.log, print, System.out).',
    category: 'Best practices',
    defaultSeverity: 'info',
    defaultEnabled: false,
    eslint: { 'no-console': ['warn'] },
    ruff: [
      { code: 'T201', name: 'print' },
      { code: 'T203', name: 'p-print' },
    ],
    java: 'System.out and System.err calls',
  },
  {
    id: 'semicolon',
    name: 'Semicolons',
    description: 'End statements with a semicolon (Python: no needless semicolons).',
    category: 'Style',
    defaultSeverity: 'warning',
    defaultEnabled: true,
    eslint: { '@stylistic/semi': ['warn', 'always'] },
    ruff: [
      { code: 'E703', name: 'useless-semicolon' },
      { code: 'E702', name: 'multiple-statements-on-one-line-semicolon' },
    ],
  },
  {
    id: 'quotes',
    name: 'Quotes',
    description: 'One quote style for strings: single in JavaScript and TypeScript, double in Python (Ruff’s default).',
    category: 'Style',
    defaultSeverity: 'info',
    defaultEnabled: true,
    eslint: { '@stylistic/quotes': ['warn', 'single', { avoidEscape: true }] },
    ruff: [{ code: 'Q000', name: 'bad-quotes-inline-string' }],
  },
  {
    id: 'indent',
    name: 'Indentation',
    description: 'Consistent indentation: 2 spaces in JavaScript and TypeScript, multiples of 4 in Python.',
    category: 'Style',
    defaultSeverity: 'info',
    defaultEnabled: true,
    eslint: { '@stylistic/indent': ['warn', 2] },
    ruff: [
      { code: 'E111', name: 'indentation-with-invalid-multiple' },
      { code: 'E114', name: 'indentation-with-invalid-multiple-comment' },
      { code: 'E117', name: 'over-indented' },
    ],
  },
  {
    id: 'no-trailing-spaces',
    name: 'No trailing spaces',
    description: 'Whitespace at the end of a line.',
    category: 'Style',
    defaultSeverity: 'info',
    defaultEnabled: true,
    eslint: { '@stylistic/no-trailing-spaces': ['warn'] },
    ruff: [
      { code: 'W291', name: 'trailing-whitespace' },
      { code: 'W293', name: 'blank-line-with-whitespace' },
    ],
    java: 'spaces or tabs before the end of a line',
  },
  {
    id: 'max-line-length',
    name: 'Max line length',
    description: `Lines longer than ${MAX_LINE_LENGTH} characters.`,
    category: 'Style',
    defaultSeverity: 'warning',
    defaultEnabled: true,
    eslint: { '@stylistic/max-len': ['warn', { code: MAX_LINE_LENGTH, tabWidth: 4 }] },
    ruff: [{ code: 'E501', name: 'line-too-long' }],
    java: `lines over ${MAX_LINE_LENGTH} characters`,
  },
  {
    id: 'curly',
    name: 'Braces',
    description: 'Bodies of if, else, for, while and do in braces.',
    category: 'Best practices',
    defaultSeverity: 'warning',
    defaultEnabled: true,
    eslint: { curly: ['warn', 'all'] },
    java: 'if, else, for, while and do without a block',
  },
  {
    id: 'naming',
    name: 'Naming conventions',
    description: 'camelCase variables and functions, PascalCase classes (Python: PEP 8 names; Java: UPPER_CASE constants).',
    category: 'Style',
    defaultSeverity: 'info',
    defaultEnabled: true,
    eslint: { camelcase: ['warn', { properties: 'never' }] },
    ruff: [
      { code: 'N801', name: 'invalid-class-name' },
      { code: 'N802', name: 'invalid-function-name' },
      { code: 'N803', name: 'invalid-argument-name' },
      { code: 'N806', name: 'non-lowercase-variable-in-function' },
      { code: 'N816', name: 'mixed-case-variable-in-global-scope' },
    ],
    java: 'classes PascalCase, methods and variables camelCase, static final constants UPPER_CASE',
  },
];

/** The pseudo-rule of a parse error: always on, always an error. */
export const SYNTAX_RULE = 'syntax';

/** What the user changed about a rule (kept in localStorage); everything else is the default. */
export type RuleOverrides = Record<string, { enabled?: boolean; severity?: Severity }>;

export function resolveRules(overrides: RuleOverrides = {}): LintRule[] {
  return ruleDefinitions.map((d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    category: d.category,
    enabled: overrides[d.id]?.enabled ?? d.defaultEnabled,
    severity: overrides[d.id]?.severity ?? d.defaultSeverity,
  }));
}

export function definitionOf(id: string): RuleDefinition | undefined {
  return ruleDefinitions.find((d) => d.id === id);
}

/** Whether the rule means anything in the language. */
export function appliesTo(definition: RuleDefinition, language: LintLanguage): boolean {
  if (language === 'python') return Boolean(definition.ruff);
  if (language === 'java') return Boolean(definition.java);
  return Boolean(definition.eslint);
}

/** How the rule is checked in the language, for the rules panel ("ESLint no-var", "Ruff E501, W291"). */
export function engineRuleLabel(definition: RuleDefinition, language: LintLanguage): string {
  if (language === 'python')
    return definition.ruff ? `Ruff ${definition.ruff.map((r) => r.code).join(', ')}` : 'No Python equivalent';
  if (language === 'java') return definition.java ? `Java check: ${definition.java}` : 'No Java equivalent';
  return definition.eslint ? `ESLint ${Object.keys(definition.eslint).join(', ')}` : 'No equivalent';
}

/** The ESLint rules of the enabled rules. */
export function eslintRulesFor(rules: readonly LintRule[]): Record<string, EslintRuleEntry> {
  const out: Record<string, EslintRuleEntry> = {};
  for (const rule of rules) if (rule.enabled) Object.assign(out, definitionOf(rule.id)?.eslint);
  return out;
}

/** Ruff settings selecting the enabled rules (preview mode: the indentation rules E111–E117 are preview rules). */
export function ruffSettingsFor(rules: readonly LintRule[]): Record<string, unknown> {
  const select = rules.filter((r) => r.enabled).flatMap((r) => definitionOf(r.id)?.ruff?.map((ruff) => ruff.code) ?? []);
  return {
    'line-length': MAX_LINE_LENGTH,
    preview: true,
    lint: { select, 'flake8-quotes': { 'inline-quotes': 'double' } },
  };
}

/** Our rule id for an engine's rule id (ESLint id, Ruff code or name). */
export function ruleOfEngineRule(language: LintLanguage, engineRule: string): string | undefined {
  const hit = ruleDefinitions.find((d) =>
    language === 'python'
      ? d.ruff?.some((r) => r.code === engineRule || r.name === engineRule)
      : d.eslint && engineRule in d.eslint,
  );
  return hit?.id;
}

/** The Ruff code of a code or name (for display). */
export function ruffCodeOf(codeOrName: string): string {
  for (const d of ruleDefinitions) for (const r of d.ruff ?? []) if (r.name === codeOrName) return r.code;
  return codeOrName;
}
