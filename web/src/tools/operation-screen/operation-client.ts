import { sizeOf, type Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationCancelled, OperationError, runOperation } from '@/operations/run';
import type { Display } from './value-display';
import { fromWire, toWire, type RunMessage, type WorkerReply } from './worker-protocol';

// Where an operation runs: small inputs on the page (the answer is there within a frame), large ones
// and slow operations in a worker (the page never freezes; Cancel ends the worker), eval-needing ones
// in the eval worker, DOM-needing ones on the page.

/** Inputs at or above this size run in a worker. */
export const WORKER_THRESHOLD_BYTES = 128 * 1024;

/**
 * A worker's run also says the input's and the output's sizes and what the screen shows of the
 * output, measured in the worker: on the page each is a pass over the whole text.
 */
export type RunOutcome = {
  output: Value;
  ms: number;
  where: 'page' | 'worker';
  inputBytes?: number;
  outputBytes?: number;
  shown?: Display;
};

export type RunHandle = { promise: Promise<RunOutcome>; cancel: () => void };

let nextId = 1;

function startWorker(evalNeeded: boolean): Worker {
  // Each `new Worker(new URL(...))` is written out for the bundler to emit the worker.
  return evalNeeded
    ? new Worker(new URL('./operations.eval.worker.ts', import.meta.url), { type: 'module', name: 'operations-eval' })
    : new Worker(new URL('./operations.worker.ts', import.meta.url), { type: 'module', name: 'operations' });
}

function quickSize(value: Value): number {
  // Text's UTF-16 length is close enough to decide where to run.
  return value.kind === 'text' ? value.value.length : sizeOf(value);
}

export function whereToRun(operation: AnyOperation, input: Value): 'page' | 'worker' {
  if (operation.needs === 'dom') return 'page';
  if (operation.needs === 'eval' || operation.heavy || operation.timeLimit) return 'worker';
  return quickSize(input) >= WORKER_THRESHOLD_BYTES ? 'worker' : 'page';
}

/** Runs `operation` of `toolId` on `input`. Cancelling a worker run terminates the worker at once. */
export function startRun(
  toolId: string,
  operation: AnyOperation,
  input: Value,
  options: unknown,
  {
    optionsVersion,
    onProgress,
    textFile,
  }: {
    optionsVersion?: number;
    onProgress?: (fraction: number) => void;
    /** The file a text input was read from: a worker reads it there (posting 20 MB of text took 80 ms on the page). */
    textFile?: Blob;
  } = {},
): RunHandle {
  if (whereToRun(operation, input) === 'page') {
    const controller = new AbortController();
    const started = performance.now();
    const promise = runOperation(operation, input, {
      options,
      optionsVersion,
      signal: controller.signal,
      progress: onProgress,
    }).then((output) => ({
      output,
      ms: performance.now() - started,
      where: 'page' as const,
    }));
    return { promise, cancel: () => controller.abort() };
  }

  const worker = startWorker(operation.needs === 'eval');
  const id = nextId++;
  let settle: { reject: (err: Error) => void } | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<RunOutcome>((resolve, reject) => {
    settle = { reject };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'started') {
        // Counted from the run's start, not the worker's: loading the tool's chunk is not the operation's time.
        if (operation.timeLimit) {
          const { ms, message } = operation.timeLimit;
          limit = setTimeout(() => {
            worker.terminate();
            reject(new OperationError(message, operation.id));
          }, ms);
        }
      } else if (reply.type === 'progress') onProgress?.(reply.fraction);
      else {
        clearTimeout(limit);
        worker.terminate();
        if (reply.type === 'done')
          resolve({
            output: fromWire(reply.output),
            ms: reply.ms,
            where: 'worker',
            inputBytes: reply.inputBytes,
            outputBytes: reply.outputBytes,
            shown: reply.shown,
          });
        else reject(new OperationError(reply.message, operation.id));
      }
    };
    worker.onerror = (event) => {
      clearTimeout(limit);
      worker.terminate();
      event.preventDefault();
      reject(new OperationError('The operation stopped unexpectedly. Try again, or with a smaller input.', operation.id));
    };
  });
  const message: RunMessage = {
    id,
    toolId,
    operationId: operation.id,
    input: textFile && input.kind === 'text' ? { kind: 'text-file', file: textFile } : toWire(input, { writeJson: false }),
    options,
    optionsVersion,
  };
  // Cloned, not transferred: the page keeps its input (large outputs come back transferred).
  worker.postMessage(message);
  return {
    promise,
    cancel: () => {
      clearTimeout(limit);
      worker.terminate();
      settle?.reject(new OperationCancelled());
    },
  };
}
