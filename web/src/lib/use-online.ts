import { useSyncExternalStore } from 'react';
import { isServerReachable, subscribeToServerReachability } from './connection';

export { markServerReachable, markServerUnreachable } from './connection';

// One answer to "can this page reach DevForge?" for every screen: the browser must believe it is
// online, and the server must have answered the last time the page asked it (the session check, or
// any API call). The browser's flag alone is not enough: it says nothing of a server that is down
// or a network that accepts nothing ("lie-fi"), and it can lag behind (issue 38: the footer's form
// trusted it alone and stayed sendable offline while the rest of the page said "You are offline").

function subscribe(callback: () => void) {
  const stop = subscribeToServerReachability(callback);
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    stop();
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Whether requests to DevForge's server can be made now (as the browser and the last answer tell). */
export function isOnline(): boolean {
  return navigator.onLine && isServerReachable();
}

/** Whether the browser believes it is online and the server answered last time; forms refuse to submit otherwise. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** The browser's own flag only (for "offline" vs "server unreachable" wording). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
