import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errorBody } from './errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for the API: a state-changing request whose Origin (or, lacking it, Referer)
 * names another site is refused. Requests without either come from non-browser clients, which
 * carry no ambient cookies to abuse. The request's own host is accepted too, so the Vite dev
 * proxy and a second hostname keep working.
 */
export function originCheck({ appUrl }: { appUrl: string }) {
  const appOrigin = new URL(appUrl).origin;
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise.
  return function checkOrigin(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (isAllowed(request)) return done();
    request.log.warn({ origin: request.headers.origin ?? request.headers.referer, url: request.url }, 'refused a cross-origin request');
    reply.status(403).send(errorBody('bad_origin', 'This request came from another site and was refused'));
  };

  function isAllowed(request: FastifyRequest): boolean {
    if (!stateChanging.has(request.method)) return true;
    if (request.url !== '/api' && !request.url.startsWith('/api/')) return true;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return true;
    const origin = originOf(source);
    return Boolean(origin && (origin === appOrigin || new URL(origin).host === request.headers.host));
  }
}
