import { z } from 'zod';

// Accounts: the password rule and the request shapes shared by the sign-in screens and the server.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters and include an uppercase letter, a lowercase letter and a number`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters`;

export type PasswordChecks = { length: boolean; upper: boolean; lower: boolean; digit: boolean; special: boolean };

/** Which parts of the rule a password meets (spec platform.md §5). `special` is shown, never required. */
export function checkPassword({ password }: { password: string }): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

/** The checklist shown under a new-password field, in the spec's order and wording. */
export const passwordChecklist: { key: Exclude<keyof PasswordChecks, 'special'>; label: string }[] = [
  { key: 'length', label: `${PASSWORD_MIN}+ characters` },
  { key: 'upper', label: 'Uppercase' },
  { key: 'lower', label: 'Lowercase' },
  { key: 'digit', label: 'Number' },
];

/** The message explaining why a new password is refused, or null when it is acceptable. */
export function passwordProblem({ password }: { password: string }): string | null {
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG_MESSAGE;
  const c = checkPassword({ password });
  return c.length && c.upper && c.lower && c.digit ? null : PASSWORD_RULE_MESSAGE;
}

export function isPasswordValid({ password }: { password: string }): boolean {
  return passwordProblem({ password }) === null;
}

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email address is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

/** A new password: the full rule. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .superRefine((password, ctx) => {
    const problem = passwordProblem({ password });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An existing password: only bounded, so sign-in never reveals the rule's history. */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE);

export const signUpInputSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const signInInputSchema = z.object({ email: emailSchema, password: currentPasswordSchema, rememberMe: z.boolean().optional() });
export const resetRequestInputSchema = z.object({ email: emailSchema, redirectTo: z.string().max(200).optional() });
export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'The reset link is missing its token' }).min(1, 'The reset link is missing its token').max(200, 'The reset link is invalid'),
  newPassword: newPasswordSchema,
});
export const resendConfirmationInputSchema = z.object({ email: emailSchema });
export const totpCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  trustDevice: z.boolean().optional(),
});
export const backupCodeSchema = z.object({
  code: z.string({ error: 'Enter one of your backup codes' }).trim().min(1, 'Enter one of your backup codes').max(64, 'That is not a backup code'),
  trustDevice: z.boolean().optional(),
});
export const passwordConfirmSchema = z.object({ password: currentPasswordSchema });

/** Where a reset email may send the user: the two password screens of spec platform.md §2. */
export const resetRedirects = { reset: '/auth/reset-password', create: '/auth/create-password?type=recovery' } as const;

/** Where the confirmation email lands (spec: /auth/callback). */
export const CONFIRM_CALLBACK_PATH = '/auth/callback?confirmed=1';

export type Plan = 'free' | 'pro';

/** What GET /api/auth/get-session answers: the signed-in user, or null. No tokens ever reach scripts. */
export type SessionResponse = {
  user: { id: string; email: string; plan: Plan; emailVerified: boolean; twoFactorEnabled: boolean; createdAt: string };
  session: { expiresAt: string };
  isPro: boolean;
} | null;

/** POST /api/auth/sign-in/email answers this when the account has two-factor on. */
export type TwoFactorChallenge = { twoFactorRedirect: true; twoFactorMethods: string[] };
