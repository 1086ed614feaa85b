import { useCallback, useEffect, useRef, useState } from 'react';
import type { DatabaseEngine } from '@/engines/database/client';
import { EngineCancelledError, EngineQueryError, type QueryResult, type TextPosition } from '@/engines/database/types';

export type RunFailure = { message: string; position?: TextPosition; cancelled?: boolean };

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; query: string }
  | { status: 'done'; query: string; result: QueryResult }
  | { status: 'failed'; query: string; failure: RunFailure };

/**
 * Runs queries on an engine, one at a time: a new run or Cancel stops the one in progress (the
 * engine restarts, see client.ts). `onSuccess` hears of each query that ran (the history).
 */
export function useQueryRun(engine: DatabaseEngine | null, onSuccess?: (query: string) => void) {
  // Kept with the engine it belongs to: another engine (another database) starts from a clean slate.
  const [owned, setOwned] = useState<{ engine: DatabaseEngine | null; state: RunState }>({ engine, state: { status: 'idle' } });
  const state: RunState = owned.engine === engine ? owned.state : { status: 'idle' };
  const controller = useRef<AbortController | null>(null);
  const latestOnSuccess = useRef(onSuccess);
  useEffect(() => {
    latestOnSuccess.current = onSuccess;
  });

  const run = useCallback(
    async (query: string) => {
      if (!engine || query.trim() === '') return;
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      const setState = (next: RunState) => setOwned({ engine, state: next });
      setState({ status: 'running', query });
      try {
        const result = await engine.query(query, { signal: mine.signal });
        if (controller.current !== mine) return;
        setState({ status: 'done', query, result });
        latestOnSuccess.current?.(query);
      } catch (error) {
        // A run replaced by a newer one says nothing; Cancel leaves this run current, so it reports.
        if (controller.current !== mine) return;
        const failure: RunFailure =
          error instanceof EngineCancelledError
            ? { message: error.message, cancelled: true }
            : error instanceof EngineQueryError
              ? { message: error.message, position: error.position }
              : { message: (error as Error).message };
        setState({ status: 'failed', query, failure });
      } finally {
        if (controller.current === mine) controller.current = null;
      }
    },
    [engine],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, run, cancel };
}
