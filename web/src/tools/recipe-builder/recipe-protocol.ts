import type { Recipe } from '@common/recipes';
import { sizeOf, stringifyJson, tag, type Kind, type Value } from '@/operations/kinds';
import type { StepOutcome } from '@/operations/recipe';
import { display, type Display } from '../operation-screen/value-display';

// Messages between the recipe builder and its worker. The worker keeps the input between runs
// (a 20 MB file is sent once, not on every change of an option), every step's output of the last
// run, which the page asks for only when a step's output is shown, and the recipe's output, which
// the page gets only when Copy, Download or Send to ask for it: the page learns its kind, its size
// and the part shown (cloning 28 MB into the page and collecting it were long tasks there).

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
  /** In place of `input` when it is a file's bytes: the worker reads the file (posting 20 MB took a long task on the page). */
  inputFile?: Blob;
  inputVersion: number;
  /** Operation id → the tool whose operations.ts declares it (the worker loads those modules only). */
  tools: Record<string, string>;
  /** Steps whose output is shown: their reports carry a preview. */
  peek: number[];
};

export type PeekMessage = { type: 'peek'; id: number; index: number };

/** The whole output of run `id`. */
export type OutputMessage = { type: 'output'; id: number };

/** Load the operations a recipe uses before it runs (while the user picks a file). */
export type PrepareMessage = { type: 'prepare'; tools: Record<string, string> };

export type PageMessage = RecipeRunMessage | PeekMessage | OutputMessage | PrepareMessage;

/** What the page learns of a step: its outcome, and for a step that ran, its output's kind and size. */
export type StepReport = {
  status: StepOutcome['status'];
  message?: string;
  kind?: Kind;
  size?: number;
  ms?: number;
  preview?: Display;
};

/** What the page learns of the recipe's output: its kind, its size and the part shown. */
export type FinalOutput = { kind: Kind; size: number; display: Display };

export type WorkerMessage =
  | { type: 'step'; id: number; index: number; report: StepReport }
  | { type: 'done'; id: number; output: FinalOutput | null; stoppedAt: number | null; ms: number }
  | { type: 'peeked'; id: number; index: number; preview: Display | null }
  /** The whole output: text or bytes (JSON as its text). */
  | { type: 'output'; id: number; value: Value | null }
  | { type: 'failed'; id: number; message: string };

/** `sizes` keeps each output's size: the recipe's output is its last step's, measured once. */
export function reportOf(outcome: StepOutcome, withPreview: boolean, sizes?: WeakMap<Value, number>): StepReport {
  switch (outcome.status) {
    case 'done':
      return {
        status: 'done',
        kind: outcome.output.kind,
        size: measured(outcome.output, sizes),
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

function measured(value: Value, sizes?: WeakMap<Value, number>): number {
  let size = sizes?.get(value);
  if (size === undefined) {
    size = sizeOf(value);
    sizes?.set(value, size);
  }
  return size;
}

/** The output as the worker keeps it (`value`: JSON written out once, as text) and what the page is told of it. */
export function finalOf(output: Value, sizes?: WeakMap<Value, number>): { final: FinalOutput; value: Value } {
  const value = output.kind === 'json' ? tag('text', stringifyJson(output.value)) : output;
  return { final: { kind: output.kind, size: measured(output, sizes), display: display(value) }, value };
}
