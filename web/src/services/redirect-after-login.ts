// Where to go once signed in: RequireAuth saves the page, the login and OAuth callback pages read it.

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
