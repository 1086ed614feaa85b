// Decoding a JWT's header and payload (spec tools.md §5 JWT). Nothing here checks the signature:
// see verify.ts for that.

export const JWT_PARTS_ERROR = 'JWT must have three parts separated by dots';

export type JsonObject = Record<string, unknown>;

export type DecodedJwt = {
  /** The token as decoded: "Bearer " and whitespace removed. */
  token: string;
  header: JsonObject;
  payload: JsonObject;
  /** The signature segment as it appears in the token (base64url). */
  signature: string;
};

/**
 * Decodes a compact JWT. Blank input gives null (the screen clears silently); a malformed token
 * throws the spec's message.
 */
export function decodeJwt({ token }: { token: string }): DecodedJwt | null {
  const compact = normalizeToken({ token });
  if (compact === '') return null;
  const parts = compact.split('.');
  if (parts.length !== 3) throw new Error(JWT_PARTS_ERROR);
  return {
    token: compact,
    header: decodeJsonSegment({ segment: parts[0], name: 'header' }),
    payload: decodeJsonSegment({ segment: parts[1], name: 'payload' }),
    signature: parts[2],
  };
}

/** Strips what commonly comes along with a pasted token: an Authorization scheme and line breaks. */
export function normalizeToken({ token }: { token: string }): string {
  return token
    .trim()
    .replace(/^Bearer\s+/i, '')
    .replace(/\s+/g, '');
}

function decodeJsonSegment({ segment, name }: { segment: string; name: 'header' | 'payload' }): JsonObject {
  if (segment === '') throw new Error(`Invalid JWT: the ${name} is empty`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes({ input: segment }));
  } catch {
    throw new Error(`Invalid JWT: the ${name} is not valid base64url-encoded UTF-8`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`Invalid JWT: the ${name} is not valid JSON (${(err as Error).message})`, { cause: err });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Invalid JWT: the ${name} must be a JSON object`);
  }
  return value as JsonObject;
}

/**
 * base64url (RFC 4648 §5) to bytes. Padding and the standard alphabet are tolerated because
 * hand-made tokens often carry them.
 */
export function base64UrlToBytes({ input }: { input: string }): Uint8Array {
  const unpadded = input.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_+/-]*$/.test(unpadded) || unpadded.length % 4 === 1) {
    throw new Error('Not valid base64url');
  }
  const standard = unpadded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type ExpiryStatus = { expired: boolean; expiresAt: Date };

/** The exp claim (seconds since the epoch, RFC 7519 §4.1.4) against now; null without a usable exp. */
export function tokenExpiry({ payload, now = Date.now() }: { payload: JsonObject; now?: number }): ExpiryStatus | null {
  const expiresAt = numericDate({ value: payload.exp });
  if (!expiresAt) return null;
  return { expired: expiresAt.getTime() <= now, expiresAt };
}

/** A NumericDate claim as a Date, or null when it is not a finite number in the Date range. */
export function numericDate({ value }: { value: unknown }): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const date = new Date(value * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type ClaimRow = {
  claim: string;
  label: string;
  /** The claim's value as text (arrays joined, objects as JSON). */
  value: string;
  /** For the time claims: the date it stands for. */
  date?: Date;
};

const registeredClaims: { claim: string; label: string; isDate?: boolean }[] = [
  { claim: 'iss', label: 'Issuer' },
  { claim: 'sub', label: 'Subject' },
  { claim: 'aud', label: 'Audience' },
  { claim: 'exp', label: 'Expires', isDate: true },
  { claim: 'nbf', label: 'Not before', isDate: true },
  { claim: 'iat', label: 'Issued at', isDate: true },
  { claim: 'jti', label: 'JWT ID' },
];

/** The registered claims of RFC 7519 §4.1 present in the payload, in a readable order. */
export function describeClaims({ payload }: { payload: JsonObject }): ClaimRow[] {
  return registeredClaims
    .filter(({ claim }) => payload[claim] !== undefined)
    .map(({ claim, label, isDate }) => {
      const raw = payload[claim];
      const value = Array.isArray(raw) ? raw.join(', ') : typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
      const date = isDate ? numericDate({ value: raw }) : null;
      return date ? { claim, label, value, date } : { claim, label, value };
    });
}

/** A date in the user's local time zone, with the zone named so nobody mistakes it for UTC. */
export function formatLocalDate({ date, locale }: { date: Date; locale?: string }): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(date);
}

/** "in 3 hours", "2 days ago": how far a date is from now. */
export function formatRelativeTime({ date, now = Date.now(), locale }: { date: Date; now?: number; locale?: string }): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
