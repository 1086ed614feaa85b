import { convert, tag, type Value } from './kinds';
import type { AnyOperation, RunContext } from './operation';
import { upgradeOptions } from './options';

/** An operation's failure: the message is the operation's own (or the conversion's), for the user. */
export class OperationError extends Error {
  override name = 'OperationError';
  constructor(
    message: string,
    readonly operationId: string,
  ) {
    super(message);
  }
}

export class OperationCancelled extends Error {
  override name = 'OperationCancelled';
  constructor() {
    super('Stopped');
  }
}

export type RunRequest = { options?: unknown; optionsVersion?: number } & RunContext;

/**
 * Runs one operation on a tagged value: converts the input to the kind the operation takes,
 * upgrades and validates the options, runs, and tags the output with its kind.
 */
export async function runOperation(operation: AnyOperation, input: Value, request: RunRequest = {}): Promise<Value> {
  let options: Record<string, unknown>;
  try {
    if (request.signal?.aborted) throw new OperationCancelled();
    options = upgradeOptions(operation, request.options, request.optionsVersion);
  } catch (err) {
    throw failure(operation, err, request.signal);
  }
  return runWithCheckedOptions(operation, input, options, request);
}

/**
 * runOperation with options that upgradeOptions already gave: the operations API checks them
 * before it counts a call (a bad option costs no quota) and runs what it checked, not parsed twice.
 */
export async function runWithCheckedOptions(
  operation: AnyOperation,
  input: Value,
  options: Record<string, unknown>,
  { signal, progress }: RunContext = {},
): Promise<Value> {
  try {
    if (signal?.aborted) throw new OperationCancelled();
    const converted = convert(input, operation.input);
    const output = await operation.run(converted, options, { signal, progress });
    if (signal?.aborted) throw new OperationCancelled();
    return tag(operation.output, output);
  } catch (err) {
    throw failure(operation, err, signal);
  }
}

function failure(operation: AnyOperation, err: unknown, signal: AbortSignal | undefined): Error {
  if (err instanceof OperationCancelled || signal?.aborted) return new OperationCancelled();
  return new OperationError(err instanceof Error ? err.message : String(err), operation.id);
}

/** For long loops inside an operation: throws when the run was stopped. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new OperationCancelled();
}
