import type { BodyView } from './response-body';
import type { RoutePlan, TransportRoute, WireRequest } from './wire';

/** A response as the page shows it; the full body stays in the worker (see TransportReply 'body'). */
export type TransportResponse = {
  route: TransportRoute;
  /** Why it went that way, in a sentence for the user. */
  routeNote: string;
  status: number;
  statusText: string;
  headers: [string, string][];
  url: string;
  redirects: { status: number; url: string }[];
  redirected: boolean;
  remoteAddress?: string;
  durationMs: number;
  bodyBytes: number;
  truncated: boolean;
  body: BodyView;
  /** Set when Auto found that this origin refuses the page (CORS): later requests go through the relay. */
  corsBlockedOrigin?: string;
};

export type TransportFailureKind =
  /** The target answered but does not let this page read the answer. */
  | 'cors'
  /** The browser reached no server (down, DNS, certificate, blocked). */
  | 'network'
  /** The relay refused or could not reach the target; `code` is its error code. */
  | 'relay'
  | 'aborted';

export type TransportFailure = {
  kind: TransportFailureKind;
  route: TransportRoute;
  title: string;
  message: string;
  code?: string;
  /** The relay would likely succeed where the browser failed. */
  suggestRelay?: boolean;
};

export type TransportOutcome = { ok: true; response: TransportResponse } | { ok: false; failure: TransportFailure };

export type TransportCommand =
  | { type: 'send'; id: number; request: WireRequest; plan: RoutePlan; pageOrigin: string }
  | { type: 'cancel'; id: number }
  | { type: 'body'; id: number; which: 'pretty' | 'raw'; as: 'text' | 'blob' };

export type TransportReply =
  | { type: 'result'; id: number; outcome: TransportOutcome }
  /** The full body asked for, or null when that response is no longer kept. */
  | { type: 'body'; id: number; text?: string; blob?: Blob; missing?: boolean };
