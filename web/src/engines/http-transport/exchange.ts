// The two ways a request travels, as run inside the transport worker: fetch straight to the target,
// or POST /api/relay. Both read the answer up to the same 10 MB and report the same shape.
import { parseRelayFrame, RELAY_FRAME_TYPE, RELAY_MAX_RESPONSE_BODY, type RelayRequest } from '@common/relay';
import {
  browserForbiddenHeaders,
  headerValue,
  type MultipartField,
  type TransportRoute,
  type WireBody,
  type WireRequest,
} from './wire';
import { appUrl } from '../../lib/base-path';

export type Exchange = {
  route: TransportRoute;
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The URL that answered (after redirects). */
  url: string;
  /** Redirects the relay followed (a browser follows them without telling). */
  redirects: { status: number; url: string }[];
  redirected: boolean;
  remoteAddress?: string;
  durationMs: number;
  bytes: Uint8Array;
  truncated: boolean;
};

/** The relay refused or failed (its own { error } answer), or could not be reached. */
export class RelayFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function formData(fields: MultipartField[]): FormData {
  const form = new FormData();
  for (const field of fields) {
    if ('file' in field) form.append(field.name, field.file, field.file.name);
    else form.append(field.name, field.value);
  }
  return form;
}

function fetchBody(body: WireBody | undefined): BodyInit | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'urlencoded') return new URLSearchParams(body.fields);
  return formData(body.fields);
}

/** Reads a stream up to `max` bytes; the rest is not downloaded. */
async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!stream) return { bytes: new Uint8Array(0), truncated: false };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > max) {
      chunks.push(value.subarray(0, max - size));
      size = max;
      truncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    size += value.length;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, truncated };
}

/** Straight from the browser. Throws fetch's TypeError when CORS or the network stops it. */
export async function sendDirect(request: WireRequest, signal: AbortSignal): Promise<Exchange> {
  const forbidden = new Set(browserForbiddenHeaders(request.headers).map((n) => n.toLowerCase()));
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!forbidden.has(name.toLowerCase())) headers.append(name, value);
  const started = performance.now();
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : fetchBody(request.body),
    signal,
    // The target's own cookies would be a surprise; ours never go to another origin anyway.
    credentials: 'omit',
    cache: 'no-store',
    redirect: 'follow',
  });
  const { bytes, truncated } = await readCapped(response.body, RELAY_MAX_RESPONSE_BODY);
  return {
    route: 'direct',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    url: response.url,
    redirects: [],
    redirected: response.redirected,
    durationMs: performance.now() - started,
    bytes,
    truncated,
  };
}

/**
 * Whether the target answers at all, for a request that failed directly: an opaque (no-cors) HEAD
 * resolves when a server answered, whatever its CORS headers, and fails when none was reached.
 */
export async function targetAnswers(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The body and the Content-Type it needs, as the relay carries it (multipart serialized here, boundary and all). */
async function relayBody(request: WireRequest): Promise<{ body?: RelayRequest['body']; contentType?: string }> {
  const { body } = request;
  if (!body || request.method === 'GET' || request.method === 'HEAD') return {};
  if (body.kind === 'text') return { body: { text: body.text } };
  if (body.kind === 'urlencoded')
    return {
      body: { text: new URLSearchParams(body.fields).toString() },
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
  const serialized = new Request('http://relay.invalid/', { method: 'POST', body: formData(body.fields) });
  const bytes = new Uint8Array(await serialized.arrayBuffer());
  return { body: { base64: base64Of(bytes) }, contentType: serialized.headers.get('content-type') ?? undefined };
}

/** Through POST /api/relay (same origin, the session cookie goes along). */
export async function sendThroughRelay(request: WireRequest, signal: AbortSignal, relayUrl = appUrl('/api/relay')): Promise<Exchange> {
  const { body, contentType } = await relayBody(request);
  let headers = request.headers;
  if (contentType) {
    // A form's type comes from its serialization (a multipart boundary the user cannot know).
    const own = headerValue(headers, 'content-type');
    if (!own || own.toLowerCase().startsWith('multipart/form-data'))
      headers = [...headers.filter(([n]) => n.toLowerCase() !== 'content-type'), ['Content-Type', contentType]];
  }
  const payload: RelayRequest = { method: request.method, url: request.url, headers, ...(body ? { body } : {}) };
  let response: Response;
  try {
    response = await fetch(relayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RelayFailure(
      0,
      'network',
      'Could not reach the DevForge server for the relay. Check your connection and try again.',
    );
  }
  if (response.headers.get('content-type') !== RELAY_FRAME_TYPE) {
    const text = await response.text();
    let error: { code?: string; message?: string } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code: string; message: string } }).error;
    } catch {
      error = undefined;
    }
    const message =
      response.status === 401
        ? 'Your session has ended. Sign in again to use the relay.'
        : (error?.message ?? `The relay failed (${response.status}).`);
    throw new RelayFailure(response.status, error?.code ?? 'relay_error', message);
  }
  const { meta, body: bytes } = parseRelayFrame(await response.arrayBuffer());
  return {
    route: 'relay',
    status: meta.status,
    statusText: meta.statusText,
    headers: meta.headers,
    url: meta.url,
    redirects: meta.redirects,
    redirected: meta.redirects.length > 0,
    remoteAddress: meta.remoteAddress,
    durationMs: meta.durationMs,
    bytes,
    truncated: meta.truncated,
  };
}
