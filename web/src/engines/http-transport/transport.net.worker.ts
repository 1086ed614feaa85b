// Sends the API clients' requests and reads their answers off the main thread. The `.net.worker`
// name matters: the server sends this script with a CSP of its own whose connect-src allows any
// http(s) URL (server/src/http/security.ts), while the page itself may only connect to our origin.
// A dedicated worker runs under its own script's policy, so only this code can reach other sites.
import { abortedFailure, explainDirectFailure, explainRelayFailure } from './explain';
import { RelayFailure, sendDirect, sendThroughRelay, targetAnswers, type Exchange } from './exchange';
import type { TransportCommand, TransportOutcome, TransportReply, TransportResponse } from './protocol';
import { describeBody, type BodyTexts } from './response-body';
import { headerValue, needsPreflight, relayRetryIsSafe, type RoutePlan, type WireRequest } from './wire';

const running = new Map<number, AbortController>();
/** Full bodies of the latest responses, for Copy and Download (a few, not every response ever). */
const kept = new Map<number, BodyTexts & { bytes: Uint8Array; mime: string }>();
const KEEP = 4;

function reply(message: TransportReply) {
  self.postMessage(message);
}

function relayFailureOutcome(error: unknown, request: WireRequest, signal: AbortSignal): TransportOutcome {
  if (signal.aborted) return { ok: false, failure: abortedFailure('relay') };
  if (error instanceof RelayFailure)
    return {
      ok: false,
      failure: explainRelayFailure({ url: request.url, status: error.status, code: error.code, message: error.message }),
    };
  throw error;
}

async function send(id: number, request: WireRequest, plan: RoutePlan, pageOrigin: string): Promise<TransportOutcome> {
  const controller = new AbortController();
  running.set(id, controller);
  const { signal } = controller;
  let exchange: Exchange;
  let routeNote = plan.reason;
  let corsBlockedOrigin: string | undefined;
  try {
    if (plan.route === 'relay') {
      try {
        exchange = await sendThroughRelay(request, signal);
      } catch (error) {
        return relayFailureOutcome(error, request, signal);
      }
    } else {
      try {
        exchange = await sendDirect(request, signal);
      } catch (error) {
        if (signal.aborted) return { ok: false, failure: abortedFailure('direct') };
        if (!(error instanceof TypeError)) throw error;
        const host = new URL(request.url).host;
        if (plan.fallbackToRelay && relayRetryIsSafe(request)) {
          try {
            exchange = await sendThroughRelay(request, signal);
          } catch (relayError) {
            const outcome = relayFailureOutcome(relayError, request, signal);
            if (!outcome.ok && outcome.failure.kind === 'relay') {
              outcome.failure.message = `The browser could not get an answer from ${host} (CORS or network), and the relay failed too: ${outcome.failure.message}`;
            }
            return outcome;
          }
          routeNote = `Sent through the relay: the browser could not read an answer from ${host} (it does not allow this page, CORS).`;
          corsBlockedOrigin = new URL(request.url).origin;
        } else {
          const answered = await targetAnswers(request.url, signal);
          const failure = explainDirectFailure({ url: request.url, pageOrigin, answered, preflighted: needsPreflight(request) });
          if (plan.fallbackToRelay)
            failure.message += ' (Auto did not resend it by itself: a simple POST may already have been handled by the server.)';
          return { ok: false, failure };
        }
      }
    }
  } finally {
    running.delete(id);
  }

  const { view, texts } = describeBody(exchange.bytes, headerValue(exchange.headers, 'content-type'));
  kept.set(id, { ...texts, bytes: exchange.bytes, mime: view.mime });
  for (const old of [...kept.keys()].slice(0, -KEEP)) kept.delete(old);
  const response: TransportResponse = {
    route: exchange.route,
    routeNote,
    status: exchange.status,
    statusText: exchange.statusText,
    headers: exchange.headers,
    url: exchange.url,
    redirects: exchange.redirects,
    redirected: exchange.redirected,
    remoteAddress: exchange.remoteAddress,
    durationMs: Math.round(exchange.durationMs),
    bodyBytes: exchange.bytes.length,
    truncated: exchange.truncated,
    body: view,
    ...(corsBlockedOrigin ? { corsBlockedOrigin } : {}),
  };
  return { ok: true, response };
}

self.onmessage = async (event: MessageEvent<TransportCommand>) => {
  const command = event.data;
  if (command.type === 'cancel') {
    running.get(command.id)?.abort();
    return;
  }
  if (command.type === 'body') {
    const body = kept.get(command.id);
    if (!body) return reply({ type: 'body', id: command.id, missing: true });
    const text = command.which === 'pretty' ? (body.pretty ?? body.raw) : body.raw;
    if (command.as === 'text') return reply({ type: 'body', id: command.id, text: text ?? '' });
    // A download of the raw body is its bytes as received (any charset, images, binary).
    const blob =
      command.which === 'pretty' && body.pretty !== undefined
        ? new Blob([body.pretty], { type: 'application/json' })
        : new Blob([body.bytes.slice()], { type: body.mime || 'application/octet-stream' });
    return reply({ type: 'body', id: command.id, blob });
  }
  try {
    reply({ type: 'result', id: command.id, outcome: await send(command.id, command.request, command.plan, command.pageOrigin) });
  } catch (error) {
    console.error('The request failed in the transport worker', error);
    reply({
      type: 'result',
      id: command.id,
      outcome: {
        ok: false,
        failure: {
          kind: 'network',
          route: command.plan.route,
          title: 'The request failed',
          message: (error as Error).message || String(error),
        },
      },
    });
  }
};
