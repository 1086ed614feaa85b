import { elementKit, encodeImage, type EncodeRequest, type EncodeResult } from './encode';
import type { WorkerRequest, WorkerResponse } from './image.worker';

export type ImageEncoder = {
  encode: (request: EncodeRequest) => Promise<EncodeResult>;
  /** Where encoding runs, shown to the user. */
  where: 'worker' | 'main-thread';
  dispose: () => void;
};

/** Whether this browser can encode in a worker (OffscreenCanvas with convertToBlob). */
export function canEncodeInWorker(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype;
}

/**
 * One encoder per screen. Requests run one at a time: a batch of large photos decoded at
 * once could take gigabytes of memory.
 */
export function createImageEncoder(): ImageEncoder {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  if (!canEncodeInWorker()) {
    return {
      where: 'main-thread',
      encode: (request) => serial(() => encodeImage(request, elementKit)),
      dispose: () => undefined,
    };
  }

  const worker = new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, { resolve: (r: EncodeResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if ('result' in event.data) entry.resolve(event.data.result);
    else entry.reject(new Error(event.data.error));
  };
  worker.onerror = (event) => {
    for (const entry of pending.values()) entry.reject(new Error(`The image worker failed: ${event.message || 'unknown error'}`));
    pending.clear();
  };

  return {
    where: 'worker',
    encode: (request) =>
      serial(
        () =>
          new Promise<EncodeResult>((resolve, reject) => {
            const id = ++nextId;
            pending.set(id, { resolve, reject });
            worker.postMessage({ id, ...request } satisfies WorkerRequest);
          }),
      ),
    dispose: () => {
      worker.terminate();
      for (const entry of pending.values()) entry.reject(new Error('cancelled'));
      pending.clear();
    },
  };
}
