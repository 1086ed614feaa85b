import type { ProviderId } from '@common/ai';
import type { BuilderStage } from '@common/builder';
import { describeAiError, type AiErrorView } from '@/components/ai/ai-errors';
import type { BuilderProgressEvent } from './builder-api';

// Spec platform.md §4 Builder generation: idle → generating (inputs disabled) → a result or an
// error → idle. Streaming adds the stage and size as the code arrives, and Cancel.

export type GenerationKind = 'generate' | 'refine';

export type GenerationRun = {
  kind: GenerationKind;
  stage: BuilderStage;
  /** Characters of the reply so far. */
  received: number;
  provider?: ProviderId;
  model?: string;
  keySource?: 'own' | 'built-in';
};

/** The AI frame's error view: a title, the message and what it offers (key entry, account links). */
export type BuilderErrorView = AiErrorView;

export type GenerationState = {
  run: GenerationRun | null;
  error: BuilderErrorView | null;
  /** A short note after a run that ended without a result or error (cancelled). */
  notice: string | null;
};

export type GenerationAction =
  | { type: 'start'; kind: GenerationKind }
  | { type: 'event'; event: BuilderProgressEvent }
  | { type: 'succeeded' }
  | { type: 'failed'; error: BuilderErrorView }
  | { type: 'cancelled' }
  /** Something else went wrong (a key could not be saved…) or the error was dealt with. */
  | { type: 'set-error'; error: BuilderErrorView | null };

export const initialGenerationState: GenerationState = { run: null, error: null, notice: null };

export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { run: { kind: action.kind, stage: 'waiting', received: 0 }, error: null, notice: null };
    case 'event': {
      if (!state.run) return state;
      const { event } = action;
      if (event.event === 'meta') return { ...state, run: { ...state.run, ...event.data } };
      // A retry starts the reply over, so the size may go down; otherwise it only grows.
      const received = event.data.stage === 'retrying' ? event.data.received : Math.max(state.run.received, event.data.received);
      return { ...state, run: { ...state.run, stage: event.data.stage, received } };
    }
    case 'succeeded':
      return { run: null, error: null, notice: null };
    case 'failed':
      return { run: null, error: action.error, notice: null };
    case 'cancelled':
      return state.run ? { run: null, error: null, notice: state.run.kind === 'refine' ? 'Refinement cancelled.' : 'Generation cancelled.' } : state;
    case 'set-error':
      return { ...state, error: action.error, notice: null };
  }
}

/** What the Error banner says for a failure: the AI frame's wording, with the builder's own word for a cut-off reply. */
export function describeBuilderError(error: unknown): BuilderErrorView {
  const view = describeAiError(error);
  return view.code === 'ai_length_limit' ? { ...view, title: 'The website was cut off' } : view;
}
