import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { RELAY_MAX_REDIRECTS, RELAY_MAX_RESPONSE_BODY, type RelayMethod, type RelayResponseMeta } from '../../../common/relay';
import { HttpError } from '../http/errors';
import { checkPort } from './address-policy';
import { resolveChecked, type ResolveHost } from './guarded-lookup';

// One relayed exchange: the request as the user wrote it, sent only to checked addresses, redirects
// followed by hand (each hop checked again), the answer read up to the size cap within the time limit.

export type OutgoingRequest = {
  method: RelayMethod;
  url: string;
  headers: [string, string][];
  body: Buffer | undefined;
  followRedirects: boolean;
};

/**
 * Tests only: opens the connection to a checked address instead of the operating system (a fake
 * internet in which a public address leads to a local test server). Never configurable from the
 * environment.
 */
export type ConnectHook = (address: string, port: number) => Socket;

export type ForwardOptions = {
  resolve: ResolveHost;
  connect?: ConnectHook;
  allowLoopback: boolean;
  timeoutMs: number;
  /** Aborts when the browser goes away (the time limit is added here). */
  signal: AbortSignal;
  maxResponseBytes?: number;
};

// RFC 9110 §7.6.1 connection-specific headers, plus what the relay computes itself (Content-Length)
// or must never take from the user (Proxy-*: they would address a proxy we do not use).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Headers that do not travel: hop-by-hop ones and any that Connection names as such. */
function endToEnd(headers: [string, string][]): [string, string][] {
  const named = new Set(
    headers
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(',').map((t) => t.trim().toLowerCase()))
      .filter(Boolean),
  );
  return headers.filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.has(name.toLowerCase()));
}

function pairsOf(rawHeaders: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) pairs.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return pairs;
}

class Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: AbortSignal;
  constructor(timeoutMs: number, clientGone: AbortSignal) {
    this.timedOut = AbortSignal.timeout(timeoutMs);
    this.signal = AbortSignal.any([this.timedOut, clientGone]);
  }
}

function networkFailure(error: unknown, target: string, deadline: Deadline, timeoutMs: number): HttpError {
  if (error instanceof HttpError) return error;
  if (deadline.timedOut.aborted) {
    return new HttpError(504, 'target_timeout', `${target} did not answer completely within ${timeoutMs / 1000} s.`);
  }
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const messages: Record<string, string> = {
    ECONNREFUSED: `${target} refused the connection.`,
    ECONNRESET: `${target} closed the connection before answering.`,
    EHOSTUNREACH: `${target} is unreachable from the server.`,
    ENETUNREACH: `${target} is unreachable from the server (no route).`,
    EPIPE: `${target} closed the connection while the request was being sent.`,
    HPE_INVALID_CONSTANT: `${target} did not answer with valid HTTP.`,
  };
  if (messages[code]) return new HttpError(502, 'target_unreachable', messages[code]);
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code) || /certificate|ssl|tls/i.test(String((error as Error).message))) {
    return new HttpError(502, 'target_unreachable', `TLS failed with ${target}: ${(error as Error).message}`);
  }
  return new HttpError(
    502,
    'target_unreachable',
    `Could not reach ${target}: ${(error as Error).message || code || 'network error'}.`,
  );
}

/** One HTTP exchange with a checked address; resolves when the response head has arrived. */
async function exchange(url: URL, request: OutgoingRequest, options: ForwardOptions, deadline: Deadline) {
  const secure = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : secure ? 443 : 80;
  const portVerdict = checkPort(port);
  if (!portVerdict.allowed) throw new HttpError(403, 'target_refused', `Refused: ${portVerdict.reason}.`);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const target = await resolveChecked(hostname, { resolve: options.resolve, allowLoopback: options.allowLoopback });
  const { connect } = options;

  const headers: [string, string][] = endToEnd(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length');
  // With headers given as a list Node adds no Host of its own; a Host the user set is kept.
  if (!headers.some(([name]) => name.toLowerCase() === 'host')) headers.unshift(['Host', url.host]);
  if (request.body) headers.push(['Content-Length', String(request.body.length)]);
  const client = secure ? https : http;
  return new Promise<http.IncomingMessage>((done, fail) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        host: hostname,
        port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        // An array keeps repeated names and the user's order and case.
        headers: headers.flat(),
        lookup: target.lookup,
        // A fresh connection per exchange: a pooled socket could outlive the check it was made under.
        agent: connect ? hookedAgent(secure, () => connect(target.addresses[0]!.address, port)) : false,
        signal: deadline.signal,
      },
      done,
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

/** An agent whose connections come from the tests' ConnectHook (an agent ignores createConnection in the request options). */
function hookedAgent(secure: boolean, open: () => Socket): http.Agent {
  const agent = secure ? new https.Agent() : new http.Agent();
  agent.createConnection = open as typeof agent.createConnection;
  return agent;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Decoded body stream for the encodings a browser would decode; others pass through as bytes. */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** Reads at most `max` bytes of the (decoded) body; the rest is not downloaded. */
async function readCapped(response: http.IncomingMessage, max: number): Promise<{ body: Buffer; truncated: boolean }> {
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (size + chunk.length > max) {
        chunks.push(chunk.subarray(0, max - size));
        size = max;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    if (truncated) {
      stream.destroy();
      response.destroy();
    }
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

/**
 * Sends the request and returns the final response's meta and body. Refusals and failures throw
 * HttpErrors meant for the user (target_refused 403, target_unreachable 502, target_timeout 504,
 * too_many_redirects 502).
 */
export async function forward(
  request: OutgoingRequest,
  options: ForwardOptions,
): Promise<{ meta: RelayResponseMeta; body: Buffer }> {
  const deadline = new Deadline(options.timeoutMs, options.signal);
  const started = performance.now();
  const redirects: RelayResponseMeta['redirects'] = [];
  let current = request;
  let url = new URL(request.url);
  for (;;) {
    const target = url.host;
    let response: http.IncomingMessage;
    try {
      response = await exchange(url, current, options, deadline);
    } catch (error) {
      const failure = networkFailure(error, target, deadline, options.timeoutMs);
      // Say that it was a redirect that led there, not the URL the user typed.
      if (redirects.length > 0 && failure.code === 'target_refused') {
        throw new HttpError(
          failure.statusCode,
          failure.code,
          failure.message.replace(/^Refused: /, `Refused the redirect to ${url.href}: `),
        );
      }
      throw failure;
    }

    const location = response.headers.location;
    if (current.followRedirects && REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new HttpError(502, 'target_unreachable', `${target} redirected to an invalid URL: ${location}`);
      }
      redirects.push({ status: response.statusCode!, url: next.href });
      if (redirects.length > RELAY_MAX_REDIRECTS) {
        throw new HttpError(
          502,
          'too_many_redirects',
          `Stopped after ${RELAY_MAX_REDIRECTS} redirects (the next one pointed to ${next.href}).`,
        );
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new HttpError(
          403,
          'target_refused',
          `Refused: ${target} redirected to a ${next.protocol} URL; only http and https are relayed.`,
        );
      }
      current = redirected(current, response.statusCode!, url, next);
      url = next;
      continue;
    }

    const remoteAddress = response.socket?.remoteAddress ?? '';
    try {
      const { body, truncated } = await readCapped(response, options.maxResponseBytes ?? RELAY_MAX_RESPONSE_BODY);
      return {
        meta: {
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          headers: endToEnd(pairsOf(response.rawHeaders)),
          url: url.href,
          redirects,
          remoteAddress,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          bodyBytes: body.length,
          truncated,
        },
        body,
      };
    } catch (error) {
      if (
        error instanceof Error &&
        /incorrect header check|unexpected end of file|Decompression failed|invalid/i.test(error.message) &&
        !deadline.signal.aborted
      ) {
        throw new HttpError(
          502,
          'target_unreachable',
          `${target} sent a body that could not be decoded (${String(response.headers['content-encoding'])}): ${error.message}.`,
        );
      }
      throw networkFailure(error, target, deadline, options.timeoutMs);
    }
  }
}

/**
 * The request for the next hop, as browsers and curl make it: 303 (and 301/302 after a POST) turn
 * into a GET without a body; credentials and a user-set Host do not follow to another origin.
 */
function redirected(request: OutgoingRequest, status: number, from: URL, to: URL): OutgoingRequest {
  const toGet = status === 303 ? request.method !== 'HEAD' : (status === 301 || status === 302) && request.method === 'POST';
  const sameOrigin = from.origin === to.origin;
  const dropped = new Set([
    ...(toGet ? ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'] : []),
    ...(sameOrigin ? [] : ['authorization', 'cookie', 'proxy-authorization', 'host']),
  ]);
  return {
    ...request,
    method: toGet ? 'GET' : request.method,
    body: toGet ? undefined : request.body,
    headers: request.headers.filter(([name]) => !dropped.has(name.toLowerCase())),
  };
}
