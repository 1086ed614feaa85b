import type { Kind, Value } from '../../../web/src/operations/kinds';

// Messages between the worker pool (worker-pool.ts) and an operation worker (operation-worker.ts).

export type WorkerTask = {
  id: number;
  toolId: string;
  /** The tool's operations module, imported by the worker on first use. */
  file: string;
  operationId: string;
  input: Value;
  options: unknown;
  optionsVersion?: number;
  /** `json`: the body `{ output, kind }`; `raw`: the output's bytes. */
  format: 'json' | 'raw';
};

export type WorkerReply =
  /** The tool's module was imported (first use in this thread): the run starts now. */
  | { type: 'loaded'; id: number }
  | { type: 'done'; id: number; kind: Kind; body: string | Uint8Array }
  | { type: 'error'; id: number; message: string };

/** The buffer to hand over rather than copy: only one the bytes fill alone (a pooled Buffer is shared with others). */
export function transferable(body: string | Uint8Array): ArrayBuffer[] {
  if (typeof body === 'string') return [];
  const { buffer } = body;
  return buffer instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === buffer.byteLength ? [buffer] : [];
}
