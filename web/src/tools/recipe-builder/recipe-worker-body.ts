import type { AnyOperation } from '@/operations/operation';
import { runRecipe, type StepOutcome } from '@/operations/recipe';
import { tag, type Value } from '@/operations/kinds';
import { display } from '../operation-screen/value-display';
import { finalOf, reportOf, type PageMessage, type WorkerMessage } from './recipe-protocol';

// What both recipe workers do: load the operations modules the recipe needs (each tool's own
// chunk, shared with the page), run the recipe, report each step as it ends, keep the output and
// send the page its kind, size and the part shown; the whole of it when the page asks.

type Loaders = Record<string, () => Promise<readonly AnyOperation[]>>;

export function serveRecipes(loaders: Loaders): void {
  const byTool = new Map<string, () => Promise<readonly AnyOperation[]>>();
  for (const [path, load] of Object.entries(loaders)) {
    const toolId = /\/([^/]+)\/operations\.ts$/.exec(path)?.[1];
    if (toolId) byTool.set(toolId, load);
  }
  const post = (message: WorkerMessage, transfer: Transferable[] = []) =>
    (self as unknown as Worker).postMessage(message, transfer);
  let held: { version: number; value: Value } | null = null;
  let last: { id: number; outcomes: StepOutcome[] } | null = null;
  let lastOutput: { id: number; value: Value } | null = null;

  async function operationsFor(tools: Record<string, string>): Promise<Map<string, AnyOperation>> {
    const found = new Map<string, AnyOperation>();
    for (const toolId of new Set(Object.values(tools))) {
      const load = byTool.get(toolId);
      if (!load) continue;
      for (const operation of await load()) found.set(operation.id, operation);
    }
    return found;
  }

  self.onmessage = async (event: MessageEvent<PageMessage>) => {
    const message = event.data;
    if (message.type === 'prepare') {
      await operationsFor(message.tools).catch(() => undefined);
      return;
    }
    if (message.type === 'output') {
      // Cloned, not transferred: the page may ask again (Copy, then Download).
      post({ type: 'output', id: message.id, value: lastOutput?.id === message.id ? lastOutput.value : null });
      return;
    }
    if (message.type === 'peek') {
      const outcome = last?.id === message.id ? last.outcomes[message.index] : undefined;
      post({
        type: 'peeked',
        id: message.id,
        index: message.index,
        preview: outcome?.status === 'done' ? display(outcome.output) : null,
      });
      return;
    }
    const { id, recipe, recipes, name, tools, peek } = message;
    const started = performance.now();
    try {
      if (message.inputFile)
        held = { version: message.inputVersion, value: tag('bytes', new Uint8Array(await message.inputFile.arrayBuffer())) };
      else if (message.input) held = { version: message.inputVersion, value: message.input };
      if (!held || held.version !== message.inputVersion)
        throw new Error('The input did not reach the worker. Change it to run again.');
      const operations = await operationsFor(tools);
      const outcomes: StepOutcome[] = [];
      last = { id, outcomes };
      lastOutput = null;
      const sizes = new WeakMap<Value, number>();
      const result = await runRecipe(recipe, held.value, {
        findOperation: (opId) => operations.get(opId),
        findRecipe: (recipeName) => recipes[recipeName],
        name,
        onStep: (index, outcome) => {
          outcomes[index] = outcome;
          post({ type: 'step', id, index, report: reportOf(outcome, peek.includes(index), sizes) });
        },
      });
      const output = result.output ? finalOf(result.output, sizes) : null;
      if (output) lastOutput = { id, value: output.value };
      post({ type: 'done', id, output: output?.final ?? null, stoppedAt: result.stoppedAt, ms: performance.now() - started });
    } catch (err) {
      post({ type: 'failed', id, message: err instanceof Error ? err.message : String(err) });
    }
  };
}
