import { toFormatFailure, type FormatFailure, type FormatReply } from './failure';
import { formatJson } from './format';
import type { NumberCheckReply, NumberCheckRequest } from './number-check.worker';
import type { FormatRequest, WorkerRequest } from './process';
import { textStats, type TextStats } from './text-stats';

/** Above this many characters formatting moves to a worker, so a 20 MB document never freezes the page. */
export const LARGE_INPUT = 1_000_000;

/** Without JSON.rawJSON numbers cannot be kept exact, so there is nothing to check. */
const keepsExactNumbers = typeof (JSON as { rawJSON?: unknown }).rawJSON === 'function';

export type FormatResult = ({ ok: true; output: string } & TextStats) | { ok: false; failure: FormatFailure };

type Waiting<T> = { id: number; resolve: (value: T | null) => void };

/**
 * Runs the formatter where it can run: small inputs on the main thread, large ones and every schema
 * validation (Ajv needs eval, which only the worker's CSP allows) in json.eval.worker.ts. A new run
 * cancels one still in progress by replacing the worker, since a stale 20 MB result is worthless.
 *
 * For a worker run, whether some number needs the exact parse is found out by a second worker
 * (number-check.worker.ts: a scan costing about half a parse) while the first formats with the
 * plain parse; only when such a number turns up is the document formatted again, exactly.
 */
export class FormatRunner {
  private worker: Worker | undefined;
  private checker: Worker | undefined;
  private nextId = 1;
  private pending: Waiting<FormatResult> | undefined;
  private checking: Waiting<boolean> | undefined;

  /**
   * The result, or null when a newer run (or dispose) superseded this one. `file`, when given,
   * is the document instead of `request.raw` and is always read in the worker.
   */
  async run(request: FormatRequest, file?: Blob): Promise<FormatResult | null> {
    this.cancel();
    if (!file && request.schema === undefined && request.raw.length <= LARGE_INPUT) {
      try {
        const output = formatJson(request);
        return { ok: true, output, ...textStats(output) };
      } catch (err) {
        return { ok: false, failure: toFormatFailure(err) };
      }
    }
    const id = this.nextId++;
    if (!keepsExactNumbers || request.lossless === false) return this.format(id, request, file);
    // The formatter gets its copy of the text first: it is the one the result waits for.
    const formatting = this.format(id, { ...request, lossless: false }, file);
    const inexactNumbers = this.checkNumbers(id, request.raw, file);
    const plain = await formatting;
    if (!plain?.ok) {
      // Invalid JSON fails the same either way.
      this.stopChecking(id);
      return plain;
    }
    const inexact = await inexactNumbers;
    if (inexact === null) return null;
    return inexact ? this.format(id, request, file) : plain;
  }

  cancel(): void {
    this.stopChecking();
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = undefined;
    this.worker?.terminate();
    this.worker = undefined;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
    this.checker?.terminate();
    this.checker = undefined;
  }

  private format(id: number, request: FormatRequest, file: Blob | undefined): Promise<FormatResult | null> {
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ id, request, file } satisfies WorkerRequest);
    });
  }

  private checkNumbers(id: number, raw: string, file: Blob | undefined): Promise<boolean | null> {
    const checker = this.ensureChecker();
    return new Promise((resolve) => {
      this.checking = { id, resolve };
      checker.postMessage({ id, raw: file ? '' : raw, file } satisfies NumberCheckRequest);
    });
  }

  /** Stops the number check of run `id` (of any run when not given). */
  private stopChecking(id?: number): void {
    if (!this.checking || (id !== undefined && this.checking.id !== id)) return;
    this.checking.resolve(null);
    this.checking = undefined;
    this.checker?.terminate();
    this.checker = undefined;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./json.eval.worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' });
    worker.onmessage = (event: MessageEvent<FormatReply>) => {
      const reply = event.data;
      if (!this.pending || reply.id !== this.pending.id) return;
      const { resolve } = this.pending;
      this.pending = undefined;
      resolve(reply.ok ? { ok: true, output: reply.output, lines: reply.lines, bytes: reply.bytes } : { ok: false, failure: reply.failure });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('JSON formatter worker failed', event.message);
      const pending = this.pending;
      this.pending = undefined;
      this.worker?.terminate();
      this.worker = undefined;
      pending?.resolve({ ok: false, failure: { message: 'Formatting failed: the background worker stopped unexpectedly. Please try again.' } });
    };
    this.worker = worker;
    return worker;
  }

  private ensureChecker(): Worker {
    if (this.checker) return this.checker;
    const checker = new Worker(new URL('./number-check.worker.ts', import.meta.url), { type: 'module', name: 'json-number-check' });
    checker.onmessage = (event: MessageEvent<NumberCheckReply>) => {
      if (!this.checking || event.data.id !== this.checking.id) return;
      const { resolve } = this.checking;
      this.checking = undefined;
      resolve(event.data.inexact);
    };
    checker.onerror = (event) => {
      event.preventDefault();
      const checking = this.checking;
      this.checking = undefined;
      this.checker?.terminate();
      this.checker = undefined;
      // Without an answer, take the exact (slower) parse: never risk a changed number.
      checking?.resolve(true);
    };
    this.checker = checker;
    return checker;
  }
}
