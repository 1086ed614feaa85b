import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionResponse } from '@common/auth';

export type SessionUser = NonNullable<SessionResponse>['user'];
export type SessionState = {
  user: SessionUser | null;
  loading: boolean;
  isPro: boolean;
  /** Ends the session on the server, then forgets it here. */
  signOut: () => Promise<void>;
  /** True after the user signed out in this tab (until the next sign-in): protected pages then go home, not to /login. */
  signedOutByUser: boolean;
  /** Asks the server again (after sign-in, a confirmed email, enabling two-factor…). */
  refresh: () => Promise<SessionUser | null>;
};

// Outside a provider (unit tests of single components) everyone is signed out.
const signedOut: SessionState = { user: null, loading: false, isPro: false, signOut: async () => {}, refresh: async () => null, signedOutByUser: false };
const SessionContext = createContext<SessionState>(signedOut);

const SESSION_URL = '/api/auth/get-session';
/** A page that comes back into view re-checks its session at most this often. */
const RECHECK_AFTER_MS = 60_000;
const RETRY_DELAYS_MS = [200, 400, 800];

/**
 * Plain fetch on purpose: the auth library's client would add ~15 KB gzip to the first load.
 * A network failure is retried with back-off before the visitor is treated as signed out.
 */
async function fetchSession(): Promise<SessionResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(SESSION_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) return null;
      return ((await response.json()) as SessionResponse) ?? null;
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The signed-in user, read from the server (the session itself is an HttpOnly cookie). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionResponse>(null);
  const [loading, setLoading] = useState(true);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const checkedAt = useRef(0);
  // Answers can arrive out of order (a slow re-check after a sign-out): only the newest counts.
  const generation = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++generation.current;
    const settle = (next: SessionResponse) => {
      if (mine === generation.current) {
        setSession(next);
        setLoading(false);
        if (next) setSignedOutByUser(false);
        checkedAt.current = Date.now();
      }
      return next?.user ?? null;
    };
    return fetchSession().then(settle, () => settle(null));
  }, []);

  useEffect(() => {
    void refresh();
    // Spec platform.md §4: checking pauses while the page is hidden and resumes when it is shown,
    // so a session ended elsewhere (sign-out, password reset) is noticed when the user returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt.current > RECHECK_AFTER_MS) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const signOut = useCallback(async () => {
    generation.current++;
    try {
      await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } finally {
      // Even if the server could not be reached, this tab stops acting signed in.
      setSignedOutByUser(true);
      setSession(null);
      setLoading(false);
    }
  }, []);

  const value = useMemo<SessionState>(
    () => ({ user: session?.user ?? null, loading, isPro: session?.isPro ?? false, signOut, refresh, signedOutByUser }),
    [session, loading, signOut, refresh, signedOutByUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
