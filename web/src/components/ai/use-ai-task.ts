import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AiTaskId, AiTaskInput, AiTaskResponse } from '@common/ai';
import { aiErrorView, describeAiError, noKeyError } from './ai-errors';
import { refreshAiProviders, refreshAiUsage } from './ai-stores';
import { runAiTask, streamAiTask } from './ai-task-api';
import { aiTaskReducer, initialAiTaskState, type AiTaskState } from './ai-task-state';
import { useAiChoice, type AiChoice } from './use-ai-choice';

/** A task's input without the provider and model: the frame adds the user's choice. */
export type AiTaskRequest<T extends AiTaskId> = Omit<AiTaskInput<T>, 'provider' | 'model'>;

export type AiTask<T extends AiTaskId> = AiTaskState<T> & {
  task: T;
  /** Provider, model, key and usage: what the frame's settings show. */
  choice: AiChoice;
  running: boolean;
  /** Whether runs stream (the text arrives as it is written). */
  streaming: boolean;
  /**
   * Sends the request with the chosen provider and model. Resolves with the answer, or null when
   * it was refused, failed or cancelled (the state then says why). A run in progress is replaced.
   */
  run: (input: AiTaskRequest<T>) => Promise<AiTaskResponse<T> | null>;
  /** Stops the run: the request is aborted, and the server stops the provider call. */
  cancel: () => void;
  /** Shows a message of the screen's own (an input check) in the frame's error panel. */
  fail: (message: string) => void;
  clearError: () => void;
  /** Back to idle, forgetting the last answer (not while running). */
  reset: () => void;
};

export type UseAiTaskOptions = {
  /** Remembers the provider and model choice under `<toolId>:provider` and `<toolId>:model`. */
  toolId: string;
  /** Use POST /api/ai/tasks/:task/stream (default true). */
  stream?: boolean;
  /** The tool's failure wording when an error carries no message (spec tools.md §8, e.g. "Failed to generate regex"). */
  failureMessage?: string;
};

/**
 * One AI task for one screen (see AiToolFrame for the whole picture): the provider and model
 * choice remembered per tool, the request (streamed or not), Cancel, the refusals of the spec, and
 * the usage figures refreshed everywhere after each request.
 */
export function useAiTask<T extends AiTaskId>(task: T, { toolId, stream = true, failureMessage }: UseAiTaskOptions): AiTask<T> {
  const choice = useAiChoice({ toolId });
  const [state, dispatch] = useReducer(aiTaskReducer<T>, undefined, initialAiTaskState<T>);
  const controllerRef = useRef<AbortController | null>(null);
  const latest = useRef({ choice, failureMessage });
  useEffect(() => {
    latest.current = { choice, failureMessage };
  });
  // Leaving the screen stops its request.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(
    async (input: AiTaskRequest<T>): Promise<AiTaskResponse<T> | null> => {
      const { choice: current, failureMessage: fallback } = latest.current;
      if (current.status !== 'ready') {
        dispatch({ type: 'refused', error: aiErrorView({ message: 'The AI providers are still loading. Please try again in a moment.', code: 'providers_loading', title: 'Not ready yet' }) });
        return null;
      }
      if (!current.usable) {
        // Spec tools.md §5: without a key, "Please configure your AI API key first", and key entry opens.
        dispatch({ type: 'refused', error: noKeyError() });
        current.openKeyEntry();
        return null;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      dispatch({ type: 'start', at: performance.now() });
      const body = { ...input, ...current.requestChoice() } as AiTaskInput<T>;
      try {
        const response = stream
          ? await streamAiTask({
              task,
              input: body,
              signal: controller.signal,
              onEvent: (event) => {
                if (controller.signal.aborted) return;
                if (event.event === 'meta') dispatch({ type: 'meta', meta: event.data });
                else dispatch({ type: 'delta', text: event.data.text });
              },
            })
          : await runAiTask({ task, input: body, signal: controller.signal });
        if (controller.signal.aborted) return null;
        dispatch({ type: 'done', response, at: performance.now() });
        return response;
      } catch (err) {
        // Cancelled: cancel() has already said so.
        if (controller.signal.aborted) return null;
        const error = describeAiError(err, { fallback });
        dispatch({ type: 'failed', error, at: performance.now() });
        if (error.code === 'api_key_required') {
          latest.current.choice.openKeyEntry();
          void refreshAiProviders();
        }
        return null;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        // Counted or not, refused or not: every usage figure on screen shows the server's count.
        void refreshAiUsage();
      }
    },
    [task, stream],
  );

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    dispatch({ type: 'cancelled', at: performance.now() });
  }, []);

  const fail = useCallback((message: string) => dispatch({ type: 'refused', error: aiErrorView({ message }) }), []);
  const clearError = useCallback(() => dispatch({ type: 'clear-error' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { ...state, task, choice, running: state.status === 'running', streaming: stream, run, cancel, fail, clearError, reset };
}
