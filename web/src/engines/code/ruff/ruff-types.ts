import type { TextEdit } from '../text-edits';

export type RuffRequest = {
  code: string;
  /** Ruff settings as in pyproject's [tool.ruff] (`line-length`, `lint.select`…), as an object. */
  settings: Record<string, unknown>;
  /** Also apply every fix Ruff offers, pass after pass, and return the fixed text. */
  fix?: boolean;
};

export type RuffMessage = {
  /** A rule code ("E501"), or "invalid-syntax". */
  code: string;
  message: string;
  /** 1-based; columns in UTF-16 code units. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  fix?: { message: string | null; edits: TextEdit[] };
};

export type RuffResult = {
  messages: RuffMessage[];
  fixed?: { output: string; messages: RuffMessage[] };
  version: string;
};
