import { passwordProblem } from '@common/auth';

// The order in which each form's submit is checked (spec platform.md §5), as pure functions:
// the first problem found is the message shown.

export const formMessages = {
  offline: 'No internet connection. Check your connection and try again.',
  allRequired: 'All fields are required',
  terms: 'Please accept the Terms of Service and Privacy Policy',
  mismatch: 'Passwords do not match',
  loginRequired: 'Please enter your email and password',
  emailRequired: 'Please enter your email address',
  codeRequired: 'Enter the code from your authenticator app',
} as const;

export function signUpProblem({
  email,
  password,
  confirmPassword,
  acceptedTerms,
  online,
}: {
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
  online: boolean;
}): string | null {
  if (!online) return formMessages.offline;
  if (!email.trim() || !password || !confirmPassword) return formMessages.allRequired;
  if (!acceptedTerms) return formMessages.terms;
  if (password !== confirmPassword) return formMessages.mismatch;
  return passwordProblem({ password });
}

export function loginProblem({ email, password, online }: { email: string; password: string; online: boolean }): string | null {
  if (!online) return formMessages.offline;
  if (!email.trim() || !password) return formMessages.loginRequired;
  return null;
}

export function resetRequestProblem({ email, online }: { email: string; online: boolean }): string | null {
  if (!online) return formMessages.offline;
  if (!email.trim()) return formMessages.emailRequired;
  return null;
}

export function newPasswordProblem({ password, confirmPassword, online }: { password: string; confirmPassword: string; online: boolean }): string | null {
  if (!online) return formMessages.offline;
  if (!password || !confirmPassword) return formMessages.allRequired;
  if (password !== confirmPassword) return formMessages.mismatch;
  return passwordProblem({ password });
}
