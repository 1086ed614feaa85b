import type { SessionResponse } from '@common/auth';

// The last session the server confirmed, remembered in this browser so that a signed-in user who
// loses the network (or opens the app offline) keeps the tools that run in the browser. It is
// never taken for a fresh answer: the session state says `offline` while it stands in, and it is
// dropped on sign-out, on a "signed out" answer and once it has expired.

const KEY = 'devforge:last-session';

export function rememberSession(session: NonNullable<SessionResponse>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ user: session.user, session: session.session, isPro: session.isPro }));
  } catch {
    /* storage unavailable: offline, the visitor is asked to sign in */
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}

export function lastSession(now = Date.now()): SessionResponse {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionResponse;
    if (saved?.user?.email && Date.parse(saved.session.expiresAt) > now) return saved;
  } catch {
    /* unreadable: treated as none */
  }
  return null;
}
