import type { ApiErrorBody } from '@common/api';
import { noteServerBuild } from '@/lib/deployment';
import { markServerReachable, markServerUnreachable } from './connection';
import { appUrl } from './base-path';

/** What a request that never reached the server says: offline plainly, anything else as a connection problem. */
export function networkErrorMessage(): string {
  return typeof navigator !== 'undefined' && !navigator.onLine
    ? 'You are offline: this needs a connection to DevForge. What you typed is kept; try again once you are back online.'
    : 'Could not reach the server. Check your connection and try again.';
}

/** An API error with the server's message, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** fetch for our own API ('/api/…', served under BASE_PATH): JSON in and out, cookies included, errors as ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(appUrl(path), {
      credentials: 'same-origin',
      ...rest,
      headers: { ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch (err) {
    // Aborted by the caller: not a sign of the connection.
    if (!(err instanceof DOMException && err.name === 'AbortError')) markServerUnreachable();
    throw new ApiError(0, 'network', networkErrorMessage());
  }
  // A 502 or 504 comes from a proxy in front of a server that is down (our own 503 is an answer).
  if (response.status === 502 || response.status === 504) markServerUnreachable();
  else markServerReachable();
  noteServerBuild(response);
  const text = await response.text();
  const body = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (body as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? `Request failed (${response.status})`);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
