import type { OuiReply, OuiRequest } from './oui.worker';

// One worker per page holding the registry; requests are answered in order, by id.

type Pending = Map<number, (reply: OuiReply) => void>;

let worker: Worker | null = null;
const pending: Pending = new Map();
let nextId = 1;

function ensureWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./oui.worker.ts', import.meta.url), { type: 'module', name: 'mac-address-lookup' });
  worker.onmessage = (event: MessageEvent<OuiReply>) => {
    const resolve = pending.get(event.data.id);
    pending.delete(event.data.id);
    resolve?.(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const [id, resolve] of pending)
      resolve({ id, type: 'error', message: 'The IEEE registry could not be loaded. Check the connection and try again.' });
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

type Request = OuiRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export function askRegistry(request: Request): Promise<OuiReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    ensureWorker().postMessage({ ...request, id } as OuiRequest);
  });
}
