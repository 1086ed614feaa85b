import { parentPort, workerData } from 'node:worker_threads';
import { tag } from '../../../web/src/operations/kinds';
import type { AnyOperation } from '../../../web/src/operations/operation';
import { runOperation } from '../../../web/src/operations/run';
import { answerBody, bodySize, tooLargeMessage } from './answer';
import { importOperations } from './discover';
import { transferable, type WorkerReply, type WorkerTask } from './worker-protocol';

// One operation worker thread: loads a tool's operations module on first use, runs one operation
// at a time, and writes the answer's body itself (JSON, base64) so that turning a large output
// into text never costs the server's event loop. The pool stops this thread when a run overruns.

const port = parentPort!;
const { maxOutputBytes } = workerData as { maxOutputBytes: number };
const modules = new Map<string, Promise<readonly AnyOperation[]>>();

function post(reply: WorkerReply, transfer: ArrayBuffer[] = []) {
  port.postMessage(reply, transfer);
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
    const body = answerBody(output, task.format);
    if (bodySize(body) > maxOutputBytes) throw new Error(tooLargeMessage(bodySize(body), maxOutputBytes));
    post({ type: 'done', id, kind: output.kind, body }, transferable(body));
  } catch (err) {
    post({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
});
