import type { ProviderId } from '@common/ai';
import type { BuilderStage } from '@common/builder';
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

export type BuilderErrorView = { title: string; message: string; code: string };

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

const titles: Record<string, string> = {
  unauthorized: 'Signed out',
  api_key_required: 'API key required',
  daily_limit_reached: 'Daily limit reached',
  invalid_input: 'Check your input',
  provider_unavailable: 'Provider not available',
  ai_key_rejected: 'API key rejected',
  ai_rate_limited: 'Provider busy',
  ai_quota_exhausted: 'Provider quota exhausted',
  ai_timeout: 'The AI took too long',
  ai_provider_down: 'Provider unavailable',
  ai_bad_response: 'The AI reply could not be used',
  ai_invalid_output: 'The AI reply could not be used',
  ai_length_limit: 'The website was cut off',
  ai_request_refused: 'Request refused',
  network: 'Connection problem',
  stream_incomplete: 'Connection lost',
};

/** What the Error banner says for a failure: a title for its kind, and the server's message. */
export function describeBuilderError(error: unknown): BuilderErrorView {
  const e = error as { status?: number; code?: string; message?: string } | null;
  const code = typeof e?.code === 'string' ? e.code : 'error';
  const status = typeof e?.status === 'number' ? e.status : 0;
  const title = titles[code] ?? (status === 401 ? titles.unauthorized : status === 429 ? titles.daily_limit_reached : status === 400 ? titles.invalid_input : 'Error');
  const message = typeof e?.message === 'string' && e.message.trim() ? e.message : 'Something went wrong. Please try again.';
  return { title, message, code };
}
