import { useEffect, useMemo, useRef, useState } from 'react';
import { diffTexts, type DiffOptions, type DiffResult } from './diff-model';
import type { DiffRequest, DiffResponse } from './diff.worker';

/** Above this many characters (both sides) the diff runs in a Web Worker. */
export const WORKER_THRESHOLD = 50_000;
const WORKER_DEBOUNCE_MS = 250;
const TIMEOUT_MS = 15_000;

type Outcome = { result: DiffResult; error: null } | { result: null; error: string };
type DiffState = { result: DiffResult | null; error: string | null; pending: boolean; inWorker: boolean };

function run(options: DiffOptions): Outcome {
  try {
    return { result: diffTexts(options), error: null };
  } catch (err) {
    return { result: null, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Small inputs are diffed at once; large ones in a worker, the newest request winning. */
export function useDiff({ left, right, ignoreWhitespace, ignoreCase }: DiffOptions): DiffState {
  const request = useMemo(() => ({ left, right, ignoreWhitespace, ignoreCase }), [left, right, ignoreWhitespace, ignoreCase]);
  const large = left.length + right.length > WORKER_THRESHOLD && typeof Worker !== 'undefined';
  const small = useMemo(() => (large ? null : run(request)), [large, request]);

  const [done, setDone] = useState<{ request: DiffOptions; outcome: Outcome } | null>(null);
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const nextId = useRef(0);

  useEffect(() => {
    if (!large) return;
    const timer = window.setTimeout(() => {
      // A worker still busy with an older text is replaced rather than waited for.
      if (busy.current) {
        worker.current?.terminate();
        worker.current = null;
      }
      if (!worker.current) worker.current = new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module' });
      const id = ++nextId.current;
      busy.current = true;
      worker.current.onmessage = (event: MessageEvent<DiffResponse>) => {
        if (event.data.id !== id) return;
        busy.current = false;
        const outcome: Outcome =
          'result' in event.data ? { result: event.data.result, error: null } : { result: null, error: event.data.error };
        setDone({ request, outcome });
      };
      worker.current.onerror = (event) => {
        busy.current = false;
        setDone({ request, outcome: { result: null, error: `The comparison failed: ${event.message || 'worker error'}` } });
      };
      worker.current.postMessage({ id, options: { ...request, timeoutMs: TIMEOUT_MS } } satisfies DiffRequest);
    }, WORKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [large, request]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      busy.current = false;
    },
    [],
  );

  if (!large && small) return { ...small, pending: false, inWorker: false };
  const current = done?.request === request;
  return {
    // While the next result is computed, the previous one stays on screen (dimmed).
    result: done?.outcome.result ?? null,
    error: current ? done.outcome.error : null,
    pending: !current,
    inWorker: true,
  };
}
