// Messages between the engine client (page) and an engine worker (host.ts). Plain data only.
import type { Catalogue, EngineErrorInfo, EngineStatus, QueryResult } from './types';

export type StartOptions = {
  /** Keep the data in this browser (IndexedDB) and load it back on the next start. */
  persist: boolean;
  /** Start with the sample dataset (users, products, orders); false for an empty scratch database. */
  sample: boolean;
};

/** One step of a transaction: its SQL text (several statements allowed) and a label for errors. */
export type TransactionStep = { sql: string; label?: string };

export type EngineRequest =
  | { id: number; op: 'start'; options: StartOptions }
  | { id: number; op: 'query'; text: string; maxRows: number }
  | { id: number; op: 'transaction'; steps: TransactionStep[] }
  | { id: number; op: 'catalogue'; schema?: string }
  | { id: number; op: 'reset' }
  | { id: number; op: 'persist'; on: boolean };

export type EngineReply =
  | { type: 'status'; status: EngineStatus }
  /** Rows of the pending query, sent ahead of its result in chunks of JSON text (transferred, decoded only when read: see row-chunks.ts). */
  | { type: 'rows'; id: number; data: Uint8Array; count: number }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: EngineErrorInfo };

/** What a transaction reports back: every step's outcome. */
export type TransactionResult = { elapsedMs: number };

/** The engine behind a worker. Each backend module is plain TypeScript, so Node tests drive it without a worker. */
export interface EngineBackend {
  start(options: StartOptions, progress: (status: EngineStatus) => void): Promise<{ restored: boolean }>;
  /** Runs the text (one or more statements, or one command document) and returns all rows up to maxRows. */
  query(text: string, options: { maxRows: number }): Promise<QueryResult>;
  /** Runs the steps in one transaction: all commit or, on the first error, none do (the error names the step). */
  transaction(steps: TransactionStep[]): Promise<TransactionResult>;
  catalogue(options?: { schema?: string }): Promise<Catalogue>;
  /** Back to the sample data (or empty), dropping any saved copy's content. */
  reset(): Promise<void>;
  setPersistence(on: boolean): Promise<void>;
}

export const ROWS_PER_MESSAGE = 4000;
