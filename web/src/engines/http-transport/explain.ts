// Failures worded for the user. A browser reports every CORS or network problem as the same
// "TypeError: Failed to fetch"; these say what happened, whether the request reached the server,
// and what to do next.
import type { TransportFailure } from './protocol';
import type { TransportRoute } from './wire';

export function explainDirectFailure({
  url,
  pageOrigin,
  answered,
  preflighted,
}: {
  url: string;
  pageOrigin: string;
  /** A no-cors probe got an answer: a server is there, so CORS is what stopped the request. */
  answered: boolean;
  /** The browser asked first (OPTIONS); refused, the request itself was never sent. */
  preflighted: boolean;
}): TransportFailure {
  const target = new URL(url);
  if (answered) {
    const sent = preflighted
      ? 'The browser asked first (a CORS preflight) and was not allowed, so the request itself was not sent.'
      : 'The request did reach the server; only its answer is hidden from this page.';
    return {
      kind: 'cors',
      route: 'direct',
      title: 'Blocked by CORS',
      message:
        `${target.host} answered, but it does not allow this page (${pageOrigin}) to read its answer: the response has no ` +
        `Access-Control-Allow-Origin header for this origin. Browsers enforce this for pages; curl and Postman do not. ${sent} ` +
        'Send it through the relay, or allow this origin on the server.',
      suggestRelay: true,
    };
  }
  return {
    kind: 'network',
    route: 'direct',
    title: 'Could not reach the target from the browser',
    message:
      `The browser got no answer from ${target.host}: the server may be down, the name may not resolve, its certificate may not be ` +
      'trusted, or an extension blocked the request. The browser does not say which; the relay can tell you.',
    suggestRelay: true,
  };
}

const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

export function explainRelayFailure({
  url,
  status,
  code,
  message,
}: {
  url: string;
  status: number;
  code: string;
  message: string;
}): TransportFailure {
  const titles: Record<string, string> = {
    target_refused: 'The relay refused this target',
    target_unreachable: 'The relay could not reach the target',
    target_timeout: 'The target took too long',
    too_many_redirects: 'Too many redirects',
    body_too_large: 'Request body too large for the relay',
    rate_limited: 'Too many relayed requests',
    unauthorized: 'Sign in to use the relay',
    invalid_input: 'The relay could not send this request',
  };
  let hint = '';
  const host = URL.canParse(url) ? new URL(url).host : '';
  if (code === 'target_refused' && LOCAL_HOST.test(host.replace(/:\d+$/, ''))) {
    hint =
      ' Servers on your own machine or network are reachable only from your browser: choose Send via Browser, and allow this page in the server’s CORS settings.';
  }
  return {
    kind: 'relay',
    route: 'relay',
    title: titles[code] ?? (status === 0 ? 'Could not reach DevForge' : 'The relay failed'),
    message: `${message}${hint}`,
    code,
  };
}

export function abortedFailure(route: TransportRoute): TransportFailure {
  return { kind: 'aborted', route, title: 'Request cancelled', message: 'The request was cancelled before an answer arrived.' };
}
