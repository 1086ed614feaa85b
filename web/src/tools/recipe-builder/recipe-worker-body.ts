import type { AnyOperation } from '@/operations/operation';
import { runRecipe, type StepOutcome } from '@/operations/recipe';
import type { Value } from '@/operations/kinds';
import { display } from '../operation-screen/value-display';
import { finalOf, reportOf, transferablesOf, type PageMessage, type WorkerMessage } from './recipe-protocol';

// What both recipe workers do: load the operations modules the recipe needs (each tool's own
// chunk, shared with the page), run the recipe, report each step as it ends, send the output back.

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
      if (message.input) held = { version: message.inputVersion, value: message.input };
      if (!held || held.version !== message.inputVersion)
        throw new Error('The input did not reach the worker. Change it to run again.');
      const operations = await operationsFor(tools);
      const outcomes: StepOutcome[] = [];
      last = { id, outcomes };
      const result = await runRecipe(recipe, held.value, {
        findOperation: (opId) => operations.get(opId),
        findRecipe: (recipeName) => recipes[recipeName],
        name,
        onStep: (index, outcome) => {
          outcomes[index] = outcome;
          post({ type: 'step', id, index, report: reportOf(outcome, peek.includes(index)) });
        },
      });
      const output = result.output ? finalOf(result.output) : null;
      post(
        { type: 'done', id, output, stoppedAt: result.stoppedAt, ms: performance.now() - started },
        transferablesOf(output?.value),
      );
    } catch (err) {
      post({ type: 'failed', id, message: err instanceof Error ? err.message : String(err) });
    }
  };
}
