import type { SchemaDraft } from '@/engines/json-schema/ajv';
import type { DraftChoice, SchemaCheckResult, SyntaxProblem } from '@/engines/json-schema/check';
import type { CheckReply, CheckRequest } from './protocol';

export type CheckOutcome = { result: SchemaCheckResult; totalMs: number };
export type GenerateOutcome = { ok: true; schema: string } | { ok: false; problem: SyntaxProblem };

type Pending = { id: number; resolve: (reply: CheckReply | null) => void };

/** A worker started ahead of a likely visit (prestartCheckWorker), taken by the next runner. */
let spare: { worker: Worker; timer: ReturnType<typeof setTimeout> } | undefined;
/** A spare nobody took is stopped after this long: a worker holds its memory while idle. */
const SPARE_IDLE_MS = 2 * 60_000;

function startWorker(): Worker {
  return new Worker(new URL('./schema-check.eval.worker.ts', import.meta.url), { type: 'module', name: 'json-schema-validator' });
}

/**
 * Starts the worker and compiles the default draft's meta-schema before the screen opens ("Send
 * to…" calls it when the validator is the likely destination): a cold worker and Ajv's first
 * compile were most of what a document sent from another tool waited for.
 */
export function prestartCheckWorker(): void {
  if (spare) return;
  const worker = startWorker();
  worker.postMessage({ type: 'warm', id: 0 } satisfies CheckRequest);
  spare = {
    worker,
    timer: setTimeout(() => {
      spare?.worker.terminate();
      spare = undefined;
    }, SPARE_IDLE_MS),
  };
}

function takeSpare(): Worker | undefined {
  if (!spare) return undefined;
  clearTimeout(spare.timer);
  const { worker } = spare;
  spare = undefined;
  return worker;
}

const STOPPED = 'Validation failed: the background worker stopped unexpectedly (the document may be too large for this device). Please try again.';

/**
 * Runs checks in schema-check.eval.worker.ts. A new run replaces one still going by replacing the
 * worker (a stale 20 MB validation is worthless, and a worker cannot be interrupted otherwise).
 */
export class SchemaCheckRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: Pending | undefined;

  /** Starts the worker (and Ajv) ahead of the first run. */
  prepare(): void {
    this.ensureWorker();
  }

  /** The outcome, or null when a newer run (or dispose) superseded this one. */
  async check(input: { schema: string; document: string; documentFile?: Blob; draft: DraftChoice }): Promise<CheckOutcome | null> {
    const reply = await this.send({ type: 'check', id: 0, ...input });
    if (reply === null) return null;
    if (reply.type !== 'check') throw new Error('unexpected reply');
    return { result: reply.result, totalMs: reply.totalMs };
  }

  async generate(input: { document: string; documentFile?: Blob; draft: SchemaDraft }): Promise<GenerateOutcome | null> {
    const reply = await this.send({ type: 'generate', id: 0, ...input });
    if (reply === null) return null;
    // A 'check' reply here is the worker's crash report.
    if (reply.type !== 'generate') return { ok: false, problem: { message: STOPPED } };
    return reply.ok ? { ok: true, schema: reply.schema } : { ok: false, problem: reply.problem };
  }

  cancel(): void {
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = undefined;
    this.stopWorker();
  }

  dispose(): void {
    this.cancel();
    this.stopWorker();
  }

  private send(request: CheckRequest): Promise<CheckReply | null> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ ...request, id });
    });
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = takeSpare() ?? startWorker();
    worker.onmessage = (event: MessageEvent<CheckReply>) => {
      if (!this.pending || event.data.id !== this.pending.id) return;
      const { resolve } = this.pending;
      this.pending = undefined;
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('JSON Schema worker failed', event.message);
      const pending = this.pending;
      this.pending = undefined;
      this.stopWorker();
      pending?.resolve({ type: 'check', id: pending.id, result: { status: 'bad-schema', message: STOPPED, issues: [], total: 0 }, totalMs: 0 });
    };
    this.worker = worker;
    return worker;
  }
}
