// Runs hash jobs in a Web Worker. A new job replaces a running one (its worker is terminated,
// which is the only way to stop hashing a large file midway).
import type { Digests, HashAlgorithm } from './hash';

export type HashSource = { kind: 'text'; text: string } | { kind: 'file'; file: File };

export type HashJob = { source: HashSource; algorithms: HashAlgorithm[]; hmacKey: Uint8Array | null };

export type HashWorkerMessage =
  | { id: number; type: 'progress'; bytes: number; total: number }
  | { id: number; type: 'done'; digests: Digests; bytes: number; elapsedMs: number }
  | { id: number; type: 'error'; message: string };

export type HashOutcome =
  | { status: 'done'; digests: Digests; bytes: number; elapsedMs: number }
  | { status: 'error'; message: string }
  | { status: 'cancelled' };

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<HashWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export type HashRunner = {
  run: (job: HashJob, onProgress?: (bytes: number, total: number) => void) => Promise<HashOutcome>;
  cancel: () => void;
  dispose: () => void;
};

function createHashWorker(): WorkerLike {
  return new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
}

export function createHashRunner({ createWorker = createHashWorker }: { createWorker?: () => WorkerLike } = {}): HashRunner {
  let worker: WorkerLike | null = null;
  let pending: {
    id: number;
    resolve: (outcome: HashOutcome) => void;
    onProgress?: (bytes: number, total: number) => void;
  } | null = null;
  let nextId = 1;

  function settle(outcome: HashOutcome) {
    const current = pending;
    pending = null;
    current?.resolve(outcome);
  }

  function cancel() {
    if (!pending) return;
    worker?.terminate();
    worker = null;
    settle({ status: 'cancelled' });
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = ({ data }) => {
      if (!pending || data.id !== pending.id) return;
      if (data.type === 'progress') pending.onProgress?.(data.bytes, data.total);
      else if (data.type === 'done')
        settle({ status: 'done', digests: data.digests, bytes: data.bytes, elapsedMs: data.elapsedMs });
      else settle({ status: 'error', message: data.message });
    };
    created.onerror = (event) => {
      event.preventDefault?.();
      worker?.terminate();
      worker = null;
      settle({ status: 'error', message: event.message || 'The hashing worker failed' });
    };
    worker = created;
    return created;
  }

  return {
    run(job, onProgress) {
      cancel();
      const target = ensureWorker();
      const id = nextId++;
      return new Promise((resolve) => {
        pending = { id, resolve, onProgress };
        target.postMessage({ id, ...job });
      });
    },
    cancel,
    dispose: cancel,
  };
}
