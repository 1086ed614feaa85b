// The worker side of an engine: takes requests from the client (client.ts) one at a time, runs them
// on the backend and answers. A query's rows go out ahead of its result as chunks of JSON text in
// transferred buffers, so the page neither copies nor decodes 100,000 rows until it reads them.
import { ROWS_PER_MESSAGE, type EngineBackend, type EngineReply, type EngineRequest } from './protocol';
import { encodeRows } from './row-chunks';
import { EngineQueryError, type EngineErrorInfo } from './types';

function errorInfo(error: unknown): EngineErrorInfo {
  if (error instanceof EngineQueryError) return error.toInfo();
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

type Port = {
  postMessage: (message: EngineReply, transfer?: Transferable[]) => void;
  onmessage: ((e: MessageEvent<EngineRequest>) => void) | null;
};

/** Serves `backend` on this worker's message port. */
export function serveEngine(backend: EngineBackend, port: Port = self as never) {
  const post = (message: EngineReply, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []);
  // One request at a time, in order: engines are single-connection and a start must end before the first query.
  let queue: Promise<void> = Promise.resolve();

  async function handle(request: EngineRequest): Promise<unknown> {
    switch (request.op) {
      case 'start': {
        const started = performance.now();
        const { restored } = await backend.start(request.options, (status) => post({ type: 'status', status }));
        post({
          type: 'status',
          status: { state: 'ready', startMs: performance.now() - started, persisted: request.options.persist, restored },
        });
        return { restored };
      }
      case 'query': {
        const result = await backend.query(request.text, { maxRows: request.maxRows });
        for (let i = 0; i < result.rows.length; i += ROWS_PER_MESSAGE) {
          const chunk = result.rows.slice(i, i + ROWS_PER_MESSAGE);
          const data = encodeRows(chunk);
          post({ type: 'rows', id: request.id, data, count: chunk.length }, [data.buffer]);
        }
        return { ...result, rows: [] };
      }
      case 'transaction':
        return backend.transaction(request.steps);
      case 'catalogue':
        return backend.catalogue({ schema: request.schema });
      case 'reset':
        return backend.reset();
      case 'persist':
        return backend.setPersistence(request.on);
    }
  }

  port.onmessage = (event) => {
    const request = event.data;
    queue = queue.then(async () => {
      try {
        const value = await handle(request);
        post({ type: 'result', id: request.id, ok: true, value });
      } catch (error) {
        if (request.op === 'start') post({ type: 'status', status: { state: 'failed', message: errorInfo(error).message } });
        post({ type: 'result', id: request.id, ok: false, error: errorInfo(error) });
      }
    });
  };
}
