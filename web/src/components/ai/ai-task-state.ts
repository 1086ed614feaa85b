import type { AiStreamEvent, AiTaskId, AiTaskResponse } from '@common/ai';
import type { AiErrorView } from './ai-errors';

// Spec tools.md §4 AI tools: idle → running (loading state) → a result or an error; streaming adds
// the text as it is written, and Cancel goes back to idle with a note.

export type AiTaskStatus = 'idle' | 'running' | 'done' | 'error' | 'cancelled';

export type AiRunMeta = Extract<AiStreamEvent, { event: 'meta' }>['data'];

export type AiTaskState<T extends AiTaskId = AiTaskId> = {
  status: AiTaskStatus;
  /** The reply so far while streaming (the whole reply after a streamed run). */
  text: string;
  /** Provider, model and key of the running or last run, once the server said. */
  meta: AiRunMeta | null;
  /** The last successful answer (kept while a new run is under way, cleared by reset). */
  response: AiTaskResponse<T> | null;
  error: AiErrorView | null;
  /** Times (ms, performance.now or Date.now: the caller picks one clock) of the current or last run. */
  startedAt: number | null;
  finishedAt: number | null;
};

export type AiTaskAction<T extends AiTaskId = AiTaskId> =
  | { type: 'start'; at: number }
  | { type: 'meta'; meta: AiRunMeta }
  | { type: 'delta'; text: string }
  | { type: 'done'; response: AiTaskResponse<T>; at: number }
  | { type: 'failed'; error: AiErrorView; at: number }
  | { type: 'cancelled'; at: number }
  /** An error of the screen's own (an input check, a missing key), without a request. */
  | { type: 'refused'; error: AiErrorView }
  | { type: 'clear-error' }
  | { type: 'reset' };

export function initialAiTaskState<T extends AiTaskId>(): AiTaskState<T> {
  return { status: 'idle', text: '', meta: null, response: null, error: null, startedAt: null, finishedAt: null };
}

export function aiTaskReducer<T extends AiTaskId>(state: AiTaskState<T>, action: AiTaskAction<T>): AiTaskState<T> {
  switch (action.type) {
    case 'start':
      return { ...state, status: 'running', text: '', meta: null, error: null, startedAt: action.at, finishedAt: null };
    case 'meta':
      return state.status === 'running' ? { ...state, meta: action.meta } : state;
    case 'delta':
      return state.status === 'running' ? { ...state, text: state.text + action.text } : state;
    case 'done': {
      if (state.status !== 'running') return state;
      const { provider, model, keySource } = action.response;
      return { ...state, status: 'done', response: action.response, meta: { provider, model, keySource }, error: null, finishedAt: action.at };
    }
    case 'failed':
      return state.status === 'running' ? { ...state, status: 'error', error: action.error, finishedAt: action.at } : state;
    case 'cancelled':
      return state.status === 'running' ? { ...state, status: 'cancelled', finishedAt: action.at } : state;
    case 'refused':
      return state.status === 'running' ? state : { ...state, status: 'error', error: action.error, startedAt: null, finishedAt: null };
    case 'clear-error':
      return state.error ? { ...state, status: state.status === 'error' ? (state.response ? 'done' : 'idle') : state.status, error: null } : state;
    case 'reset':
      return state.status === 'running' ? state : initialAiTaskState<T>();
  }
}

/** "0.4 s", "12.3 s", "1 min 05 s": how long a run took or has taken so far. */
export function formatElapsed(ms: number): string {
  const safe = Math.max(0, ms);
  if (safe < 60_000) return `${(Math.floor(safe / 100) / 10).toFixed(1)} s`;
  const minutes = Math.floor(safe / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}
