// What the API clients send and get back, and which way a request travels: straight from the
// browser when the target allows it (CORS), through the server's relay (POST /api/relay) when it
// does not, or when the request needs what a page may not do (set Cookie or Host, read Set-Cookie).
// Pure: used by the transport worker and by the screens.
import type { RelayMethod } from '@common/relay';

export type HttpMethod = RelayMethod;

export type MultipartField = { name: string; value: string } | { name: string; file: File };

export type WireBody =
  | { kind: 'text'; text: string }
  | { kind: 'urlencoded'; fields: [string, string][] }
  | { kind: 'multipart'; fields: MultipartField[] };

/** A request ready to go: variables substituted, disabled rows left out, auth applied. */
export type WireRequest = {
  method: HttpMethod;
  url: string;
  headers: [string, string][];
  body?: WireBody;
};

/** Auto tries the browser first; Browser never uses the relay; Relay always does. */
export type TransportMode = 'auto' | 'direct' | 'relay';
export type TransportRoute = 'direct' | 'relay';

// Fetch standard "forbidden request-header names": a page cannot set them (the browser drops them).
const FORBIDDEN_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'access-control-request-private-network',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/** The names among `headers` a browser will not send (Cookie, Host, Origin, Proxy-*, Sec-*…), as written. */
export function browserForbiddenHeaders(headers: readonly [string, string][]): string[] {
  const found = headers
    .map(([name]) => name)
    .filter((name) => {
      const lower = name.toLowerCase();
      return FORBIDDEN_HEADERS.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-');
    });
  return [...new Set(found)];
}

const SIMPLE_HEADERS = new Set(['accept', 'accept-language', 'content-language', 'content-type', 'range']);
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether the browser asks the target first (a CORS preflight) before sending this request. When it
 * does and the answer is no, the request itself was never sent, so sending it again through the
 * relay cannot do anything twice.
 */
export function needsPreflight(request: WireRequest): boolean {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) return true;
  for (const [name, value] of request.headers) {
    const lower = name.toLowerCase();
    if (FORBIDDEN_HEADERS.has(lower)) continue; // dropped by the browser, never sent
    if (!SIMPLE_HEADERS.has(lower)) return true;
    if (value.length > 128) return true;
    if (lower === 'content-type' && !SIMPLE_CONTENT_TYPES.has(value.split(';')[0]!.trim().toLowerCase())) return true;
  }
  return false;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * After a failed direct attempt, whether Auto may send the request again through the relay by
 * itself: when the browser never sent it (preflight refused) or sending twice changes nothing.
 * A simple POST may have reached the server already; the user decides.
 */
export function relayRetryIsSafe(request: WireRequest): boolean {
  return IDEMPOTENT.has(request.method) || needsPreflight(request);
}

export type RoutePlan = { route: TransportRoute; reason: string; fallbackToRelay: boolean };

/**
 * Which way a request goes first, and why (the screen shows the reason). `pageProtocol` is the
 * page's (an https page may not fetch http:// URLs); `corsBlockedOrigins` are targets that already
 * refused this page in this session.
 */
export function planRoute(
  request: WireRequest,
  {
    mode,
    pageProtocol,
    corsBlockedOrigins = new Set<string>(),
  }: { mode: TransportMode; pageProtocol: string; corsBlockedOrigins?: ReadonlySet<string> },
): RoutePlan {
  if (mode === 'relay') return { route: 'relay', reason: 'Sent through the relay, as chosen.', fallbackToRelay: false };
  if (mode === 'direct') return { route: 'direct', reason: 'Sent from the browser, as chosen.', fallbackToRelay: false };
  const forbidden = browserForbiddenHeaders(request.headers);
  if (forbidden.length > 0) {
    return {
      route: 'relay',
      reason: `Sent through the relay: a browser may not send ${forbidden.join(', ')}.`,
      fallbackToRelay: false,
    };
  }
  const target = new URL(request.url);
  if (pageProtocol === 'https:' && target.protocol === 'http:') {
    return {
      route: 'relay',
      reason: 'Sent through the relay: an https page may not fetch an http:// URL (mixed content).',
      fallbackToRelay: false,
    };
  }
  if (corsBlockedOrigins.has(target.origin)) {
    return {
      route: 'relay',
      reason: `Sent through the relay: ${target.host} does not allow this page to read its answers (CORS).`,
      fallbackToRelay: false,
    };
  }
  return { route: 'direct', reason: 'Sent from the browser: the target allows this page (CORS).', fallbackToRelay: true };
}

/** Headers that Set-Cookie-like data arrives in; a browser never shows them to a page. */
export function setCookieHeaders(headers: readonly [string, string][]): string[] {
  return headers.filter(([name]) => name.toLowerCase() === 'set-cookie').map(([, value]) => value);
}

export function headerValue(headers: readonly [string, string][], name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find(([n]) => n.toLowerCase() === lower)?.[1];
}
