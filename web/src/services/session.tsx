import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionResponse } from '@common/auth';
import { forgetSession, lastSession, rememberSession } from './last-session';
import { noteServerBuild } from '@/lib/deployment';
import { appUrl } from '@/lib/base-path';

export type SessionUser = NonNullable<SessionResponse>['user'];
export type SessionState = {
  user: SessionUser | null;
  loading: boolean;
  isPro: boolean;
  /**
   * True while the server cannot be reached: `user` is then the session this browser last saw
   * confirmed (or null), good for the tools that run in the browser, not for server-backed data.
   */
  offline: boolean;
  /** Ends the session on the server, then forgets it here. */
  signOut: () => Promise<void>;
  /** True after the user signed out in this tab (until the next sign-in): protected pages then go home, not to /login. */
  signedOutByUser: boolean;
  /** Asks the server again (after sign-in, a confirmed email, enabling two-factor…). */
  refresh: () => Promise<SessionUser | null>;
};

// Outside a provider (unit tests of single components) everyone is signed out.
const signedOut: SessionState = {
  user: null,
  loading: false,
  isPro: false,
  offline: false,
  signOut: async () => {},
  refresh: async () => null,
  signedOutByUser: false,
};
const SessionContext = createContext<SessionState>(signedOut);

const SESSION_URL = appUrl('/api/auth/get-session');
// lib/connection.ts's contract, written out here (importing it from the first load cost a request):
// <html data-server-unreachable> while the server does not answer, and an event when that changes.
const UNREACHABLE_ATTRIBUTE = 'data-server-unreachable';
const CONNECTION_EVENT = 'devforge:connection';
const isServerReachable = () => !document.documentElement.hasAttribute(UNREACHABLE_ATTRIBUTE);
function setServerReachable(reachable: boolean) {
  if (reachable === isServerReachable()) return;
  document.documentElement.toggleAttribute(UNREACHABLE_ATTRIBUTE, !reachable);
  window.dispatchEvent(new Event(CONNECTION_EVENT));
}
function subscribeToServerReachability(listener: () => void) {
  window.addEventListener(CONNECTION_EVENT, listener);
  return () => window.removeEventListener(CONNECTION_EVENT, listener);
}

/** While the server cannot be reached (the browser being online), how often to ask it again. */
const UNREACHABLE_RECHECK_MS = 15_000;
/** A page that comes back into view re-checks its session at most this often. */
const RECHECK_AFTER_MS = 60_000;
const RETRY_DELAYS_MS = [200, 400, 800];

class ServerUnreachable extends Error {}

/**
 * Plain fetch on purpose: the auth library's client would add ~15 KB gzip to the first load.
 * A network failure is retried with back-off while the browser believes it is online; a server
 * that cannot be reached (no network, a 5xx from a proxy) is not an answer, so it never signs
 * anyone out: the caller falls back to the remembered session.
 */
async function fetchSession(): Promise<SessionResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(SESSION_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      noteServerBuild(response);
      if (response.status >= 500) throw new ServerUnreachable(`get-session answered ${response.status}`);
      if (!response.ok) return null;
      return ((await response.json()) as SessionResponse) ?? null;
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !navigator.onLine) throw err instanceof ServerUnreachable ? err : new ServerUnreachable(String(err));
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The signed-in user, read from the server (the session itself is an HttpOnly cookie). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionResponse>(null);
  const [loading, setLoading] = useState(true);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  // The server out of reach at the last request, this check's or any API call's (lib/connection.ts).
  const offline = useSyncExternalStore(subscribeToServerReachability, () => !isServerReachable(), () => false);
  const checkedAt = useRef(0);
  // Answers can arrive out of order (a slow re-check after a sign-out): only the newest counts.
  const generation = useRef(0);

  /**
   * Asks the server. A check of its own (page load, the page shown again, back online) updates the
   * page as a transition, in slices that let input through (the signed-in catalogue took one 120 ms
   * task on a throttled phone). A caller that acts on the answer (sign-in, then navigate) gets an
   * urgent update, so the next render already sees the new session.
   */
  const check = useCallback((background: boolean) => {
    const mine = ++generation.current;
    const apply = (next: SessionResponse, reachable: boolean) => {
      setServerReachable(reachable);
      setSession(next);
      setLoading(false);
      if (next) setSignedOutByUser(false);
    };
    const settle = (next: SessionResponse, reachable: boolean) => {
      if (mine === generation.current) {
        if (background) startTransition(() => apply(next, reachable));
        else apply(next, reachable);
        if (reachable) {
          checkedAt.current = Date.now();
          if (next) rememberSession(next);
          else forgetSession();
        }
      }
      return next?.user ?? null;
    };
    return fetchSession().then(
      (answer) => settle(answer, true),
      () => settle(lastSession(), false),
    );
  }, []);
  const refresh = useCallback(() => check(false), [check]);

  useEffect(() => {
    const recheck = () => void check(true);
    recheck();
    // Spec platform.md §4: checking pauses while the page is hidden and resumes when it is shown,
    // so a session ended elsewhere (sign-out, password reset) is noticed when the user returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt.current > RECHECK_AFTER_MS) recheck();
    };
    // Back online: ask the server, so the remembered session gives way to a real answer.
    const onOnline = recheck;
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [check]);

  // The browser says online but the server did not answer: ask again now and then, so the page
  // comes back by itself when the server does (no 'online' event will say so).
  useEffect(() => {
    if (!offline) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void check(true);
    }, UNREACHABLE_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [offline, check]);

  const signOut = useCallback(async () => {
    generation.current++;
    try {
      await fetch(appUrl('/api/auth/sign-out'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } finally {
      // Even if the server could not be reached, this tab stops acting signed in.
      forgetSession();
      setSignedOutByUser(true);
      setSession(null);
      setLoading(false);
    }
  }, []);

  const value = useMemo<SessionState>(
    () => ({ user: session?.user ?? null, loading, isPro: session?.isPro ?? false, offline, signOut, refresh, signedOutByUser }),
    [session, loading, offline, signOut, refresh, signedOutByUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
