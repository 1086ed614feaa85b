// From engine output to the spec's lint issues and report (§3): our rule's severity, a suggestion for
// every issue, counts, filtering and the exported JSON. Pure: the screen and the tests call it.
import type { EslintMessage } from '@/engines/code/eslint/eslint-types';
import type { RuffMessage } from '@/engines/code/ruff/ruff-types';
import type { TextEdit } from '@/engines/code/text-edits';
import type { EngineIssue } from './engine-issue';
import {
  definitionOf,
  ruffCodeOf,
  ruleOfEngineRule,
  SYNTAX_RULE,
  type LintLanguage,
  type LintRule,
  type Severity,
} from './rules';

/** The spec's lint issue (line, column, message, severity, rule, fixable, suggestion) and what it needs on screen. */
export type LintIssue = {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: Severity;
  rule: string;
  /** The engine's rule behind it ("no-var", "@stylistic/semi", "E501", "java"). */
  engineRule: string;
  fixable: boolean;
  suggestion: string;
  fix?: TextEdit[];
};

export type LintReport = {
  timestamp: string;
  language: LintLanguage;
  totalIssues: number;
  errors: number;
  warnings: number;
  info: number;
  results: Omit<LintIssue, 'fix'>[];
};

export type LintCounts = { errors: number; warnings: number; info: number; total: number };

export function eslintIssues(messages: readonly EslintMessage[], language: LintLanguage): EngineIssue[] {
  // A parse error is the only message ESLint returns for the file: one clear result.
  const fatal = messages.find((m) => m.fatal);
  const chosen = fatal ? [fatal] : messages;
  return chosen.map((m) => ({
    rule: m.fatal || !m.ruleId ? SYNTAX_RULE : (ruleOfEngineRule(language, m.ruleId) ?? m.ruleId),
    engineRule: m.ruleId ?? 'parser',
    message: m.fatal ? m.message.replace(/^Parsing error: /, 'Syntax error: ') : m.message,
    line: m.line,
    column: m.column,
    endLine: m.endLine,
    endColumn: m.endColumn,
    fix: m.fix ? { description: 'Apply ESLint’s fix', edits: [m.fix] } : undefined,
    hint: m.suggestions?.[0]?.desc,
  }));
}

export function ruffIssues(messages: readonly RuffMessage[]): EngineIssue[] {
  const syntax = messages.find((m) => m.code === 'invalid-syntax');
  const chosen = syntax ? [syntax] : messages;
  return chosen.map((m) => {
    const code = ruffCodeOf(m.code);
    return {
      rule: code === 'invalid-syntax' ? SYNTAX_RULE : (ruleOfEngineRule('python', code) ?? code),
      engineRule: code,
      message: code === 'invalid-syntax' ? `Syntax error: ${m.message}` : m.message,
      line: m.line,
      column: m.column,
      endLine: m.endLine,
      endColumn: m.endColumn,
      fix: m.fix && m.fix.edits.length > 0 ? { description: m.fix.message ?? 'Apply Ruff’s fix', edits: m.fix.edits } : undefined,
    };
  });
}

/** What to tell the user about an issue that has no automatic fix. */
function suggestionFor(issue: EngineIssue): string {
  if (issue.fix) return issue.fix.description;
  if (issue.hint) return issue.hint;
  if (issue.rule === SYNTAX_RULE) return 'Fix the syntax here; the other rules run once the code parses.';
  return definitionOf(issue.rule)?.description ?? 'See the rule’s documentation.';
}

/** Gives engine issues their rule's severity; issues of rules the user turned off are dropped. */
export function toLintIssues(issues: readonly EngineIssue[], rules: readonly LintRule[]): LintIssue[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  return issues.flatMap((issue) => {
    const rule = byId.get(issue.rule);
    if (issue.rule !== SYNTAX_RULE && rule && !rule.enabled) return [];
    return [
      {
        line: issue.line,
        column: issue.column,
        endLine: issue.endLine,
        endColumn: issue.endColumn,
        message: issue.message,
        severity: issue.rule === SYNTAX_RULE ? 'error' : (rule?.severity ?? 'warning'),
        rule: issue.rule,
        engineRule: issue.engineRule,
        fixable: Boolean(issue.fix),
        suggestion: suggestionFor(issue),
        fix: issue.fix?.edits,
      },
    ];
  });
}

export function countIssues(issues: readonly LintIssue[]): LintCounts {
  const counts = { errors: 0, warnings: 0, info: 0, total: issues.length };
  for (const issue of issues) {
    if (issue.severity === 'error') counts.errors++;
    else if (issue.severity === 'warning') counts.warnings++;
    else counts.info++;
  }
  return counts;
}

export type IssueFilter = { severity?: Severity | 'all'; search?: string; fixableOnly?: boolean };

export function filterIssues(
  issues: readonly LintIssue[],
  { severity = 'all', search = '', fixableOnly = false }: IssueFilter = {},
): LintIssue[] {
  const needle = search.trim().toLowerCase();
  return issues.filter(
    (issue) =>
      (severity === 'all' || issue.severity === severity) &&
      (!fixableOnly || issue.fixable) &&
      (!needle ||
        [issue.message, issue.rule, issue.engineRule, issue.suggestion].some((text) => text.toLowerCase().includes(needle))),
  );
}

export function lintReport({
  issues,
  language,
  now = new Date(),
}: {
  issues: readonly LintIssue[];
  language: LintLanguage;
  now?: Date;
}): LintReport {
  const counts = countIssues(issues);
  return {
    timestamp: now.toISOString(),
    language,
    totalIssues: counts.total,
    errors: counts.errors,
    warnings: counts.warnings,
    info: counts.info,
    results: issues.map(({ fix: _fix, ...rest }) => rest),
  };
}
