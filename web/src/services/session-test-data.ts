// For unit tests of components that read the session: a signed-in user and the server's answers.
// (Test-only: nothing in the app imports this file.)

export const testUser = { id: 'u1', email: 'ada@example.com', plan: 'free', emailVerified: true, twoFactorEnabled: false, createdAt: '2026-01-01T00:00:00.000Z' };

/** What GET /api/auth/get-session answers for `testUser`. */
export const signedInAnswer = { user: testUser, session: { expiresAt: '2026-02-01T00:00:00.000Z' }, isPro: false };

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
