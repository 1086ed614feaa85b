// The page's side of the transport worker: one request at a time per client (a new one cancels
// the one in flight), the route planned here, origins that refused this page remembered for the
// session so Auto sends them through the relay at once next time.
import type { TransportCommand, TransportOutcome, TransportReply } from './protocol';
import { planRoute, type TransportMode, type WireRequest } from './wire';

/** Targets that refused this page (CORS) during this session, shared by both API clients. */
const corsBlockedOrigins = new Set<string>();

export type SentRequest = {
  id: number;
  outcome: Promise<TransportOutcome | null>;
};

export class TransportClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<number, (outcome: TransportOutcome | null) => void>();
  private bodyRequests = new Map<number, (reply: TransportReply & { type: 'body' }) => void>();
  private current: number | undefined;

  /** Starts the worker ahead of the first request. */
  prepare(): void {
    this.ensureWorker();
  }

  /** Sends a request; resolves null when a newer request or dispose() superseded it. */
  send(request: WireRequest, mode: TransportMode): SentRequest {
    this.cancel();
    const id = this.nextId++;
    this.current = id;
    const plan = planRoute(request, { mode, pageProtocol: location.protocol, corsBlockedOrigins });
    const outcome = new Promise<TransportOutcome | null>((resolve) => this.pending.set(id, resolve)).then((result) => {
      if (result?.ok && result.response.corsBlockedOrigin) corsBlockedOrigins.add(result.response.corsBlockedOrigin);
      return result;
    });
    this.ensureWorker().postMessage({ type: 'send', id, request, plan, pageOrigin: location.origin } satisfies TransportCommand);
    return { id, outcome };
  }

  /** Aborts the request in flight (it resolves with an 'aborted' failure). */
  cancel(): void {
    if (this.current === undefined || !this.pending.has(this.current)) return;
    this.worker?.postMessage({ type: 'cancel', id: this.current } satisfies TransportCommand);
  }

  /** The whole body of response `id` (pretty JSON or raw), fetched from the worker on a user's action. */
  async bodyText(id: number, which: 'pretty' | 'raw'): Promise<string> {
    const reply = await this.askBody(id, which, 'text');
    if (reply.missing) throw new Error('This response is no longer available. Please send the request again.');
    return reply.text ?? '';
  }

  async bodyBlob(id: number, which: 'pretty' | 'raw'): Promise<Blob> {
    const reply = await this.askBody(id, which, 'blob');
    if (reply.missing || !reply.blob) throw new Error('This response is no longer available. Please send the request again.');
    return reply.blob;
  }

  dispose(): void {
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
    this.worker?.terminate();
    this.worker = undefined;
  }

  private askBody(id: number, which: 'pretty' | 'raw', as: 'text' | 'blob') {
    const worker = this.ensureWorker();
    return new Promise<TransportReply & { type: 'body' }>((resolve) => {
      this.bodyRequests.set(id, resolve);
      worker.postMessage({ type: 'body', id, which, as } satisfies TransportCommand);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./transport.net.worker.ts', import.meta.url), { type: 'module', name: 'http-transport' });
    worker.onmessage = (event: MessageEvent<TransportReply>) => {
      const message = event.data;
      if (message.type === 'body') {
        this.bodyRequests.get(message.id)?.(message);
        this.bodyRequests.delete(message.id);
        return;
      }
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      resolve?.(message.outcome);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('The transport worker failed', event.message);
      for (const resolve of this.pending.values()) {
        resolve({
          ok: false,
          failure: {
            kind: 'network',
            route: 'direct',
            title: 'The request failed',
            message: 'The background worker stopped unexpectedly. Please try again.',
          },
        });
      }
      this.pending.clear();
      this.worker?.terminate();
      this.worker = undefined;
    };
    this.worker = worker;
    return worker;
  }
}
