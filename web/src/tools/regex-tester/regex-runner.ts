// Runs regex evaluations in a Web Worker with a time limit. A pattern that backtracks
// catastrophically blocks its thread for minutes; terminating the worker is the only way to stop
// it, and the page stays responsive meanwhile because it never ran on the main thread.
import { REGEX_TIME_LIMIT_MS, type RegexMatch } from './regex';

export type RegexJob = { pattern: string; flags: string; text: string; replacement: string | null };

export type RegexJobResult =
  | { id: number; ok: true; matches: RegexMatch[]; truncated: boolean; replaced: string | null; elapsedMs: number }
  | { id: number; ok: false; error: string };

export type RegexOutcome =
  | { status: 'done'; matches: RegexMatch[]; truncated: boolean; replaced: string | null; elapsedMs: number }
  | { status: 'error'; message: string }
  | { status: 'timeout'; limitMs: number }
  /** A newer job replaced this one before it finished. */
  | { status: 'superseded' };

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<RegexJobResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export type RegexRunner = { run: (job: RegexJob) => Promise<RegexOutcome>; dispose: () => void };

function createRegexWorker(): WorkerLike {
  return new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' });
}

export function createRegexRunner({
  timeLimitMs = REGEX_TIME_LIMIT_MS,
  createWorker = createRegexWorker,
}: { timeLimitMs?: number; createWorker?: () => WorkerLike } = {}): RegexRunner {
  let worker: WorkerLike | null = null;
  let pending: { id: number; resolve: (outcome: RegexOutcome) => void; timer: ReturnType<typeof setTimeout> } | null = null;
  let nextId = 1;

  function settle(outcome: RegexOutcome) {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { resolve } = pending;
    pending = null;
    resolve(outcome);
  }

  function kill() {
    worker?.terminate();
    worker = null;
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event) => {
      const data = event.data;
      if (!pending || data.id !== pending.id) return;
      settle(
        data.ok
          ? {
              status: 'done',
              matches: data.matches,
              truncated: data.truncated,
              replaced: data.replaced,
              elapsedMs: data.elapsedMs,
            }
          : { status: 'error', message: data.error },
      );
    };
    created.onerror = (event) => {
      event.preventDefault?.();
      kill();
      settle({ status: 'error', message: event.message || 'The regex worker failed' });
    };
    worker = created;
    return created;
  }

  return {
    run(job) {
      if (pending) {
        // The busy worker cannot take the new job until it finishes: replace it instead of waiting.
        kill();
        settle({ status: 'superseded' });
      }
      const target = ensureWorker();
      const id = nextId++;
      return new Promise<RegexOutcome>((resolve) => {
        const timer = setTimeout(() => {
          kill();
          settle({ status: 'timeout', limitMs: timeLimitMs });
        }, timeLimitMs);
        pending = { id, resolve, timer };
        target.postMessage({ id, ...job });
      });
    },
    dispose() {
      kill();
      settle({ status: 'superseded' });
    },
  };
}
