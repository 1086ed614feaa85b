import type { ExplainJob, ExplainReport } from './explain-check';
import type { ExplainRequest, ExplainResponse } from './explain.worker';

// Runs EXPLAIN checks in explain.worker.ts, one at a time, the newest winning. Starting PGlite
// takes seconds (more on a busy machine) and is given its own, longer limit; a check that then
// runs past its limit (DDL that loops, a huge generate_series) is stopped by terminating the worker.

export const START_LIMIT_MS = 90_000;
export const CHECK_LIMIT_MS = 20_000;

export type ExplainRunOutcome =
  | { status: 'done'; report: ExplainReport }
  | { status: 'error'; message: string }
  | { status: 'timeout'; limitMs: number }
  | { status: 'superseded' };

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<ExplainResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export type ExplainRunner = {
  run: (job: ExplainJob, onStarted?: () => void) => Promise<ExplainRunOutcome>;
  /** The database has started in this runner's worker (later checks are quick). */
  started: () => boolean;
  dispose: () => void;
};

function createExplainWorker(): WorkerLike {
  return new Worker(new URL('./explain.worker.ts', import.meta.url), { type: 'module' });
}

export function createExplainRunner({
  startLimitMs = START_LIMIT_MS,
  checkLimitMs = CHECK_LIMIT_MS,
  createWorker = createExplainWorker,
}: { startLimitMs?: number; checkLimitMs?: number; createWorker?: () => WorkerLike } = {}): ExplainRunner {
  let worker: WorkerLike | null = null;
  let ready = false;
  let pending: { id: number; resolve: (o: ExplainRunOutcome) => void; timer?: ReturnType<typeof setTimeout>; onStarted?: () => void } | null = null;
  let nextId = 1;

  function settle(outcome: ExplainRunOutcome) {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { resolve } = pending;
    pending = null;
    resolve(outcome);
  }

  function kill() {
    worker?.terminate();
    worker = null;
    ready = false;
  }

  function limit(ms: number) {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      kill();
      settle({ status: 'timeout', limitMs: ms });
    }, ms);
  }

  return {
    run(job, onStarted) {
      if (pending) {
        kill();
        settle({ status: 'superseded' });
      }
      if (!worker) {
        const created = createWorker();
        created.onmessage = (event) => {
          const data = event.data;
          if (!pending || data.id !== pending.id) return;
          if ('phase' in data) {
            ready = true;
            pending.onStarted?.();
            limit(checkLimitMs);
            return;
          }
          settle(data.ok ? { status: 'done', report: data.report } : { status: 'error', message: data.error });
        };
        created.onerror = (event) => {
          event.preventDefault?.();
          kill();
          settle({ status: 'error', message: event.message || 'The database worker failed' });
        };
        worker = created;
      }
      const target = worker;
      const id = nextId++;
      return new Promise<ExplainRunOutcome>((resolve) => {
        pending = { id, resolve, onStarted };
        limit(ready ? checkLimitMs : startLimitMs);
        target.postMessage({ id, ...job } satisfies ExplainRequest);
      });
    },
    started: () => ready,
    dispose() {
      kill();
      settle({ status: 'superseded' });
    },
  };
}
