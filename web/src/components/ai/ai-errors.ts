// How every AI screen words a refusal or failure (spec tools.md §5 AI tools, §8; platform.md §6),
// and what it offers the user to do about it.

/** Spec tools.md §5: a request without a key for the chosen provider is refused with this, and key entry opens. */
export const NO_KEY_MESSAGE = 'Please configure your AI API key first';

export type AiErrorView = {
  title: string;
  message: string;
  code: string;
  /** Spec tools.md §8: any message containing "API key" offers a Configure API Key button. */
  offersKeyEntry: boolean;
  /** The day's free requests are used up: link to Account Settings and the upgrade panel. */
  limitReached: boolean;
  /** The session ended: link to sign in again. */
  signedOut: boolean;
};

const titles: Record<string, string> = {
  unauthorized: 'Signed out',
  api_key_required: 'API key required',
  daily_limit_reached: 'Daily limit reached',
  invalid_input: 'Check your input',
  provider_unavailable: 'Provider not available',
  ai_key_rejected: 'API key rejected',
  ai_rate_limited: 'Provider busy',
  ai_quota_exhausted: 'Provider quota exhausted',
  ai_timeout: 'The AI took too long',
  ai_provider_down: 'Provider unavailable',
  ai_bad_response: 'The AI reply could not be used',
  ai_invalid_output: 'The AI reply could not be used',
  ai_length_limit: 'The reply was cut off',
  ai_request_refused: 'Request refused',
  network: 'Connection problem',
  stream_incomplete: 'Connection lost',
};

const GENERIC = 'Something went wrong. Please try again.';

/**
 * What the error panel says for a failure: a title for its kind, the server's message (or
 * `fallback`, the tool's own wording such as "Failed to generate regex", when there is none), and
 * the actions it offers.
 */
export function describeAiError(error: unknown, { fallback = GENERIC }: { fallback?: string } = {}): AiErrorView {
  const e = error as { status?: unknown; code?: unknown; message?: unknown } | null;
  const status = typeof e?.status === 'number' ? e.status : 0;
  const code = typeof e?.code === 'string' ? e.code : status === 401 ? 'unauthorized' : 'error';
  const title = titles[code] ?? (status === 401 ? titles.unauthorized! : status === 429 ? titles.daily_limit_reached! : status === 400 ? titles.invalid_input! : 'Error');
  const message = typeof e?.message === 'string' && e.message.trim() ? e.message : fallback;
  return aiErrorView({ title, message, code, status });
}

/** An error view for a message of the screen's own (an input check, the missing-key refusal). */
export function aiErrorView({ message, code = 'invalid_input', title, status = 0 }: { message: string; code?: string; title?: string; status?: number }): AiErrorView {
  return {
    title: title ?? titles[code] ?? 'Error',
    message,
    code,
    offersKeyEntry: /API key/i.test(message),
    limitReached: code === 'daily_limit_reached',
    signedOut: code === 'unauthorized' || status === 401,
  };
}

/** The refusal of spec tools.md §5 when the chosen provider has no key the request could use. */
export function noKeyError(): AiErrorView {
  return aiErrorView({ message: NO_KEY_MESSAGE, code: 'api_key_required' });
}
