// bcrypt password hashes with bcryptjs (loaded on first use). Slow by design: the screen and the
// operations run them in a worker, with progress.
import { utf8Bytes } from '../../engines/crypto/encoding';

export const MIN_COST = 4;
/** The screen's limit: cost 16 takes minutes in a browser. Verifying accepts any cost bcrypt allows (to 31). */
export const MAX_COST = 15;
export const DEFAULT_COST = 12;
/** bcrypt uses only the first 72 bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;

export type BcryptVariant = '2a' | '2b' | '2y' | '2x';

export type BcryptParts = {
  variant: BcryptVariant;
  cost: number;
  /** 2^cost rounds of the key schedule. */
  rounds: number;
  /** 22 characters: 128 bits of salt in bcrypt's Base64. */
  salt: string;
  /** 31 characters: 184 bits of the hash. */
  hash: string;
};

export const variantNotes: Record<BcryptVariant, string> = {
  '2a': 'The original variant (OpenBSD 1997, revised 2011); most libraries still write it.',
  '2b': 'The current variant (OpenBSD 2014): fixes the length wrap-around of very long passwords.',
  '2y': 'PHP’s name for the fixed crypt_blowfish; the same algorithm as 2b.',
  '2x': 'crypt_blowfish’s marker for hashes made by its old buggy code (8-bit characters); not checkable here.',
};

const HASH_PATTERN = /^\$(2[abxy]?)\$(\d\d)\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;

/** The parts of a bcrypt hash in modular crypt format, or an explanation of what is wrong with it. */
export function parseBcryptHash(text: string): BcryptParts {
  const hash = text.trim();
  if (hash === '') throw new Error('Paste a bcrypt hash ($2b$…)');
  if (!hash.startsWith('$2')) {
    if (/^\$(?:argon2|scrypt|pbkdf2|1|5|6)\$?/.test(hash))
      throw new Error(
        'This is another kind of password hash (argon2, scrypt, PBKDF2 or a crypt(3) $1$/$5$/$6$ hash), not bcrypt',
      );
    throw new Error('A bcrypt hash starts with $2a$, $2b$ or $2y$');
  }
  const m = HASH_PATTERN.exec(hash);
  if (!m) {
    if (hash.length !== 60)
      throw new Error(`A bcrypt hash is 60 characters long; this one has ${hash.length}. Was it cut off when copied?`);
    throw new Error('This is not a well-formed bcrypt hash: $2b$, two digits of cost, $, then 53 characters of ./A-Za-z0-9');
  }
  const variant = m[1] === '2' ? '2a' : (m[1] as BcryptVariant);
  const cost = Number(m[2]);
  if (cost < MIN_COST || cost > 31) throw new Error(`The cost is ${cost}; bcrypt allows 4 to 31`);
  return { variant, cost, rounds: 2 ** cost, salt: m[3]!, hash: m[4]! };
}

export function passwordByteLength(password: string): number {
  return utf8Bytes(password).length;
}

type Progress = { progress?: (fraction: number) => void };

function checkCost(cost: number) {
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST)
    throw new Error(`The cost must be a whole number from ${MIN_COST} to ${MAX_COST}`);
}

export async function hashPassword({
  password,
  cost = DEFAULT_COST,
  progress,
}: { password: string; cost?: number } & Progress): Promise<string> {
  checkCost(cost);
  const bcrypt = await import('bcryptjs');
  const salt = await bcrypt.genSalt(cost);
  return new Promise((resolve, reject) =>
    bcrypt.hash(password, salt, (err, hash) => (err ? reject(err) : resolve(hash!)), progress),
  );
}

export async function verifyPassword({
  password,
  hash,
  progress,
}: { password: string; hash: string } & Progress): Promise<boolean> {
  const parts = parseBcryptHash(hash);
  if (parts.variant === '2x') throw new Error(variantNotes['2x']);
  const bcrypt = await import('bcryptjs');
  return new Promise((resolve, reject) =>
    bcrypt.compare(password, hash.trim(), (err, same) => (err ? reject(err) : resolve(same === true)), progress),
  );
}
