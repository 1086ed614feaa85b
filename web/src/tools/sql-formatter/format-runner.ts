import { formatSql, LIVE_FORMAT_LIMIT, type FormatSqlOptions } from './format';

export type FormatOutcome = { ok: true; output: string } | { ok: false; error: string } | null;

/**
 * Formats small inputs at once on the main thread and large ones in a worker; a newer request
 * replaces an unfinished one (its worker is terminated), which then resolves to null.
 */
export class SqlFormatRunner {
  private worker: Worker | null = null;
  private pending: { id: number; resolve: (o: FormatOutcome) => void } | null = null;
  private nextId = 1;

  run(options: FormatSqlOptions): Promise<FormatOutcome> {
    this.cancel();
    if (options.sql.length < LIVE_FORMAT_LIMIT) {
      try {
        return Promise.resolve({ ok: true, output: formatSql(options) });
      } catch (error) {
        return Promise.resolve({ ok: false, error: (error as Error).message });
      }
    }
    const worker = (this.worker ??= new Worker(new URL('./format.worker.ts', import.meta.url), {
      type: 'module',
      name: 'sql-formatter',
    }));
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.onmessage = (event: MessageEvent<{ id: number; ok: boolean; output?: string; error?: string }>) => {
        if (this.pending?.id !== event.data.id) return;
        this.pending = null;
        resolve(
          event.data.ok
            ? { ok: true, output: event.data.output ?? '' }
            : { ok: false, error: event.data.error ?? 'Formatting failed' },
        );
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.stop();
        resolve({ ok: false, error: 'Formatting stopped unexpectedly. Please try again.' });
      };
      worker.postMessage({ id, options });
    });
  }

  cancel() {
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = null;
    this.stop();
  }

  dispose() {
    this.cancel();
    this.stop();
  }

  private stop() {
    this.worker?.terminate();
    this.worker = null;
  }
}
