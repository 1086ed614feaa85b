import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordProblem } from '../../../common/auth';

/** The endpoints that set a password, and the body field that carries it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * Better Auth only checks a password's length; this before-hook adds the upper/lower/digit
 * rule of spec platform.md §5, for HTTP calls and server-side auth.api calls alike.
 */
export const passwordRuleHook = createAuthMiddleware(async (ctx) => {
  const field = ctx.path ? passwordFields[ctx.path] : undefined;
  if (!field) return;
  const password: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
  // A missing or non-string password is left to the endpoint's own validation.
  if (typeof password !== 'string') return;
  const problem = passwordProblem({ password });
  if (problem) throw APIError.from('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: problem });
});
