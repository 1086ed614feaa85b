import { stringifyJson, type Value } from '../../../web/src/operations/kinds';
import type { WorkerTask } from './worker-protocol';

// The body of an operations API answer, written where the operation ran (a worker thread, or the
// event loop for a small run: see run-inline.ts).

const utf8 = new TextEncoder();

function bytesToBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** The answer's body: `{ output, kind }` as JSON, or the output's own bytes (text as UTF-8, JSON as its text). */
export function answerBody(output: Value, format: WorkerTask['format']): string | Uint8Array {
  if (format === 'raw') {
    if (output.kind === 'bytes') return output.value;
    if (output.kind === 'none') return new Uint8Array(0);
    return utf8.encode(output.kind === 'text' ? output.value : stringifyJson(output.value));
  }
  const value = output.kind === 'bytes' ? bytesToBase64(output.value) : output.kind === 'none' ? null : output.value;
  // JSON.stringify drops what has no JSON form (undefined, functions): the operation gave no JSON.
  if (output.kind === 'json') stringifyJson(output.value);
  return JSON.stringify({ output: value, kind: output.kind });
}

export function bodySize(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

/** The refusal of an answer larger than the API sends. */
export function tooLargeMessage(size: number, maxOutputBytes: number): string {
  return `The output is ${(size / 1024 / 1024).toFixed(1)} MB; the API answers at most ${maxOutputBytes / 1024 / 1024} MB`;
}
