import type { TextEdit } from '../text-edits';

/** A rule's setting as ESLint takes it: severity, then the rule's options. */
export type EslintRuleEntry = ['warn' | 'error', ...unknown[]];

export type EslintDialect = 'javascript' | 'typescript';

export type EslintRequest = {
  code: string;
  dialect: EslintDialect;
  /** ESLint core rule ids, and `@stylistic/<rule>` for the formatting rules (see eslint.eval.worker.ts). */
  rules: Record<string, EslintRuleEntry>;
  /** Also run ESLint's multi-pass auto-fix and return the fixed text. */
  fix?: boolean;
};

export type EslintMessage = {
  /** null for a parsing error. */
  ruleId: string | null;
  message: string;
  /** 1-based, columns in UTF-16 code units (as ESLint reports them). */
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  fatal: boolean;
  fix?: TextEdit;
  suggestions?: { desc: string; fix: TextEdit }[];
};

export type EslintResult = {
  messages: EslintMessage[];
  /** With `fix`: the text after ESLint's fix passes, and what is left in it. */
  fixed?: { output: string; messages: EslintMessage[] };
  /** ESLint's version, for the rules panel. */
  version: string;
};

/** The formatting rules ESLint 10 moved out of its core; the worker takes them from @stylistic. */
export const stylisticRules = ['semi', 'quotes', 'indent', 'no-trailing-spaces', 'max-len'] as const;
