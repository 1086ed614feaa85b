import { useCallback, useEffect, useReducer, useRef } from 'react';
import { streamBuilder, type BuilderDone, type BuilderRequest } from './builder-api';
import { describeBuilderError, generationReducer, initialGenerationState, type BuilderErrorView } from './generation-state';

/**
 * One generation or refinement at a time, streamed. `onDone` gets the result with the job that
 * asked for it; Cancel aborts the request (the server stops the provider call when we hang up).
 */
export function useBuilderGeneration<Job extends { request: BuilderRequest }>({
  onDone,
  onFailed,
  onSettled,
}: {
  onDone: (done: BuilderDone, job: Job) => void;
  onFailed?: (error: BuilderErrorView, job: Job) => void;
  /** After every run, whatever its end (done, failed or cancelled). */
  onSettled?: () => void;
}) {
  const [state, dispatch] = useReducer(generationReducer, initialGenerationState);
  const controllerRef = useRef<AbortController | null>(null);
  const callbacks = useRef({ onDone, onFailed, onSettled });
  useEffect(() => {
    callbacks.current = { onDone, onFailed, onSettled };
  });
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (job: Job) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'start', kind: job.request.endpoint });
    try {
      const done = await streamBuilder({
        request: job.request,
        signal: controller.signal,
        onEvent: (event) => {
          if (!controller.signal.aborted) dispatch({ type: 'event', event });
        },
      });
      if (controller.signal.aborted) return;
      dispatch({ type: 'succeeded' });
      callbacks.current.onDone(done, job);
    } catch (err) {
      // Cancelled: cancel() has already said so.
      if (controller.signal.aborted) return;
      const error = describeBuilderError(err);
      dispatch({ type: 'failed', error });
      callbacks.current.onFailed?.(error, job);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      callbacks.current.onSettled?.();
    }
  }, []);

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    dispatch({ type: 'cancelled' });
  }, []);

  const setError = useCallback((error: BuilderErrorView | null) => dispatch({ type: 'set-error', error }), []);

  return { ...state, start, cancel, setError };
}
