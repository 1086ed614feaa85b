import type { TwoFactorChallenge } from '@common/auth';
import { apiFetch } from '@/lib/api';

// The auth endpoints the screens call (served by Better Auth behind /api/auth; see server/src/auth/routes.ts).
// Plain fetch through apiFetch keeps the auth library's client out of the bundle.

const post = <T>(path: string, json: unknown = {}) => apiFetch<T>(`/api/auth${path}`, { method: 'POST', json });

type UserReply = { user: { id: string; email: string } };

export function signUp({ email, password }: { email: string; password: string }) {
  return post<UserReply>('/sign-up/email', { email, password });
}

export function signIn({ email, password }: { email: string; password: string }) {
  return post<UserReply | TwoFactorChallenge>('/sign-in/email', { email, password });
}

export function isTwoFactorChallenge(reply: UserReply | TwoFactorChallenge): reply is TwoFactorChallenge {
  return 'twoFactorRedirect' in reply && reply.twoFactorRedirect === true;
}

/** Finishes a sign-in (or, on the account page, the set-up) with a code from the authenticator app. */
export function verifyTotp({ code }: { code: string }) {
  return post<unknown>('/two-factor/verify-totp', { code });
}

export function verifyBackupCode({ code }: { code: string }) {
  return post<unknown>('/two-factor/verify-backup-code', { code });
}

export function requestPasswordReset({ email, redirectTo }: { email: string; redirectTo: string }) {
  return post<{ status: boolean }>('/request-password-reset', { email, redirectTo });
}

export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return post<{ status: boolean }>('/reset-password', { token, newPassword });
}

export function resendConfirmation({ email }: { email: string }) {
  return post<{ status: boolean }>('/send-verification-email', { email });
}

export function enableTwoFactor({ password }: { password: string }) {
  return post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password });
}

export function disableTwoFactor({ password }: { password: string }) {
  return post<{ status: boolean }>('/two-factor/disable', { password });
}
