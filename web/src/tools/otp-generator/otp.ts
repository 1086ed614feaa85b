// One-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238) with `otpauth`, and the otpauth:// key
// URI authenticator apps scan (Google Authenticator's "Key Uri Format").
import { HOTP, Secret, TOTP, URI } from 'otpauth';

export const otpAlgorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof otpAlgorithms)[number];
export const otpAlgorithmLabels: Record<OtpAlgorithm, string> = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };
export type OtpType = 'totp' | 'hotp';

export type OtpConfig = {
  type: OtpType;
  secret: string;
  algorithm: OtpAlgorithm;
  digits: number;
  /** TOTP: seconds per code. */
  period: number;
  /** HOTP: the counter. */
  counter: number;
  issuer: string;
  account: string;
};

export const defaultOtpConfig: OtpConfig = {
  type: 'totp',
  secret: '',
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
  counter: 0,
  issuer: '',
  account: '',
};

export const MIN_DIGITS = 6;
export const MAX_DIGITS = 8;
/** RFC 4226 §4: a shared secret of at least 128 bits; 160 recommended. */
export const MIN_SECRET_BITS = 128;

/** The secret as authenticator apps show it: Base32, any case, with spaces, hyphens or padding. */
export function normaliseBase32(text: string): string {
  return text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
}

/** Reads a Base32 secret (RFC 4648), or explains what is wrong with it. */
export function parseSecret(text: string): Secret {
  const base32 = normaliseBase32(text);
  if (base32 === '') throw new Error('Enter the secret (Base32, as the service shows it: letters A–Z and digits 2–7)');
  const bad = /[^A-Z2-7]/.exec(base32);
  if (bad) {
    const hint = /[018]/.test(bad[0]) ? ' (Base32 has no 0, 1 or 8: a 0 is usually an O, a 1 an I or L, an 8 a B)' : '';
    throw new Error(`"${bad[0]}" is not a Base32 character: a secret uses only the letters A–Z and the digits 2–7${hint}`);
  }
  // 8 characters carry 5 bytes; 1, 3 and 6 leftover characters can end no byte.
  if ([1, 3, 6].includes(base32.length % 8))
    throw new Error(`A Base32 secret cannot be ${base32.length} characters long: one was lost or added when it was copied`);
  return Secret.fromBase32(base32);
}

/** Bits in a Base32 secret (for the "too short" warning). */
export function secretBits(text: string): number {
  return Math.floor((normaliseBase32(text).length * 5) / 8) * 8;
}

export function generateSecret(bytes = 20): string {
  return new Secret({ size: bytes }).base32;
}

function checkDigits(digits: number) {
  if (!Number.isInteger(digits) || digits < MIN_DIGITS || digits > MAX_DIGITS)
    throw new Error(`Digits must be ${MIN_DIGITS} to ${MAX_DIGITS}`);
}

function checkPeriod(period: number) {
  if (!Number.isInteger(period) || period < 1 || period > 3600) throw new Error('The period must be 1 to 3600 seconds');
}

export function totpCode({
  secret,
  algorithm = 'SHA1',
  digits = 6,
  period = 30,
  timestamp = Date.now(),
}: {
  secret: string;
  algorithm?: OtpAlgorithm;
  digits?: number;
  period?: number;
  timestamp?: number;
}): string {
  checkDigits(digits);
  checkPeriod(period);
  return TOTP.generate({ secret: parseSecret(secret), algorithm, digits, period, timestamp });
}

export function hotpCode({
  secret,
  algorithm = 'SHA1',
  digits = 6,
  counter = 0,
}: {
  secret: string;
  algorithm?: OtpAlgorithm;
  digits?: number;
  counter?: number;
}): string {
  checkDigits(digits);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new Error('The counter must be a whole number, 0 or more');
  return HOTP.generate({ secret: parseSecret(secret), algorithm, digits, counter });
}

/** The time step a timestamp falls in, and the milliseconds left in it. */
export function totpStep({ period = 30, timestamp = Date.now() }: { period?: number; timestamp?: number }): {
  counter: number;
  remainingMs: number;
} {
  return { counter: TOTP.counter({ period, timestamp }), remainingMs: TOTP.remaining({ period, timestamp }) };
}

/**
 * Checks a code within ±window steps (TOTP) or counters (HOTP): the step it matched (0 the
 * current one, -1 the one before…), or null when it matches none.
 */
export function validateCode({
  config,
  token,
  window = 1,
  timestamp = Date.now(),
}: {
  config: OtpConfig;
  token: string;
  window?: number;
  timestamp?: number;
}): number | null {
  const code = token.replace(/\s/g, '');
  if (!/^\d+$/.test(code)) throw new Error('A code is digits only');
  if (code.length !== config.digits) throw new Error(`This code has ${code.length} digits; the settings say ${config.digits}`);
  if (!Number.isInteger(window) || window < 0 || window > 10) throw new Error('The window must be 0 to 10 steps');
  const secret = parseSecret(config.secret);
  if (config.type === 'totp')
    return TOTP.validate({
      token: code,
      secret,
      algorithm: config.algorithm,
      digits: config.digits,
      period: config.period,
      timestamp,
      window,
    });
  return HOTP.validate({
    token: code,
    secret,
    algorithm: config.algorithm,
    digits: config.digits,
    counter: config.counter,
    window,
  });
}

/** The otpauth:// key URI an authenticator app scans. */
export function buildOtpUri(config: OtpConfig): string {
  checkDigits(config.digits);
  const secret = parseSecret(config.secret);
  const common = {
    issuer: config.issuer.trim(),
    label: config.account.trim() || 'DevForge',
    secret,
    algorithm: config.algorithm,
    digits: config.digits,
  };
  const otp =
    config.type === 'totp'
      ? (checkPeriod(config.period), new TOTP({ ...common, period: config.period }))
      : new HOTP({ ...common, counter: config.counter });
  return URI.stringify(otp);
}

/** Reads an otpauth:// key URI back into settings. */
export function parseOtpUri(uri: string): OtpConfig {
  const text = uri.trim();
  if (!/^otpauth:\/\//i.test(text)) throw new Error('A key URI starts with otpauth://totp/ or otpauth://hotp/');
  if (!/^otpauth:\/\/(?:totp|hotp)\//i.test(text)) throw new Error('Only otpauth://totp/ and otpauth://hotp/ URIs exist');
  const secretParam = /[?&]secret=([^&#]*)/i.exec(text);
  if (!secretParam) throw new Error('This URI has no secret= parameter');
  parseSecret(decodeURIComponent(secretParam[1]!));
  let otp: HOTP | TOTP;
  try {
    otp = URI.parse(text);
  } catch (err) {
    throw new Error(`This otpauth:// URI cannot be read: ${(err as Error).message}`, { cause: err });
  }
  const algorithm = otp.algorithm.toUpperCase().replace('-', '') as OtpAlgorithm;
  if (!otpAlgorithms.includes(algorithm))
    throw new Error(`The algorithm ${otp.algorithm} is not one authenticator apps use (SHA1, SHA256, SHA512)`);
  return {
    type: otp instanceof TOTP ? 'totp' : 'hotp',
    secret: otp.secret.base32,
    algorithm,
    digits: otp.digits,
    period: otp instanceof TOTP ? otp.period : defaultOtpConfig.period,
    counter: otp instanceof HOTP ? otp.counter : 0,
    issuer: otp.issuer,
    account: otp.label,
  };
}
