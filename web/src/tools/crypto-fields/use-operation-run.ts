import { useCallback, useEffect, useRef, useState } from 'react';
import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationCancelled } from '@/operations/run';
import { startRun, type RunHandle } from '@/tools/operation-screen/operation-client';

export type OperationRunState =
  | { status: 'idle' }
  | { status: 'running'; progress: number | null }
  | { status: 'done'; output: Value; ms: number }
  | { status: 'error'; message: string };

/**
 * Runs one of a tool's operations the way the generic screen does (heavy ones in a worker), for
 * rich screens: `run` starts it (stopping the one before), `stop` ends it at once.
 */
export function useOperationRun(toolId: string, operation: AnyOperation) {
  const [state, setState] = useState<OperationRunState>({ status: 'idle' });
  const current = useRef<RunHandle | null>(null);

  const stop = useCallback(() => {
    const handle = current.current;
    current.current = null;
    handle?.cancel();
    setState((s) => (s.status === 'running' ? { status: 'idle' } : s));
  }, []);

  const run = useCallback(
    (input: Value, options: Record<string, unknown>): Promise<Value | null> => {
      current.current?.cancel();
      setState({ status: 'running', progress: null });
      const handle = startRun(toolId, operation, input, options, {
        onProgress: (fraction) => setState((s) => (s.status === 'running' ? { status: 'running', progress: fraction } : s)),
      });
      current.current = handle;
      return handle.promise.then(
        (outcome) => {
          if (current.current === handle) setState({ status: 'done', output: outcome.output, ms: outcome.ms });
          return outcome.output;
        },
        (err: unknown) => {
          // A run stopped or replaced says nothing: stop() or the newer run owns the state.
          if (current.current === handle && !(err instanceof OperationCancelled)) {
            setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
          }
          return null;
        },
      );
    },
    [toolId, operation],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  useEffect(() => () => current.current?.cancel(), []);
  return { state, run, stop, reset };
}
