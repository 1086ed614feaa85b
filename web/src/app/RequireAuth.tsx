import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from './PageLoading';
import { useSession } from './session';

/** sessionStorage key of the page to return to after signing in (spec platform.md §3). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const DEFAULT_AFTER_LOGIN = '/tools';

export function saveRedirectAfterLogin(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    /* storage unavailable: the user lands on /tools instead */
  }
}

/**
 * The saved page, or /tools. Only same-site paths are honoured, so a value planted in
 * storage cannot send the user to another site. `consume` removes it once used.
 */
export function redirectAfterLogin({ consume = false }: { consume?: boolean } = {}): string {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    if (consume) sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    /* storage unavailable */
  }
  return saved && saved.startsWith('/') && !saved.startsWith('//') && !saved.startsWith('/\\') ? saved : DEFAULT_AFTER_LOGIN;
}

/**
 * The protected wrapper: a spinner while the session loads; without a user, remember the page and
 * go to /login. `showWhileChecking` shows the page during the check instead (pages that hold
 * nothing personal, such as the catalogue: prerendered, they paint before the answer comes).
 * Offline, the session last confirmed in this browser stands in (session.tsx), so a signed-in user
 * keeps the tools that run in the browser; offline is never taken for signed out.
 */
export function RequireAuth({
  children,
  preload,
  showWhileChecking = false,
}: {
  children: ReactNode;
  preload?: (pathname: string) => void;
  showWhileChecking?: boolean;
}) {
  const { user, loading, signedOutByUser } = useSession();
  const location = useLocation();
  // Start downloading the page's code during the session check instead of after it.
  useEffect(() => {
    if (loading) preload?.(location.pathname);
  }, [loading, preload, location.pathname]);
  if (loading) {
    if (showWhileChecking) return children;
    return <PageLoading label="Checking your session" />;
  }
  // Signing out on a protected page goes home (spec platform.md §2), not to /login.
  if (!user && signedOutByUser) return <Navigate to="/" replace />;
  if (!user) {
    saveRedirectAfterLogin(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return children;
}
