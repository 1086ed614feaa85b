// A typed request/reply channel to an engine worker (ESLint, Ruff, a tree-sitter analysis). The worker
// is created on the first request, so an engine costs nothing until a tool needs it; the browser
// caches its hashed script and WASM afterwards. Requests are answered in order, matched by id.

export type EngineRequest<P> = { id: number; payload: P };
export type EngineReply<R> = { id: number; ok: true; result: R } | { id: number; ok: false; error: string };

type WorkerLike = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export type EngineClient<P, R> = {
  /** Resolves with the engine's result; rejects with an Error whose message can be shown. */
  request: (payload: P) => Promise<R>;
  /** Stops the worker; pending requests reject. The next request starts a fresh one. */
  dispose: () => void;
};

/** What the page says when a worker dies without a message (a script that failed to load, say). */
const crashed = (name: string) => `The ${name} stopped unexpectedly. Check your connection and try again.`;

export function createEngineClient<P, R>(name: string, createWorker: () => WorkerLike): EngineClient<P, R> {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: R) => void; reject: (error: Error) => void }>();

  function failAll(message: string) {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
  }

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event: MessageEvent<EngineReply<R>>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(reply.error));
    };
    created.onerror = (event) => {
      event.preventDefault?.();
      console.error(`${name} worker failed`, event.message);
      stop();
      failAll(crashed(name));
    };
    worker = created;
    return created;
  }

  return {
    request(payload) {
      const target = ensureWorker();
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, payload } satisfies EngineRequest<P>);
      });
    },
    dispose() {
      stop();
      failAll(`The ${name} was closed.`);
    },
  };
}

/** The worker side: answers each request with `handle`'s result, or its error's message. */
export function serveEngine<P, R>(handle: (payload: P) => R | Promise<R>): void {
  // Requests run one after another: engines keep state (a loaded grammar, a Ruff workspace).
  let queue: Promise<unknown> = Promise.resolve();
  self.onmessage = (event: MessageEvent<EngineRequest<P>>) => {
    const { id, payload } = event.data;
    queue = queue.then(async () => {
      let reply: EngineReply<R>;
      try {
        reply = { id, ok: true, result: await handle(payload) };
      } catch (err) {
        reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      self.postMessage(reply);
    });
  };
}
