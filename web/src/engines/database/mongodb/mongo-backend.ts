// MongoDB's query language on in-memory collections (mingo). Runs in mongodb.worker.ts.
import type { EngineBackend, StartOptions } from '../protocol';
import { deleteSavedCopy, readSavedCopy, writeSavedCopy } from '../saved-copy';
import { mongoSampleCollections } from '../sample-data';
import { EngineQueryError, type Cell, type QueryResult } from '../types';
import { mongoCatalogue, parseCommand, runMongoCommand, type Collections, type Document } from './mongo-commands';

const SAVED_COPY = 'mongodb';

/** Documents as table rows: one column per top-level field, in the order fields first appear. */
export function documentsToRows(documents: Document[], maxRows: number): { columns: string[]; rows: Cell[][] } {
  const columns: string[] = [];
  const seen = new Set<string>();
  const kept = documents.slice(0, maxRows);
  for (const doc of kept) {
    for (const key of Object.keys(doc)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  return { columns, rows: kept.map((doc) => columns.map((c) => (doc[c] === undefined ? null : (doc[c] as Cell)))) };
}

export class MongoBackend implements EngineBackend {
  private collections: Collections = new Map();
  private options: StartOptions = { persist: false, sample: true };

  private fresh(): Collections {
    return new Map(this.options.sample ? Object.entries(mongoSampleCollections()) : []);
  }

  async start(options: StartOptions) {
    this.options = options;
    const saved = options.persist ? await readSavedCopy<Record<string, Document[]>>(SAVED_COPY) : undefined;
    this.collections = saved ? new Map(Object.entries(saved)) : this.fresh();
    return { restored: Boolean(saved) };
  }

  private async save() {
    if (this.options.persist) await writeSavedCopy(SAVED_COPY, Object.fromEntries(this.collections));
  }

  async query(text: string, { maxRows }: { maxRows: number }): Promise<QueryResult> {
    const started = performance.now();
    const reply = runMongoCommand(this.collections, parseCommand(text));
    if (reply.wrote) await this.save();
    const { columns, rows } = documentsToRows(reply.documents, maxRows);
    return {
      statements: [
        {
          command: reply.command,
          columns: columns.map((name) => ({ name })),
          rowCount: reply.documents.length,
          affectedRows: reply.affected,
        },
      ],
      columns: columns.map((name) => ({ name })),
      rows,
      truncated: reply.documents.length > maxRows,
      totalRows: reply.documents.length,
      elapsedMs: performance.now() - started,
      notes: [],
    };
  }

  async transaction(): Promise<never> {
    throw new EngineQueryError({ message: 'Transactions are offered on the SQL engines only.' });
  }

  async catalogue() {
    return mongoCatalogue(this.collections);
  }

  async reset() {
    this.collections = this.fresh();
    await this.save();
  }

  async setPersistence(on: boolean) {
    this.options = { ...this.options, persist: on };
    if (on) await this.save();
    else await deleteSavedCopy(SAVED_COPY);
  }
}
