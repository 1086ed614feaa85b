// The page side of an engine: one Web Worker per opened engine, requests by id, rows gathered from
// the worker's chunks. Cancelling terminates the worker (a runaway query cannot be interrupted any
// other way) and starts the engine again; persisted data comes back, in-memory data is reset.
import type { EngineReply, EngineRequest, StartOptions, TransactionResult, TransactionStep } from './protocol';
import { ChunkedRows } from './row-chunks';

/** A request before it gets its id (Omit over the union keeps each variant apart). */
type NewRequest = EngineRequest extends infer R ? (R extends EngineRequest ? Omit<R, 'id'> : never) : never;
import { readStored, writeStored } from '@/lib/storage';
import {
  EngineCancelledError,
  EngineFailedError,
  EngineQueryError,
  type Catalogue,
  type EngineKind,
  type EngineStatus,
  type QueryResult,
} from './types';

type WorkerLike = {
  postMessage: (message: EngineRequest) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<EngineReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

// Each `new Worker(new URL(...))` must be written out literally for the bundler to emit the worker.
const workerFactories: Record<EngineKind, () => WorkerLike> = {
  postgresql: () => new Worker(new URL('./postgres/pglite.worker.ts', import.meta.url), { type: 'module', name: 'postgresql' }),
  sqlite: () => new Worker(new URL('./sqlite/sqlite.worker.ts', import.meta.url), { type: 'module', name: 'sqlite' }),
  mysql: () => new Worker(new URL('./sqlite/mysql.worker.ts', import.meta.url), { type: 'module', name: 'mysql' }),
  mongodb: () => new Worker(new URL('./mongodb/mongodb.worker.ts', import.meta.url), { type: 'module', name: 'mongodb' }),
  redis: () => new Worker(new URL('./redis/redis.worker.ts', import.meta.url), { type: 'module', name: 'redis' }),
};

/** Rows a query keeps at most (the rest are counted, not sent): 200,000 rows of a few columns is tens of MB. */
export const DEFAULT_MAX_ROWS = 200_000;

const persistKey = (kind: EngineKind) => `database:${kind}:persist`;

/** The user's choice to keep this kind's data in the browser (shared by every tool that opens it). */
export function storedPersistence(kind: EngineKind): boolean {
  return readStored(persistKey(kind), false);
}

export type OpenEngineOptions = {
  /** Keep the data in IndexedDB (default: the user's stored choice for this kind). */
  persist?: boolean;
  /** Start with the sample dataset (default true); false gives an empty scratch database, never persisted. */
  sample?: boolean;
  maxRows?: number;
  /** Tests pass a fake worker. */
  createWorker?: () => WorkerLike;
};

export type RequestOptions = { signal?: AbortSignal };

export interface DatabaseEngine {
  readonly kind: EngineKind;
  /** Whether the data is kept in this browser. */
  readonly persisted: boolean;
  status(): EngineStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: EngineStatus) => void): () => void;
  /** Resolves once the engine is ready; rejects with EngineFailedError when it could not start. */
  ready(): Promise<void>;
  /** Runs a query (several SQL statements, one MongoDB command document, Redis commands one per line). */
  query(text: string, options?: RequestOptions): Promise<QueryResult>;
  /** Runs the steps in one transaction (SQL engines): all commit, or none on the first error. */
  transaction(steps: TransactionStep[], options?: RequestOptions): Promise<TransactionResult>;
  /** Tables, columns, keys and indexes as the engine's catalogue has them now (optionally of one PostgreSQL schema). */
  catalogue(options?: RequestOptions & { schema?: string }): Promise<Catalogue>;
  /** Back to the sample data; a saved copy is overwritten with it. */
  reset(): Promise<void>;
  /** Turns keeping the data in this browser on (the current data is saved) or off (the saved copy is deleted). */
  setPersistence(on: boolean): Promise<void>;
  /** Starts the engine again after it failed. */
  restart(): void;
  close(): void;
}

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  chunks: { data: Uint8Array; count: number }[];
};

class EngineClient implements DatabaseEngine {
  private worker: WorkerLike | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private current: EngineStatus = { state: 'starting', step: 'download' };
  private listeners = new Set<(status: EngineStatus) => void>();
  private started: Promise<void> = Promise.resolve();
  private bootedAt = 0;
  private closed = false;
  persisted: boolean;

  constructor(
    readonly kind: EngineKind,
    private readonly options: Required<Omit<OpenEngineOptions, 'persist'>>,
    persist: boolean,
  ) {
    this.persisted = persist && options.sample;
    this.boot();
  }

  status() {
    return this.current;
  }

  subscribe(listener: (status: EngineStatus) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  ready() {
    return this.started;
  }

  async query(text: string, { signal }: RequestOptions = {}): Promise<QueryResult> {
    return (await this.request({ op: 'query', text, maxRows: this.options.maxRows }, signal)) as QueryResult;
  }

  async transaction(steps: TransactionStep[], { signal }: RequestOptions = {}) {
    return (await this.request({ op: 'transaction', steps }, signal)) as TransactionResult;
  }

  async catalogue({ signal, schema }: RequestOptions & { schema?: string } = {}) {
    return (await this.request({ op: 'catalogue', schema }, signal)) as Catalogue;
  }

  async reset() {
    await this.request({ op: 'reset' });
  }

  async setPersistence(on: boolean) {
    if (!this.options.sample) throw new Error('A scratch database cannot be kept in the browser.');
    await this.request({ op: 'persist', on });
    this.persisted = on;
    writeStored(persistKey(this.kind), on);
    if (this.current.state === 'ready') this.setStatus({ ...this.current, persisted: on });
  }

  restart() {
    this.stop(new EngineFailedError('The database was restarted.'));
    this.boot();
  }

  close() {
    this.closed = true;
    this.stop(new EngineFailedError('The database was closed.'));
    this.listeners.clear();
  }

  private setStatus(status: EngineStatus) {
    this.current = status;
    for (const listener of this.listeners) listener(status);
  }

  private boot() {
    if (this.closed) return;
    this.bootedAt = performance.now();
    this.setStatus({ state: 'starting', step: 'download' });
    const worker = this.options.createWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      const message = event.message
        ? `The ${this.kind} engine stopped: ${event.message}`
        : `The ${this.kind} engine could not be loaded. Check your connection and try again.`;
      this.stop(new EngineFailedError(message));
      this.setStatus({ state: 'failed', message });
    };
    this.worker = worker;
    const options: StartOptions = { persist: this.persisted, sample: this.options.sample };
    this.started = this.send({ op: 'start', options }).then(
      () => undefined,
      (error: Error) => {
        throw error instanceof EngineCancelledError ? error : new EngineFailedError(error.message);
      },
    );
    // Callers that never await ready() must not see an unhandled rejection.
    this.started.catch(() => undefined);
  }

  private receive(reply: EngineReply) {
    if (reply.type === 'status') {
      // The client's own clock: the cold start includes loading the worker's script.
      const status =
        reply.status.state === 'ready' ? { ...reply.status, startMs: performance.now() - this.bootedAt } : reply.status;
      this.setStatus(status);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (reply.type === 'rows') {
      pending.chunks.push({ data: reply.data, count: reply.count });
      return;
    }
    this.pending.delete(reply.id);
    if (!reply.ok) return pending.reject(new EngineQueryError(reply.error));
    const value = reply.value;
    if (value && typeof value === 'object' && 'rows' in value) {
      // Rows stay encoded until read: rowSource reads them one chunk at a time, rows decodes them all.
      const source = new ChunkedRows(pending.chunks);
      Object.defineProperty(value, 'rowSource', { value: source, enumerable: false });
      Object.defineProperty(value, 'rows', { get: () => source.all(), enumerable: true, configurable: true });
    }
    pending.resolve(value);
  }

  private send(request: NewRequest): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new EngineFailedError('The database is not running.'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, chunks: [] });
      worker.postMessage({ ...request, id } as EngineRequest);
    });
  }

  private async request(request: NewRequest, signal?: AbortSignal): Promise<unknown> {
    const notStarted = () => new EngineCancelledError(false, { restarted: false });
    if (signal?.aborted) throw notStarted();
    if (this.current.state === 'failed') throw new EngineFailedError(this.current.message);
    await this.started;
    // Aborted while waiting for the engine: nothing ran, nothing needs stopping.
    if (signal?.aborted) throw notStarted();
    const cancel = () => this.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await this.send(request);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** Stops whatever runs (terminating the worker is the only way to stop a running statement) and starts afresh. */
  private cancel() {
    this.stop(new EngineCancelledError(!this.persisted));
    this.boot();
  }

  private stop(reason: Error) {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(reason);
  }
}

/**
 * Opens an engine in its own worker and starts it (sample data, or the saved copy when persisted).
 * Close it when the screen unmounts.
 */
export function openEngine(kind: EngineKind, options: OpenEngineOptions = {}): DatabaseEngine {
  const {
    persist = storedPersistence(kind),
    sample = true,
    maxRows = DEFAULT_MAX_ROWS,
    createWorker = workerFactories[kind],
  } = options;
  return new EngineClient(kind, { sample, maxRows, createWorker }, persist);
}
