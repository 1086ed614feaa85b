// Whether DevForge's server answered the last time the page asked it (see use-online.ts).
//
// The state lives on the page itself: <html data-server-unreachable> while the server does not
// answer, and a `devforge:connection` event on window when that changes. The first load's session
// check (services/session.tsx) speaks the same two words without importing this module: shared with
// the first load, the bundler gave this module a chunk (a request) of its own.

export const UNREACHABLE_ATTRIBUTE = 'data-server-unreachable';
export const CONNECTION_EVENT = 'devforge:connection';

export function isServerReachable(): boolean {
  return !document.documentElement.hasAttribute(UNREACHABLE_ATTRIBUTE);
}

function setReachable(reachable: boolean): void {
  if (reachable === isServerReachable()) return;
  document.documentElement.toggleAttribute(UNREACHABLE_ATTRIBUTE, !reachable);
  window.dispatchEvent(new Event(CONNECTION_EVENT));
}

/** The server answered (any HTTP status from it): requests can reach it. */
export function markServerReachable(): void {
  setReachable(true);
}

/** A request to the server never got an answer. */
export function markServerUnreachable(): void {
  setReachable(false);
}

export function subscribeToServerReachability(listener: () => void): () => void {
  window.addEventListener(CONNECTION_EVENT, listener);
  return () => window.removeEventListener(CONNECTION_EVENT, listener);
}
