import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '@/services/PageLoading';
import { saveRedirectAfterLogin } from '@/services/redirect-after-login';
import { useSession } from '@/services/session';

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
