import type { Value } from '@/operations/kinds';

// Messages between the page and the operations worker.

export type RunMessage = {
  id: number;
  toolId: string;
  operationId: string;
  input: Value;
  options: unknown;
  optionsVersion?: number;
};

export type WorkerReply =
  /** The operation is loaded and starts running (its time limit counts from here). */
  | { id: number; type: 'started' }
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; output: Value; ms: number }
  | { id: number; type: 'error'; message: string };

/** The buffers to transfer rather than copy (bytes stay bytes, 20 MB is not cloned). */
export function transferablesOf(value: Value): Transferable[] {
  return value.kind === 'bytes' && value.value.buffer instanceof ArrayBuffer ? [value.value.buffer] : [];
}
