import type { Recipe } from '@common/recipes';
import type { Value } from '@/operations/kinds';
import type { Display } from '../operation-screen/value-display';
import type { FinalOutput, PageMessage, StepReport, WorkerMessage } from './recipe-protocol';

// The page's side of the recipe worker. One worker is kept between runs (it holds the input, so a
// change of option does not send 20 MB again) and the last run's output (the page fetches it for
// Copy, Download and Send to); a run started while another is in flight, and Stop, end the worker
// (an operation cannot be interrupted otherwise) and the next run starts a new one.

export type RunHandlers = {
  onStep: (index: number, report: StepReport) => void;
  onDone: (output: FinalOutput | null, stoppedAt: number | null, ms: number) => void;
  onFailed: (message: string) => void;
};

export type RunRequest = {
  recipe: Recipe;
  recipes: Record<string, Recipe>;
  name?: string;
  input: Value;
  /** The file `input`'s bytes were read from, posted in their place. */
  inputFile?: Blob;
  /** Changes whenever the input does: the worker is sent the input only when it holds another. */
  inputVersion: number;
  tools: Record<string, string>;
  peek: number[];
  /** An operation compiles code (Ajv): the eval worker runs the recipe. */
  needsEval: boolean;
};

function startWorker(needsEval: boolean): Worker {
  // Each `new Worker(new URL(...))` is written out for the bundler to emit the worker.
  return needsEval
    ? new Worker(new URL('./recipe.eval.worker.ts', import.meta.url), { type: 'module', name: 'recipe-eval' })
    : new Worker(new URL('./recipe.worker.ts', import.meta.url), { type: 'module', name: 'recipe' });
}

export function createRecipeRunner() {
  let worker: Worker | null = null;
  let workerNeedsEval = false;
  let heldVersion: number | null = null;
  let nextId = 1;
  /** The run in flight, if any. */
  let running: { id: number; handlers: RunHandlers } | null = null;
  /** The last run that finished: its steps' outputs can be peeked at. */
  let finished: number | null = null;
  const peeks = new Map<string, (display: Display | null) => void>();
  const outputs = new Map<number, ((value: Value | null) => void)[]>();

  function end() {
    worker?.terminate();
    worker = null;
    heldVersion = null;
    finished = null;
    for (const resolve of peeks.values()) resolve(null);
    peeks.clear();
    for (const waiting of outputs.values()) for (const resolve of waiting) resolve(null);
    outputs.clear();
  }

  function ensure(needsEval: boolean): Worker {
    if (worker && workerNeedsEval === needsEval) return worker;
    end();
    const made = startWorker(needsEval);
    workerNeedsEval = needsEval;
    made.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'output') {
        for (const resolve of outputs.get(message.id) ?? []) resolve(message.value);
        outputs.delete(message.id);
        return;
      }
      if (message.type === 'peeked') {
        const key = `${message.id}:${message.index}`;
        peeks.get(key)?.(message.preview);
        peeks.delete(key);
        return;
      }
      if (!running || message.id !== running.id) return;
      const { handlers } = running;
      if (message.type === 'step') handlers.onStep(message.index, message.report);
      else {
        running = null;
        if (message.type === 'done') {
          finished = message.id;
          handlers.onDone(message.output, message.stoppedAt, message.ms);
        } else handlers.onFailed(message.message);
      }
    };
    made.onerror = (event) => {
      event.preventDefault();
      const handlers = running?.handlers;
      running = null;
      end();
      handlers?.onFailed('The recipe stopped unexpectedly. Try again, or with a smaller input.');
    };
    worker = made;
    return made;
  }

  return {
    /** Starts the worker and loads the operations a recipe uses, so that its first run does not wait for them. */
    prepare(tools: Record<string, string>, needsEval: boolean): void {
      if (running) return;
      ensure(needsEval).postMessage({ type: 'prepare', tools } satisfies PageMessage);
    },
    run(request: RunRequest, handlers: RunHandlers): void {
      // A newer run replaces one in flight: its worker is ended, not waited for.
      if (running) end();
      const target = ensure(request.needsEval);
      const id = nextId++;
      running = { id, handlers };
      const { needsEval: _eval, input, inputFile, ...rest } = request;
      const message: PageMessage = {
        type: 'run',
        id,
        ...rest,
        ...(heldVersion === request.inputVersion ? {} : inputFile ? { inputFile } : { input }),
      };
      target.postMessage(message);
      heldVersion = request.inputVersion;
    },
    /** Ends the run in flight (Stop); true when there was one. */
    stop(): boolean {
      if (!running) return false;
      running = null;
      end();
      return true;
    },
    /** A step's output of the last finished run, as shown (null when it has none or the run is gone). */
    peek(index: number): Promise<Display | null> {
      if (!worker || finished === null) return Promise.resolve(null);
      const id = finished;
      return new Promise((resolve) => {
        peeks.set(`${id}:${index}`, resolve);
        worker!.postMessage({ type: 'peek', id, index } satisfies PageMessage);
      });
    },
    /** The whole output of the last finished run (text or bytes; JSON as its text), null when it is gone. */
    output(): Promise<Value | null> {
      if (!worker || finished === null) return Promise.resolve(null);
      const id = finished;
      return new Promise((resolve) => {
        const waiting = outputs.get(id);
        if (waiting) waiting.push(resolve);
        else {
          outputs.set(id, [resolve]);
          worker!.postMessage({ type: 'output', id } satisfies PageMessage);
        }
      });
    },
    dispose(): void {
      running = null;
      end();
    },
  };
}

export type RecipeRunner = ReturnType<typeof createRecipeRunner>;
