import type { TextEdit } from '@/engines/code/text-edits';

/** A problem as an engine reports it, before the tool gives it its rule severity (lint.ts). */
export type EngineIssue = {
  /** Our rule id ("no-var"), or SYNTAX_RULE. */
  rule: string;
  /** The engine's own rule ("no-var", "@stylistic/semi", "E501", "java"). */
  engineRule: string;
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** The engine's fix: edits applied together. */
  fix?: { description: string; edits: TextEdit[] };
  /** A hint when there is no automatic fix (ESLint's suggestion, or ours). */
  hint?: string;
};
