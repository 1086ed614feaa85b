import { APICallError, RetryError } from 'ai';
import { providerName, type AiErrorCode, type ProviderId } from '../../../common/ai';
import { HttpError } from '../http/errors';

export type KeySource = 'own' | 'built-in';

/** A failure of the AI provider, already worded for the user; never carries the key or the provider's own text. */
export class AiProviderError extends HttpError {
  constructor(
    statusCode: number,
    readonly aiCode: AiErrorCode,
    message: string,
    /** For the log: what went wrong, without anything secret. */
    readonly detail: { provider: ProviderId; status?: number; kind: string },
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, aiCode, message);
  }
}

/** The request was cut off because the browser went away: nothing to answer. */
export class ClientGoneError extends Error {}

/** A reply that arrived but cannot be used (malformed, cut off, not what was asked for). */
export class BadReplyError extends Error {}

const QUOTA_HINTS = /insufficient_quota|exceeded your current quota|credit balance|billing|out of credits|quota exceeded/i;

const UNREADABLE = new Set(['AI_JSONParseError', 'AI_TypeValidationError', 'AI_InvalidResponseDataError', 'AI_EmptyResponseBodyError']);

/**
 * A reply that arrived but could not be parsed. Some SDK providers wrap a parse failure in an
 * APICallError with a made-up status 500, so the cause chain is what tells.
 */
export function isUnreadableReply(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof BadReplyError || UNREADABLE.has(current.name)) return true;
    // Anthropic's provider turns an unparsable first stream event into an APICallError whose body is that error.
    if (APICallError.isInstance(current) && current.responseBody?.startsWith('{')) {
      try {
        if (UNREADABLE.has((JSON.parse(current.responseBody) as { name?: string }).name ?? '')) return true;
      } catch {
        // Not JSON: a real error answer from the provider.
      }
    }
  }
  return false;
}

function secondsText(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} seconds`;
}

function unwrap(error: unknown): unknown {
  return RetryError.isInstance(error) ? (error.lastError ?? error) : error;
}

/** The HTTP status the provider answered with, if it answered at all. */
export function providerStatusOf(error: unknown): number | undefined {
  const inner = unwrap(error);
  return APICallError.isInstance(inner) ? inner.statusCode : undefined;
}

function retryAfterOf(error: unknown): number | undefined {
  const inner = unwrap(error);
  if (!APICallError.isInstance(inner)) return undefined;
  const value = Number(inner.responseHeaders?.['retry-after']);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

/**
 * Turns whatever a provider call threw into a message the user can act on, naming the provider:
 * key rejected, rate-limited, quota exhausted, timeout, provider down, unreadable reply.
 */
export function describeProviderError({
  error,
  provider,
  keySource,
  timedOut = false,
  timeoutMs,
  model,
}: {
  error: unknown;
  provider: ProviderId;
  keySource: KeySource;
  timedOut?: boolean;
  timeoutMs: number;
  model: string;
}): AiProviderError {
  const name = providerName(provider);
  if (error instanceof AiProviderError) return error;
  if (timedOut) {
    return new AiProviderError(504, 'ai_timeout', `${name} did not answer within ${secondsText(timeoutMs)}. Please try again, or try with a shorter input.`, {
      provider,
      kind: 'timeout',
    });
  }
  if (error instanceof BadReplyError) {
    return new AiProviderError(502, 'ai_bad_response', `${name} sent a reply that could not be read (${error.message}). Please try again.`, { provider, kind: 'bad reply' });
  }
  if (isUnreadableReply(unwrap(error))) {
    return new AiProviderError(502, 'ai_bad_response', `${name} sent a reply that could not be read. Please try again.`, { provider, kind: 'bad reply' });
  }
  const inner = unwrap(error);
  const status = providerStatusOf(error);
  const body = APICallError.isInstance(inner) ? (inner.responseBody ?? '') : '';
  const detail = { provider, status, kind: 'http' };
  if (status === undefined) {
    return new AiProviderError(502, 'ai_provider_down', `Could not reach ${name}, or the connection dropped. Please try again in a few minutes, or choose another provider.`, {
      ...detail,
      kind: 'network',
    });
  }
  if (status >= 200 && status < 300) {
    return new AiProviderError(502, 'ai_bad_response', `${name} sent a reply that could not be read. Please try again.`, { ...detail, kind: 'bad reply' });
  }
  if (status === 402 || ((status === 429 || status === 400 || status === 403) && QUOTA_HINTS.test(body))) {
    const message =
      keySource === 'own'
        ? `Your ${name} account has run out of quota or credit. Check your plan and billing with ${name}, or choose another provider.`
        : `The built-in ${name} key has run out of quota. Please add your own ${name} API key in Account Settings, or try again later.`;
    return new AiProviderError(502, 'ai_quota_exhausted', message, { ...detail, kind: 'quota' });
  }
  if (status === 401 || status === 403) {
    const message =
      keySource === 'own'
        ? `${name} rejected your API key (HTTP ${status}). Check the key in Account Settings, or save a new one.`
        : `${name} rejected the built-in API key. Please add your own ${name} API key in Account Settings, or choose another provider.`;
    return new AiProviderError(502, 'ai_key_rejected', message, { ...detail, kind: 'key rejected' });
  }
  if (status === 429) {
    const retryAfter = retryAfterOf(error);
    const wait = retryAfter ? `in ${retryAfter} s` : 'in a minute';
    return new AiProviderError(503, 'ai_rate_limited', `${name} is rate-limiting requests (HTTP 429). Please try again ${wait}.`, { ...detail, kind: 'rate limited' }, retryAfter);
  }
  if (status >= 500) {
    return new AiProviderError(502, 'ai_provider_down', `${name} is not available right now (HTTP ${status}). Please try again in a few minutes, or choose another provider.`, {
      ...detail,
      kind: 'provider down',
    });
  }
  return new AiProviderError(
    502,
    'ai_request_refused',
    `${name} refused the request (HTTP ${status}). Check that the model "${model}" exists for your account, or choose another provider.`,
    { ...detail, kind: 'refused' },
  );
}
