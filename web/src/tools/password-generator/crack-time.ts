import { useEffect, useState } from 'react';

/** zxcvbn's estimate of a password, as the worker reports it. */
export type CrackEstimate = {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: number;
  guessesLog10: number;
  onlineThrottled: string;
  onlineUnthrottled: string;
  offlineSlowHash: string;
  offlineFastHash: string;
  warning: string | null;
  suggestions: string[];
};

// One worker serves every estimate on the page (its dictionaries take a few MB); it is
// stopped when the last screen using it unmounts.
let worker: Worker | null = null;
let users = 0;
let nextId = 1;
const waiting = new Map<number, (estimate: CrackEstimate) => void>();

function estimateInWorker(password: string): Promise<CrackEstimate> {
  if (!worker) {
    worker = new Worker(new URL('./crack-time.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; estimate: CrackEstimate }>) => {
      waiting.get(event.data.id)?.(event.data.estimate);
      waiting.delete(event.data.id);
    };
  }
  const id = nextId++;
  const target = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, password });
  });
}

/** zxcvbn's estimate for a password, computed in a worker; null while it runs or for no password. */
export function useCrackEstimate(password: string): { estimate: CrackEstimate | null; pending: boolean } {
  const [result, setResult] = useState<{ password: string; estimate: CrackEstimate } | null>(null);

  useEffect(() => {
    users++;
    return () => {
      users--;
      if (users === 0 && worker) {
        worker.terminate();
        worker = null;
        waiting.clear();
      }
    };
  }, []);

  useEffect(() => {
    if (password === '') return;
    let cancelled = false;
    // A short pause so typing in the checker does not queue one estimate per key.
    const timer = window.setTimeout(() => {
      estimateInWorker(password).then((estimate) => !cancelled && setResult({ password, estimate }));
    }, 150);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [password]);

  const estimate = result && result.password === password ? result.estimate : null;
  return { estimate, pending: password !== '' && !estimate };
}
