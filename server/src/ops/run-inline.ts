import type { Value } from '../../../web/src/operations/kinds';
import type { AnyOperation } from '../../../web/src/operations/operation';
import { optionsJsonSchema } from '../../../web/src/operations/options';

// Where a call of the operations API runs. A worker thread costs a hop each way (a structured
// clone, two thread wake-ups, and the workers are niced so that a spinning run yields to the event
// loop: on a busy machine they wait for a CPU the longest). For a small input to a light operation
// that hop is most of the call: such a run takes microseconds, so it runs on the event loop, as the
// browser runs small light operations on the page (whereToRun in
// web/src/tools/operation-screen/operation-client.ts). The server's rule is stricter, since every
// caller shares its loop and a run there cannot be stopped: only operations whose options are all
// switches, numbers or choices (no free text: a pattern, an expression, a template could make a
// small input run for minutes), with no time limit, not heavy, not compiling code, on an input of
// at most 4 KB. Everything else (a catastrophic regex included) keeps the pool and its time cap.

/** Largest input (UTF-16 units of text, or bytes) run on the event loop. */
export const INLINE_MAX_INPUT = 4 * 1024;

type JsonSchema = { type?: unknown; enum?: unknown; const?: unknown; properties?: Record<string, JsonSchema> };

/** A switch, a number or one of fixed choices: nothing whose value can make the work unbounded. */
function isBoundedOption(schema: JsonSchema): boolean {
  if (schema.enum !== undefined || schema.const !== undefined) return true;
  return schema.type === 'boolean' || schema.type === 'number' || schema.type === 'integer';
}

const lightOptions = new WeakMap<AnyOperation, boolean>();

function hasOnlyBoundedOptions(operation: AnyOperation): boolean {
  let light = lightOptions.get(operation);
  if (light === undefined) {
    const schema = optionsJsonSchema(operation) as JsonSchema;
    light = Object.values(schema.properties ?? {}).every(isBoundedOption);
    lightOptions.set(operation, light);
  }
  return light;
}

function quickSize(value: Value): number {
  if (value.kind === 'text') return value.value.length;
  if (value.kind === 'bytes') return value.value.byteLength;
  // A JSON input's size is not known without serialising it: the pool takes it.
  return Infinity;
}

/** Whether this run may take the event loop (see above). */
export function runsInline(operation: AnyOperation, input: Value): boolean {
  if (operation.needs !== undefined || operation.heavy || operation.timeLimit) return false;
  // With no input, the work is sized by the options (how many, how long): the pool caps it.
  if (operation.input === 'none' || input.kind === 'none') return false;
  return quickSize(input) <= INLINE_MAX_INPUT && hasOnlyBoundedOptions(operation);
}
