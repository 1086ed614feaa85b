import { runOperation } from '@/operations/run';
import type { AnyOperation } from '@/operations/operation';
import { sizeOf, tag } from '@/operations/kinds';
import { fromWire, outputToWire, transferablesOf, type RunMessage, type WorkerReply } from './worker-protocol';

// What both operation workers do: load the tool's operations module (its own chunk, shared with the
// page), run one operation, report progress, send the output back (bytes and large texts
// transferred, not copied) with the sizes and the part the screen shows, measured here.

type Loaders = Record<string, () => Promise<readonly AnyOperation[]>>;

export function serveOperations(loaders: Loaders): void {
  const byTool = new Map<string, () => Promise<readonly AnyOperation[]>>();
  for (const [path, load] of Object.entries(loaders)) {
    const toolId = /\/([^/]+)\/operations\.ts$/.exec(path)?.[1];
    if (toolId) byTool.set(toolId, load);
  }
  const post = (reply: WorkerReply, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(reply, transfer);

  self.onmessage = async (event: MessageEvent<RunMessage>) => {
    const { id, toolId, operationId, input, options, optionsVersion } = event.data;
    const started = performance.now();
    try {
      const load = byTool.get(toolId);
      const operation = load && (await load()).find((op) => op.id === operationId);
      if (!operation) throw new Error(`Unknown operation ${operationId}`);
      post({ id, type: 'started' });
      const value = input.kind === 'text-file' ? tag('text', await input.file.text()) : fromWire(input);
      const output = await runOperation(operation, value, {
        options,
        optionsVersion,
        progress: (fraction) => post({ id, type: 'progress', fraction }),
      });
      const wire = outputToWire(output);
      const reply: WorkerReply = { id, type: 'done', ms: performance.now() - started, inputBytes: sizeOf(value), ...wire };
      post(reply, transferablesOf(wire.output));
    } catch (err) {
      post({ id, type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
}
