// PostgreSQL (PGlite, about 5 MB of WASM and data) for the EXPLAIN check, started on the first
// check and kept for the next ones. It runs here so starting it and planning never block the page;
// explain-runner.ts terminates this worker when a check takes too long.
import { PGlite } from '@electric-sql/pglite';
import { explainCheck, type ExplainJob, type ExplainReport } from './explain-check';

export type ExplainRequest = ExplainJob & { id: number };
export type ExplainResponse = { id: number; phase: 'started' } | { id: number; ok: true; report: ExplainReport } | { id: number; ok: false; error: string };

let database: Promise<PGlite> | null = null;

self.onmessage = async (event: MessageEvent<ExplainRequest>) => {
  const { id, ...job } = event.data;
  const reply = (message: ExplainResponse) => self.postMessage(message);
  try {
    database ??= PGlite.create();
    const db = await database;
    reply({ id, phase: 'started' });
    reply({ id, ok: true, report: await explainCheck({ db, ...job }) });
  } catch (err) {
    database = null;
    reply({ id, ok: false, error: (err as Error).message || 'The database could not start' });
  }
};
