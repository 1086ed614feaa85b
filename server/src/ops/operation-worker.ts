import { parentPort, workerData } from 'node:worker_threads';
import { stringifyJson, tag, type Value } from '../../../web/src/operations/kinds';
import type { AnyOperation } from '../../../web/src/operations/operation';
import { runOperation } from '../../../web/src/operations/run';
import { importOperations } from './discover';
import { transferable, type WorkerReply, type WorkerTask } from './worker-protocol';

// One operation worker thread: loads a tool's operations module on first use, runs one operation
// at a time, and writes the answer's body itself (JSON, base64) so that turning a large output
// into text never costs the server's event loop. The pool stops this thread when a run overruns.

const port = parentPort!;
const { maxOutputBytes } = workerData as { maxOutputBytes: number };
const modules = new Map<string, Promise<readonly AnyOperation[]>>();
const utf8 = new TextEncoder();

function post(reply: WorkerReply, transfer: ArrayBuffer[] = []) {
  port.postMessage(reply, transfer);
}

function bytesToBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** The answer's body: `{ output, kind }` as JSON, or the output's own bytes (text as UTF-8, JSON as its text). */
function answer(output: Value, format: WorkerTask['format']): string | Uint8Array {
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

/**
 * Loads a tool's module and warms it: each operation runs its first worked example once, so the
 * libraries it imports on first use (`await import()` inside `run`: a SQL formatter, a schema
 * validator) are loaded now, while the pool's start timer runs, not inside a caller's time cap.
 */
async function loadAndWarm(file: string): Promise<readonly AnyOperation[]> {
  const operations = await importOperations(file);
  for (const operation of operations) {
    const example = operation.examples?.[0];
    if (!example) continue;
    const input = operation.input === 'none' ? tag('none', undefined) : tag('text', example.input ?? '');
    // A refused example is the operation tests' business; here it only warms the imports.
    await runOperation(operation, input, { options: example.options }).catch(() => undefined);
  }
  return operations;
}

function sizeOf(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

port.on('message', async (task: WorkerTask) => {
  const { id, toolId, file, operationId } = task;
  try {
    let load = modules.get(file);
    if (!load) {
      load = loadAndWarm(file);
      modules.set(file, load);
      await load;
      post({ type: 'loaded', id });
    }
    const operation = (await load).find((op) => op.id === operationId);
    if (!operation) throw new Error(`${toolId} has no operation ${operationId}`);
    const output = await runOperation(operation, task.input, { options: task.options, optionsVersion: task.optionsVersion });
    const body = answer(output, task.format);
    if (sizeOf(body) > maxOutputBytes) {
      throw new Error(
        `The output is ${(sizeOf(body) / 1024 / 1024).toFixed(1)} MB; the API answers at most ${maxOutputBytes / 1024 / 1024} MB`,
      );
    }
    post({ type: 'done', id, kind: output.kind, body }, transferable(body));
  } catch (err) {
    post({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
});
