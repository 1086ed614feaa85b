import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once at start-up and then copied onto every reply.
 * Why not @fastify/helmet: it rebuilds the helmet middleware (and re-parses the CSP) on every
 * request, which cost more than a small API route's own work. Our headers do not vary per
 * request (no CSP nonces), so computing them once gives the same answer for free. A route that
 * needs another policy (the eval worker, the builder preview) sets its header after this hook.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

// The hooks below take a callback rather than being async: an async hook costs a promise and
// two microtasks per request, on every route.

/** Adds the headers to every reply of the app (call on the root instance, before the routes). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Marks the plugin's replies `Cache-Control: no-store` (answers per user and per moment), unless a route set its own. */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
