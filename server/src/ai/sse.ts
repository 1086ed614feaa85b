import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AiStreamEvent } from '../../../common/ai';

export type SseEvent = { event: string; data: unknown };
export type SseChannel<E extends SseEvent = AiStreamEvent> = { send(event: E): void; end(): void };

/**
 * Opens a text/event-stream answer through Fastify (so its hooks and headers still apply) and
 * returns a writer of our events; common/ai.ts createSseParser reads them in the browser.
 */
export function openSse<E extends SseEvent = AiStreamEvent>(reply: FastifyReply): SseChannel<E> {
  const stream = new PassThrough();
  reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store, no-transform')
    // Proxies such as nginx would otherwise hold the events back until the end.
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    send({ event, data }) {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!stream.writableEnded) stream.end();
    },
  };
}
