import { Worker } from 'node:worker_threads';
import type { Kind } from '../../../web/src/operations/kinds';
import { transferable, type WorkerReply, type WorkerTask } from './worker-protocol';

// Operations run in worker threads, not on the server's event loop (small light runs aside, see
// run-inline.ts): a slow or hostile input (a catastrophic regex, a huge document) takes one
// thread, and /api/health and every other route keep answering. Each run is capped: a thread that overruns is terminated (V8 stops even a
// backtracking regex) and replaced.

/** The run went past the time cap and was stopped. */
export class OperationTimeoutError extends Error {
  override name = 'OperationTimeoutError';
}

/** The thread running it died (out of memory, a crash in a library). */
export class OperationCrashError extends Error {
  override name = 'OperationCrashError';
}

/** Every thread is busy and the queue is full. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

/** The operation refused its input: the message is the operation's own, for the user. */
export class OperationRunError extends Error {
  override name = 'OperationRunError';
}

export type PoolOutput = { kind: Kind; body: string | Uint8Array };

export type PoolRun = Omit<WorkerTask, 'id'> & {
  /** Whose call it is: while others wait, one caller does not get every thread. */
  owner: string;
};

export type OperationPoolOptions = {
  size: number;
  /** Run time of one call, from the moment the thread starts it (after its tool's module is loaded and warmed). */
  timeoutMs: number;
  /** Calls that may wait for a thread; beyond it PoolBusyError. */
  maxQueue?: number;
  /** Largest answer body a run may give. */
  maxOutputBytes?: number;
  /** Heap of each thread: a run that needs more dies alone (OperationCrashError). */
  maxHeapMb?: number;
  /** A thread that has not loaded its first module after this long is considered broken. */
  startTimeoutMs?: number;
};

type Pending = { task: WorkerTask; owner: string; resolve(output: PoolOutput): void; reject(error: Error): void };
type Slot = { worker: Worker | null; pending: Pending | null; loaded: Set<string>; timer: NodeJS.Timeout | null };

const workerEntry = new URL('./operation-worker.mjs', import.meta.url);

export type OperationPool = ReturnType<typeof createOperationPool>;

export function createOperationPool({
  size,
  timeoutMs,
  maxQueue = size * 32,
  maxOutputBytes = 16 * 1024 * 1024,
  maxHeapMb = 512,
  startTimeoutMs = 60_000,
}: OperationPoolOptions) {
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, pending: null, loaded: new Set(), timer: null }));
  const queue: Pending[] = [];
  const running = new Map<string, number>();
  // One caller may hold all threads only while nobody else waits.
  const perOwner = Math.max(1, size - 1);
  let nextId = 1;
  let closed = false;

  function spawn(slot: Slot): Worker {
    // No execArgv: the entry registers tsx itself (the server's own --import would load it twice).
    const worker = new Worker(workerEntry, {
      execArgv: [],
      workerData: { maxOutputBytes },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => onReply(slot, worker, reply));
    worker.on('error', (error) => onDeath(slot, worker, error));
    worker.on('exit', (code) => onDeath(slot, worker, new Error(`exited with code ${code}`)));
    return worker;
  }

  function startTimer(slot: Slot, ms: number, onTimeout: () => void) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(onTimeout, ms);
  }

  function finish(slot: Slot): Pending | null {
    const { pending } = slot;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.pending = null;
    if (pending) {
      const count = (running.get(pending.owner) ?? 1) - 1;
      if (count <= 0) running.delete(pending.owner);
      else running.set(pending.owner, count);
    }
    return pending;
  }

  /** Stops the slot's thread (a new one starts with the next task). */
  function discard(slot: Slot) {
    const { worker } = slot;
    slot.worker = null;
    slot.loaded = new Set();
    if (worker) void worker.terminate();
  }

  function onReply(slot: Slot, worker: Worker, reply: WorkerReply) {
    if (slot.worker !== worker || slot.pending?.task.id !== reply.id) return;
    if (reply.type === 'loaded') {
      slot.loaded.add(slot.pending.task.file);
      startTimer(slot, timeoutMs, () => onTimeout(slot));
      return;
    }
    const pending = finish(slot)!;
    if (reply.type === 'done') pending.resolve({ kind: reply.kind, body: reply.body });
    else pending.reject(new OperationRunError(reply.message));
    dispatch();
  }

  function onTimeout(slot: Slot) {
    const pending = finish(slot);
    discard(slot);
    const seconds = timeoutMs / 1000;
    pending?.reject(
      new OperationTimeoutError(
        `${pending.task.operationId} did not finish within ${seconds} s and was stopped. Try a smaller input or simpler options.`,
      ),
    );
    dispatch();
  }

  function onDeath(slot: Slot, worker: Worker, error: Error) {
    if (slot.worker !== worker) return;
    const pending = finish(slot);
    discard(slot);
    if (pending) {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      pending.reject(
        new OperationCrashError(
          outOfMemory
            ? `${pending.task.operationId} needed more than ${maxHeapMb} MB of memory and was stopped. Try a smaller input.`
            : `${pending.task.operationId} stopped unexpectedly (${error.message}).`,
        ),
      );
    }
    dispatch();
  }

  function nextPending(): Pending | undefined {
    const index = queue.findIndex((p) => (running.get(p.owner) ?? 0) < perOwner);
    return queue.splice(index === -1 ? 0 : index, 1)[0];
  }

  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.pending || queue.length === 0) continue;
      const pending = nextPending()!;
      slot.pending = pending;
      running.set(pending.owner, (running.get(pending.owner) ?? 0) + 1);
      slot.worker ??= spawn(slot);
      const { task } = pending;
      // The cap counts the run, not loading and warming the tool's module the first time (nor starting the thread).
      if (slot.loaded.has(task.file)) startTimer(slot, timeoutMs, () => onTimeout(slot));
      else startTimer(slot, startTimeoutMs, () => onTimeout(slot));
      slot.worker.postMessage(task, task.input.kind === 'bytes' ? transferable(task.input.value) : []);
    }
  }

  return {
    size,
    maxOutputBytes,
    /** Runs one operation; rejects with OperationRunError (bad input), OperationTimeoutError, OperationCrashError or PoolBusyError. */
    run({ owner, ...fields }: PoolRun): Promise<PoolOutput> {
      if (closed) return Promise.reject(new PoolBusyError('The server is shutting down'));
      if (queue.length >= maxQueue)
        return Promise.reject(new PoolBusyError('Too many operations are running. Please try again in a moment.'));
      return new Promise<PoolOutput>((resolve, reject) => {
        queue.push({ task: { ...fields, id: nextId++ }, owner, resolve, reject });
        dispatch();
      });
    },
    /** Calls running or waiting (for tests and the health of the pool). */
    stats: () => ({
      running: slots.filter((s) => s.pending).length,
      queued: queue.length,
      threads: slots.filter((s) => s.worker).length,
    }),
    async close(): Promise<void> {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new PoolBusyError('The server is shutting down'));
      await Promise.all(
        slots.map(async (slot) => {
          const pending = finish(slot);
          pending?.reject(new PoolBusyError('The server is shutting down'));
          const { worker } = slot;
          slot.worker = null;
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}
