import type { Recipe } from '@common/recipes';
import { sizeOf, stringifyJson, tag, type Kind, type Value } from '@/operations/kinds';
import type { StepOutcome } from '@/operations/recipe';
import { display, type Display } from '../operation-screen/value-display';

// Messages between the recipe builder and its worker. The worker keeps the input between runs
// (a 20 MB file is sent once, not on every change of an option) and every step's output of the
// last run, which the page asks for only when a step's output is shown.

export type RecipeRunMessage = {
  type: 'run';
  id: number;
  recipe: Recipe;
  /** Saved recipes that sub-recipe steps name. */
  recipes: Record<string, Recipe>;
  /** The recipe's own name when it is a saved one (a step naming it is a cycle). */
  name?: string;
  /** Sent only when the worker does not hold `inputVersion` yet. */
  input?: Value;
  inputVersion: number;
  /** Operation id → the tool whose operations.ts declares it (the worker loads those modules only). */
  tools: Record<string, string>;
  /** Steps whose output is shown: their reports carry a preview. */
  peek: number[];
};

export type PeekMessage = { type: 'peek'; id: number; index: number };

export type PageMessage = RecipeRunMessage | PeekMessage;

/** What the page learns of a step: its outcome, and for a step that ran, its output's kind and size. */
export type StepReport = {
  status: StepOutcome['status'];
  message?: string;
  kind?: Kind;
  size?: number;
  ms?: number;
  preview?: Display;
};

/** The recipe's output: `value` is text or bytes (JSON comes as its text, `kind` says it was JSON). */
export type FinalOutput = { kind: Kind; size: number; display: Display; value: Value };

export type WorkerMessage =
  | { type: 'step'; id: number; index: number; report: StepReport }
  | { type: 'done'; id: number; output: FinalOutput | null; stoppedAt: number | null; ms: number }
  | { type: 'peeked'; id: number; index: number; preview: Display | null }
  | { type: 'failed'; id: number; message: string };

export function reportOf(outcome: StepOutcome, withPreview: boolean): StepReport {
  switch (outcome.status) {
    case 'done':
      return {
        status: 'done',
        kind: outcome.output.kind,
        size: sizeOf(outcome.output),
        ms: outcome.ms,
        ...(withPreview ? { preview: display(outcome.output) } : {}),
      };
    case 'failed':
      return { status: 'failed', message: outcome.message, ms: outcome.ms };
    case 'blocked':
      return { status: 'blocked', message: outcome.message };
    default:
      return { status: outcome.status };
  }
}

/** The output as the page gets it: JSON written out once here (cloning a parsed 20 MB document would cost the page more). */
export function finalOf(output: Value): FinalOutput {
  const value = output.kind === 'json' ? tag('text', stringifyJson(output.value)) : output;
  return { kind: output.kind, size: sizeOf(value), display: display(value), value };
}

/** The buffers to transfer rather than copy. */
export function transferablesOf(value: Value | undefined): Transferable[] {
  return value?.kind === 'bytes' && value.value.buffer instanceof ArrayBuffer ? [value.value.buffer] : [];
}
