import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { RELAY_FRAME_TYPE, RELAY_MAX_REQUEST_BODY, relayRequestSchema } from '../../../common/relay';
import type { CurrentUserReader } from '../ai/current-user';
import { userRequirer } from '../ai/current-user';
import type { RelayConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, validate } from '../http/errors';
import { rateLimits } from '../http/rate-limit-store';
import { noStoreByDefault } from '../http/security-headers';
import { forward, type ConnectHook } from './forward';
import { systemResolve, type ResolveHost } from './guarded-lookup';

export type RelayRoutesOptions = {
  database: Database;
  settings: RelayConfig;
  currentUser: CurrentUserReader;
  /** DNS for target hosts; tests pass a fake one (a name that resolves to 127.0.0.1…). */
  resolve?: ResolveHost;
  /** Tests only: where a checked address leads (see ConnectHook). */
  connect?: ConnectHook;
};

// The JSON envelope around a 1 MB body: base64 adds a third, the headers and URL the rest.
const ENVELOPE_LIMIT = Math.ceil((RELAY_MAX_REQUEST_BODY * 4) / 3) + 256 * 1024;

function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}

/**
 * POST /api/relay: sends an HTTP request for a signed-in user of the API clients, when the browser
 * cannot (CORS, headers a browser may not set, reading Set-Cookie). Guarded against server-side
 * request forgery (address-policy.ts, guarded-lookup.ts) and limited in size, time and rate.
 * The answer is a frame (common/relay.ts): one JSON line of meta, then the body's bytes.
 */
export const relayRoutes: FastifyPluginAsync<RelayRoutesOptions> = async (app, options) => {
  const { database, settings } = options;
  const requireUser = userRequirer(options.currentUser);
  const resolve = options.resolve ?? systemResolve;
  if (settings.allowLoopbackForTestsOnly)
    app.log.warn('RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY is on: the relay reaches 127.0.0.1 and ::1');

  noStoreByDefault(app);

  app.post('/api/relay', { bodyLimit: ENVELOPE_LIMIT }, async (request, reply) => {
    const user = await requireUser(request);
    // Per IP and per user, counted together in one transaction (one commit: the relay's latency).
    await rateLimits(database, [
      { name: 'relay-ip', ...settings.ipRateLimit },
      { name: 'relay-user', ...settings.userRateLimit, key: () => user.id },
    ])(request, reply);
    const input = validate(relayRequestSchema, request.body);
    const body =
      input.body === undefined
        ? undefined
        : 'text' in input.body
          ? Buffer.from(input.body.text, 'utf8')
          : Buffer.from(input.body.base64, 'base64');
    if (body && body.length > RELAY_MAX_REQUEST_BODY) {
      throw new HttpError(
        413,
        'body_too_large',
        `The request body is ${(body.length / 1024 / 1024).toFixed(1)} MB; the relay sends at most 1 MB.`,
      );
    }
    const signal = clientGoneSignal(reply);
    let relayed: Awaited<ReturnType<typeof forward>>;
    try {
      relayed = await forward(
        {
          method: input.method,
          url: input.url,
          headers: input.headers,
          body: body && body.length > 0 ? body : undefined,
          followRedirects: input.followRedirects,
        },
        {
          resolve,
          connect: options.connect,
          allowLoopback: settings.allowLoopbackForTestsOnly,
          timeoutMs: settings.timeoutMs,
          signal,
        },
      );
    } catch (error) {
      // 499: the browser went away (the user cancelled); nobody reads this answer.
      if (signal.aborted) return reply.status(499).send();
      throw error;
    }
    const { meta, body: responseBody } = relayed;
    request.log.info(
      { relay: { host: new URL(meta.url).host, status: meta.status, bytes: meta.bodyBytes, ms: meta.durationMs } },
      'relayed',
    );
    return reply.type(RELAY_FRAME_TYPE).send(Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), responseBody]));
  });
};
