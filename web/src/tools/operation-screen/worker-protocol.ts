import { jsonFromText, knownTextOf, sizeOf, stringifyJson, utf8Length, type Value } from '@/operations/kinds';
import { display, displayText, MAX_SHOWN_CHARS, valueFromUtf8, type Display } from './value-display';

// Messages between the page and the operations worker.

/**
 * A value as posted: JSON may travel as its text (a string is cloned far faster than an object
 * graph); a large text output as its UTF-8 bytes, transferred rather than cloned.
 */
export type WireValue = Value | JsonText | { kind: 'utf8'; of: 'text' | 'json'; bytes: Uint8Array };
type JsonText = { kind: 'json-text'; value: string };

/** JSON as text: always from the worker (it writes it out off the page); from the page only when the text is known already. */
export function toWire(value: Value, { writeJson }: { writeJson: boolean }): Value | JsonText {
  if (value.kind !== 'json') return value;
  const text = knownTextOf(value) ?? (writeJson ? stringifyJson(value.value) : undefined);
  return text === undefined ? value : { kind: 'json-text', value: text };
}

export function fromWire(wire: WireValue): Value {
  if (wire.kind === 'json-text') return jsonFromText(wire.value);
  if (wire.kind === 'utf8') return valueFromUtf8(wire.bytes, wire.of);
  return wire;
}

const utf8 = new TextEncoder();

/** An output as the worker sends it, with its size and the part the screen shows, worked out in the worker. */
export type WireOutput = { output: WireValue; outputBytes: number; shown: Display };

/**
 * The worker's side of an output. Texts longer than the screen shows travel as UTF-8 bytes: the
 * page takes them without a copy and measures nothing (a pass over 20 MB there was a long task).
 */
export function outputToWire(output: Value): WireOutput {
  const wire = toWire(output, { writeJson: true });
  if (wire.kind !== 'text' && wire.kind !== 'json-text') return { output: wire, outputBytes: sizeOf(wire), shown: display(wire) };
  const text = wire.value;
  const shown = displayText(text);
  if (text.length <= MAX_SHOWN_CHARS) return { output: wire, outputBytes: utf8Length(text), shown };
  const bytes = utf8.encode(text);
  return {
    output: { kind: 'utf8', of: wire.kind === 'text' ? 'text' : 'json', bytes },
    outputBytes: bytes.byteLength,
    shown,
  };
}

/** A text input still in the file it was read from: the worker reads it (posting the file copies nothing). */
export type TextFileInput = { kind: 'text-file'; file: Blob };

export type RunMessage = {
  id: number;
  toolId: string;
  operationId: string;
  input: WireValue | TextFileInput;
  options: unknown;
  optionsVersion?: number;
};

export type WorkerReply =
  /** The operation is loaded and starts running (its time limit counts from here). */
  | { id: number; type: 'started' }
  | { id: number; type: 'progress'; fraction: number }
  | ({ id: number; type: 'done'; ms: number; inputBytes: number } & WireOutput)
  | { id: number; type: 'error'; message: string };

/** The buffers to transfer rather than copy (bytes stay bytes, 20 MB is not cloned). */
export function transferablesOf(value: WireValue): Transferable[] {
  const bytes = value.kind === 'bytes' ? value.value : value.kind === 'utf8' ? value.bytes : null;
  return bytes?.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}
