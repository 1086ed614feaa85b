// Password generation with crypto.getRandomValues and rejection sampling, and the spec's
// 0–6 point strength rating (tools.md §9).

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 128;
export const DEFAULT_LENGTH = 16;

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const SYMBOLS = '!@#$%^&*()-_=+[]{};:,.<>/?~';
/** Characters easily mistaken for one another when read or typed. */
export const SIMILAR_CHARACTERS = 'il1Lo0O|';

export const NO_CHARACTER_SET_ERROR = 'Select at least one character set';

export type PasswordOptions = {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  digits: boolean;
  symbols: boolean;
  excludeSimilar: boolean;
};

export const defaultPasswordOptions: PasswordOptions = {
  length: DEFAULT_LENGTH,
  uppercase: true,
  lowercase: true,
  digits: true,
  symbols: true,
  excludeSimilar: false,
};

/** Fills the array with random 32-bit values; tests pass a scripted source. */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

const cryptoRandom: RandomSource = (values) => crypto.getRandomValues(values);

const RANGE = 2 ** 32;

/**
 * The largest multiple of `max` that fits in 32 bits: random values at or above it are drawn
 * again, so every remainder modulo `max` is equally likely (no modulo bias).
 */
export function acceptanceLimit({ max }: { max: number }): number {
  return RANGE - (RANGE % max);
}

/** A uniformly random integer in [0, max), by rejection sampling over 32-bit values. */
export function randomIndex({ max, random = cryptoRandom }: { max: number; random?: RandomSource }): number {
  if (!Number.isInteger(max) || max < 1 || max > RANGE) throw new RangeError(`max must be an integer from 1 to 2^32, got ${max}`);
  const limit = acceptanceLimit({ max });
  const value = new Uint32Array(1);
  for (;;) {
    random(value);
    if (value[0] < limit) return value[0] % max;
  }
}

/** The selected character sets, without look-alike characters when asked. */
export function characterSets({
  uppercase = true,
  lowercase = true,
  digits = true,
  symbols = true,
  excludeSimilar = false,
}: Partial<Omit<PasswordOptions, 'length'>> = {}): string[] {
  const sets = [uppercase && UPPERCASE, lowercase && LOWERCASE, digits && DIGITS, symbols && SYMBOLS]
    .filter((set): set is string => typeof set === 'string')
    .map((set) => (excludeSimilar ? [...set].filter((c) => !SIMILAR_CHARACTERS.includes(c)).join('') : set));
  if (sets.length === 0) throw new Error(NO_CHARACTER_SET_ERROR);
  return sets;
}

/**
 * A random password with at least one character of every selected set (so "digits" means the
 * password has a digit), the rest drawn from all of them, then shuffled.
 */
export function generatePassword({
  length = DEFAULT_LENGTH,
  random = cryptoRandom,
  ...sets
}: Partial<PasswordOptions> & { random?: RandomSource } = {}): string {
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new Error(`Password length must be between ${MIN_LENGTH} and ${MAX_LENGTH}`);
  }
  const selected = characterSets(sets);
  const pool = selected.join('');
  const pick = (chars: string) => chars[randomIndex({ max: chars.length, random })];
  const chars = selected.map(pick);
  while (chars.length < length) chars.push(pick(pool));
  // Fisher–Yates, so the guaranteed characters are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomIndex({ max: i + 1, random });
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** A length typed by the user, clamped to 4..128; anything non-numeric becomes the default. */
export function clampLength({ value }: { value: number | string }): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return DEFAULT_LENGTH;
  return Math.min(MAX_LENGTH, Math.max(MIN_LENGTH, Math.round(number)));
}

export type StrengthLevel = 'weak' | 'medium' | 'strong';

/**
 * The spec's rating: one point each for length >= 8, length >= 12, a lowercase letter, an
 * uppercase letter, a digit and a symbol. Weak is 2 or less, medium 4 or less, strong above.
 */
export function passwordStrength({ password }: { password: string }): { score: number; level: StrengthLevel } {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, level: score <= 2 ? 'weak' : score <= 4 ? 'medium' : 'strong' };
}

/** Bits of entropy of a password drawn uniformly from a pool: length × log2(pool size). */
export function entropyBits({ length, poolSize }: { length: number; poolSize: number }): number {
  return poolSize > 1 ? length * Math.log2(poolSize) : 0;
}
