import type { DraftChoice, SchemaCheckResult, SyntaxProblem } from '@/engines/json-schema/check';
import type { SchemaDraft } from '@/engines/json-schema/ajv';

/** What schema-check.eval.worker.ts is sent. With `documentFile`, the document is that file's text. */
export type CheckRequest =
  | { type: 'check'; id: number; schema: string; document: string; documentFile?: Blob; draft: DraftChoice }
  | { type: 'generate'; id: number; document: string; documentFile?: Blob; draft: SchemaDraft }
  /** Compile the default draft's meta-schema now, ahead of the first check; no reply. */
  | { type: 'warm'; id: number };

/** A check's result with the time the whole run took in the worker (reading, parsing, validating). */
export type CheckReply =
  | { type: 'check'; id: number; result: SchemaCheckResult; totalMs: number }
  | { type: 'generate'; id: number; ok: true; schema: string }
  | { type: 'generate'; id: number; ok: false; problem: SyntaxProblem };
