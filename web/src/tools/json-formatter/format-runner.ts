import { toFormatFailure, type FormatFailure, type FormatReply } from './failure';
import { formatJson } from '../../engines/json/format';
import { previewOf } from './output-preview';
import type { FormatRequest, WorkerRequest } from './process';
import { textStats, type TextStats } from '../../engines/json/text-stats';

/** Above this many characters formatting moves to a worker, so a 20 MB document never freezes the page. */
export const LARGE_INPUT = 1_000_000;

/** A formatted document: what the output box shows, its size, and the whole text on demand. */
export type FormatOutput = TextStats & {
  /** The output, or its first 20 KB when it is longer than 100 KB (see output-preview.ts). */
  preview: string;
  /** Characters in the whole output (0 for blank input). */
  length: number;
  /** The whole output; for a worker run it is fetched from the worker, so ask only on a user's action. */
  text: () => Promise<string>;
};

export type FormatResult = ({ ok: true } & FormatOutput) | { ok: false; failure: FormatFailure };

type Waiting<T> = { id: number; resolve: (value: T) => void };

const GONE = 'This result is no longer available. Please format again.';

/**
 * Runs the formatter where it can run: small inputs on the main thread, large ones and every schema
 * validation (Ajv needs eval, which only the worker's CSP allows) in json.eval.worker.ts. A new run
 * cancels one still in progress by replacing the worker, since a stale 20 MB result is worthless.
 * The worker keeps the latest full output and hands it over on request (see FormatReply).
 */
export class FormatRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending: Waiting<FormatResult | null> | undefined;
  private outputRequests: Waiting<string | null>[] = [];

  /** Starts the worker ahead of the first large document, so that run does not wait for it to load. */
  prepare(): void {
    this.ensureWorker();
  }

  /**
   * The result, or null when a newer run (or dispose) superseded this one. `file`, when given,
   * is the document instead of `request.raw` and is always read in the worker.
   */
  async run(request: FormatRequest, file?: Blob): Promise<FormatResult | null> {
    this.cancel();
    if (!file && request.schema === undefined && request.raw.length <= LARGE_INPUT) {
      try {
        const output = formatJson(request);
        return { ok: true, preview: previewOf(output), length: output.length, ...textStats(output), text: () => Promise.resolve(output) };
      } catch (err) {
        return { ok: false, failure: toFormatFailure(err) };
      }
    }
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ type: 'format', id, request, file } satisfies WorkerRequest);
    });
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

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const request of this.outputRequests.splice(0)) request.resolve(null);
  }

  private outputOf(id: number): Promise<string> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error(GONE));
    return new Promise<string | null>((resolve) => {
      this.outputRequests.push({ id, resolve });
      worker.postMessage({ type: 'output', id } satisfies WorkerRequest);
    }).then((output) => {
      if (output === null) throw new Error(GONE);
      return output;
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./json.eval.worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' });
    worker.onmessage = (event: MessageEvent<FormatReply>) => {
      const reply = event.data;
      if (reply.type === 'output') {
        const index = this.outputRequests.findIndex((request) => request.id === reply.id);
        if (index !== -1) this.outputRequests.splice(index, 1)[0].resolve(reply.output);
        return;
      }
      if (!this.pending || reply.id !== this.pending.id) return;
      const { resolve } = this.pending;
      this.pending = undefined;
      if (!reply.ok) return resolve({ ok: false, failure: reply.failure });
      const { preview, length, lines, bytes } = reply;
      resolve({ ok: true, preview, length, lines, bytes, text: () => this.outputOf(reply.id) });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('JSON formatter worker failed', event.message);
      const pending = this.pending;
      this.pending = undefined;
      this.stopWorker();
      pending?.resolve({ ok: false, failure: { message: 'Formatting failed: the background worker stopped unexpectedly. Please try again.' } });
    };
    this.worker = worker;
    return worker;
  }
}
