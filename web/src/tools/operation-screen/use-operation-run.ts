import { useEffect, useRef, useState } from 'react';
import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationCancelled } from '@/operations/run';
import { startRun, type RunHandle } from './operation-client';

// For rich screens: run one operation whenever its input or options change, on the page or (large
// inputs, `heavy`) in the worker, with progress and Stop; the newest run wins.

export type OperationRunState =
  | { status: 'idle' }
  | { status: 'running'; progress: number | null; slow: boolean }
  | { status: 'done'; output: Value; ms: number }
  | { status: 'error'; message: string };

/**
 * `input` null: nothing to run. `inWorker` forces the worker (e.g. when an option holds the large part).
 * The run restarts when `input` changes identity: memoise it (useMemo), or every render starts a new run.
 */
export function useOperationRun(
  toolId: string,
  operation: AnyOperation,
  input: Value | null,
  options: Record<string, unknown>,
  { inWorker = false }: { inWorker?: boolean } = {},
) {
  const [state, setState] = useState<OperationRunState>({ status: 'idle' });
  const current = useRef<RunHandle | null>(null);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    current.current?.cancel();
    current.current = null;
    if (!input) return;
    const handle = startRun(
      toolId,
      inWorker ? { ...operation, heavy: true } : operation,
      input,
      JSON.parse(optionsKey) as unknown,
      {
        onProgress: (fraction) => setState((s) => (s.status === 'running' ? { ...s, progress: fraction } : s)),
      },
    );
    current.current = handle;
    const slowTimer = window.setTimeout(() => setState({ status: 'running', progress: null, slow: true }), 250);
    handle.promise.then(
      (outcome) => {
        if (current.current === handle) setState({ status: 'done', output: outcome.output, ms: outcome.ms });
      },
      (err: unknown) => {
        if (current.current !== handle) return;
        setState({
          status: 'error',
          message:
            err instanceof OperationCancelled
              ? 'Stopped. Change the input to run again.'
              : err instanceof Error
                ? err.message
                : String(err),
        });
      },
    );
    handle.promise.finally(() => window.clearTimeout(slowTimer)).catch(() => {});
    return () => window.clearTimeout(slowTimer);
  }, [toolId, operation, input, optionsKey, inWorker]);

  useEffect(() => () => current.current?.cancel(), []);

  return { state: input ? state : ({ status: 'idle' } as OperationRunState), stop: () => current.current?.cancel() };
}
