import { jsonFromText, knownTextOf, stringifyJson, type Value } from '@/operations/kinds';

// Messages between the page and the operations worker.

/** A value as posted: JSON may travel as its text (a string is cloned far faster than an object graph). */
export type WireValue = Value | { kind: 'json-text'; value: string };

/** JSON as text: always from the worker (it writes it out off the page); from the page only when the text is known already. */
export function toWire(value: Value, { writeJson }: { writeJson: boolean }): WireValue {
  if (value.kind !== 'json') return value;
  const text = knownTextOf(value) ?? (writeJson ? stringifyJson(value.value) : undefined);
  return text === undefined ? value : { kind: 'json-text', value: text };
}

export function fromWire(wire: WireValue): Value {
  return wire.kind === 'json-text' ? jsonFromText(wire.value) : wire;
}

export type RunMessage = {
  id: number;
  toolId: string;
  operationId: string;
  input: WireValue;
  options: unknown;
  optionsVersion?: number;
};

export type WorkerReply =
  /** The operation is loaded and starts running (its time limit counts from here). */
  | { id: number; type: 'started' }
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; output: WireValue; ms: number }
  | { id: number; type: 'error'; message: string };

/** The buffers to transfer rather than copy (bytes stay bytes, 20 MB is not cloned). */
export function transferablesOf(value: WireValue): Transferable[] {
  return value.kind === 'bytes' && value.value.buffer instanceof ArrayBuffer ? [value.value.buffer] : [];
}
