import type { FastifyReply, FastifyRequest } from 'fastify';
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
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply) {
    if (!stateChanging.has(request.method)) return;
    if (request.url !== '/api' && !request.url.startsWith('/api/')) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return;
    const origin = originOf(source);
    if (origin && (origin === appOrigin || new URL(origin).host === request.headers.host)) return;
    request.log.warn({ origin: source, url: request.url }, 'refused a cross-origin request');
    return reply.status(403).send(errorBody('bad_origin', 'This request came from another site and was refused'));
  };
}
