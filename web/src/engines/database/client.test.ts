// @vitest-environment node
// The client against a worker stand-in that runs the real host (host.ts) over a real backend
// (sql.js), so messages, row chunks, errors, cancel and restart are exercised end to end.
import { describe, expect, it } from 'vitest';
import { openEngine } from './client';
import { serveEngine } from './host';
import { ROWS_PER_MESSAGE, type EngineReply, type EngineRequest } from './protocol';
import { SqliteBackend } from './sqlite/sqljs-backend';
import { EngineCancelledError, EngineQueryError, type EngineStatus } from './types';

type Listener = ((event: MessageEvent<EngineReply>) => void) | null;

/** A worker whose "thread" is this one: the host and backend run here, messages are cloned as postMessage would. */
class InThreadWorker {
  onmessage: Listener = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  hang = false;
  private port: { postMessage: (m: EngineReply) => void; onmessage: ((e: MessageEvent<EngineRequest>) => void) | null };
  rowMessages = 0;

  constructor() {
    this.port = {
      postMessage: (message) => {
        if (this.terminated) return;
        // Transferred buffers move with the message, as in a real worker.
        if (message.type === 'rows') this.rowMessages++;
        const data = structuredClone(message);
        queueMicrotask(() => !this.terminated && this.onmessage?.({ data } as MessageEvent<EngineReply>));
      },
      onmessage: null,
    };
    serveEngine(new SqliteBackend({ savedCopyKey: 'client-test' }), this.port);
  }

  postMessage(request: EngineRequest) {
    // A hanging worker never answers a query: the runaway a user cancels.
    if (this.hang && request.op === 'query') return;
    queueMicrotask(() => this.port.onmessage?.({ data: structuredClone(request) } as MessageEvent<EngineRequest>));
  }

  terminate() {
    this.terminated = true;
  }
}

function open() {
  const workers: InThreadWorker[] = [];
  const engine = openEngine('sqlite', {
    persist: false,
    createWorker: () => {
      const worker = new InThreadWorker();
      workers.push(worker);
      return worker;
    },
  });
  return { engine, workers };
}

describe('openEngine', () => {
  it('reports start-up and then answers queries', async () => {
    const { engine } = open();
    const statuses: EngineStatus['state'][] = [];
    engine.subscribe((s) => statuses.push(s.state));
    await engine.ready();
    expect(engine.status()).toMatchObject({ state: 'ready', persisted: false, restored: false });
    expect(statuses.at(-1)).toBe('ready');
    const result = await engine.query('SELECT count(*) AS n FROM users');
    expect(result.rows).toEqual([[10]]);
    engine.close();
  });

  it('gathers a large result from several row messages', async () => {
    const { engine, workers } = open();
    const n = ROWS_PER_MESSAGE * 2 + 7;
    const result = await engine.query(
      `WITH RECURSIVE g(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM g WHERE i < ${n}) SELECT i FROM g`,
    );
    // Read lazily, across the chunk boundaries, before anything decodes them all.
    expect(result.rowSource?.length).toBe(n);
    expect([0, ROWS_PER_MESSAGE - 1, ROWS_PER_MESSAGE, n - 1].map((i) => result.rowSource?.at(i))).toEqual([[1], [ROWS_PER_MESSAGE], [ROWS_PER_MESSAGE + 1], [n]]);
    expect(result.rows).toHaveLength(n);
    expect(result.rows.at(-1)).toEqual([n]);
    expect(workers[0].rowMessages).toBe(3);
    engine.close();
  });

  it("passes the engine's error with its position", async () => {
    const { engine } = open();
    const error = await engine.query('SELECT 1;\nSELECT nope FROM users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineQueryError);
    expect((error as EngineQueryError).position?.line).toBe(2);
    engine.close();
  });

  it('cancels a runaway query by replacing the worker, and says the data was reset', async () => {
    const { engine, workers } = open();
    await engine.ready();
    await engine.query("INSERT INTO users (name, email, country) VALUES ('X', 'x@example.com', 'UK')");
    workers[0].hang = true;
    const controller = new AbortController();
    const running = engine.query('SELECT 1', { signal: controller.signal });
    // Abort once the query is with the worker.
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = await running.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineCancelledError);
    expect((error as EngineCancelledError).dataReset).toBe(true);
    expect((error as Error).message).toBe('Query cancelled. The database was restarted and its data reset to the sample data.');
    expect(workers[0].terminated).toBe(true);
    // A fresh engine with the sample data: the inserted row is gone.
    expect((await engine.query('SELECT count(*) FROM users')).rows).toEqual([[10]]);
    expect(workers).toHaveLength(2);
    engine.close();
  });

  it('aborting before the query was sent stops nothing', async () => {
    const { engine, workers } = open();
    const controller = new AbortController();
    controller.abort();
    await expect(engine.query('SELECT 1', { signal: controller.signal })).rejects.toThrow('Query cancelled before it started.');
    expect(workers[0].terminated).toBe(false);
    engine.close();
  });
});
