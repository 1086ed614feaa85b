import { generateChangelog, type Changelog, type ChangelogOptions } from './changelog';
import type { ChangelogRequest, ChangelogResponse } from './changelog.worker';

/** Above this many characters (about 500 commits) the grouping runs in a Web Worker. */
export const WORKER_THRESHOLD = 30_000;

export type ChangelogOutcome = { ok: true; changelog: Changelog | null } | { ok: false; error: string };

/**
 * Runs the generator: small pastes at once, large ones in a worker that is kept for the next run.
 * A newer run supersedes an older one, which then resolves to null.
 */
export class ChangelogRunner {
  private worker: Worker | null = null;
  private nextId = 0;
  private pending: { id: number; resolve: (outcome: ChangelogOutcome | null) => void } | null = null;

  run(options: ChangelogOptions): Promise<ChangelogOutcome | null> {
    this.pending?.resolve(null);
    this.pending = null;
    if (options.text.length <= WORKER_THRESHOLD || typeof Worker === 'undefined') {
      try {
        return Promise.resolve({ ok: true, changelog: generateChangelog(options) });
      } catch (err) {
        return Promise.resolve({ ok: false, error: err instanceof Error ? err.message : String(err) });
      }
    }
    const worker = this.ensureWorker();
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ id, options } satisfies ChangelogRequest);
    });
  }

  /** Starts the worker ahead of a large run (the user has pasted and is about to generate). */
  prepare(): void {
    if (typeof Worker !== 'undefined') this.ensureWorker();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./changelog.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ChangelogResponse>) => {
      if (!this.pending || event.data.id !== this.pending.id) return;
      const { resolve } = this.pending;
      this.pending = null;
      resolve('result' in event.data ? { ok: true, changelog: event.data.result } : { ok: false, error: event.data.error });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const pending = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      pending?.resolve({ ok: false, error: `The changelog could not be generated: ${event.message || 'worker error'}` });
    };
    this.worker = worker;
    return worker;
  }

  dispose(): void {
    this.pending?.resolve(null);
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
