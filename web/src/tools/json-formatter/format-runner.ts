import { toFormatFailure, type FormatFailure, type FormatReply } from './failure';
import { formatJson } from './format';
import type { FormatRequest, WorkerRequest } from './process';
import { textStats, type TextStats } from './text-stats';

/** Above this many characters formatting moves to a worker, so a 20 MB document never freezes the page. */
export const LARGE_INPUT = 1_000_000;

export type FormatResult = ({ ok: true; output: string } & TextStats) | { ok: false; failure: FormatFailure };

/**
 * Runs the formatter where it can run: small inputs on the main thread, large ones and every schema
 * validation (Ajv needs eval, which only the worker's CSP allows) in json.eval.worker.ts. A new run
 * cancels one still in progress by replacing the worker, since a stale 20 MB result is worthless.
 */
export class FormatRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: { id: number; resolve: (result: FormatResult | null) => void } | undefined;

  /**
   * The result, or null when a newer run (or dispose) superseded this one. `file`, when given,
   * is the document instead of `request.raw` and is always read in the worker.
   */
  run(request: FormatRequest, file?: Blob): Promise<FormatResult | null> {
    this.cancel();
    if (!file && request.schema === undefined && request.raw.length <= LARGE_INPUT) {
      try {
        const output = formatJson(request);
        return Promise.resolve({ ok: true, output, ...textStats(output) });
      } catch (err) {
        return Promise.resolve({ ok: false, failure: toFormatFailure(err) });
      }
    }
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ id, request, file } satisfies WorkerRequest);
    });
  }

  cancel(): void {
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
}
