// Password-based text encryption with WebCrypto, in two formats:
// - OpenSSL `enc`: "Salted__" + 8-byte salt + AES-256-CBC ciphertext, key and IV from PBKDF2-HMAC-SHA-256
//   (what `openssl enc -aes-256-cbc -pbkdf2 -a` writes and reads), Base64 in 64-character lines;
// - AES-256-GCM: Base64 of salt (16) + IV (12) + ciphertext and tag with a password (PBKDF2-HMAC-SHA-256),
//   or IV (12) + ciphertext and tag with a raw 256-bit key given in hex or Base64.
import { base64ToBytes, bytesToBase64, concatBytes, hexToBytes, utf8Bytes } from '../../engines/crypto/encoding';

export const encryptionModes = ['openssl', 'gcm-password', 'gcm-key'] as const;
export type EncryptionMode = (typeof encryptionModes)[number];

export const encryptionModeLabels: Record<EncryptionMode, string> = {
  openssl: 'OpenSSL (AES-256-CBC)',
  'gcm-password': 'AES-256-GCM',
  'gcm-key': 'AES-256-GCM, raw key',
};

/** `openssl enc -pbkdf2` uses 10,000 iterations unless given -iter; GCM gets OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
export const DEFAULT_ITERATIONS: Record<'openssl' | 'gcm-password', number> = { openssl: 10_000, 'gcm-password': 600_000 };
export const MAX_ITERATIONS = 10_000_000;

const OPENSSL_MAGIC = utf8Bytes('Salted__');
const OPENSSL_SALT = 8;
const GCM_SALT = 16;
const GCM_IV = 12;
const GCM_TAG = 16;

type Params = { mode: EncryptionMode; password: string; iterations?: number };

function iterationsFor(mode: 'openssl' | 'gcm-password', iterations: number | undefined): number {
  const n = iterations && iterations > 0 ? iterations : DEFAULT_ITERATIONS[mode];
  if (!Number.isInteger(n) || n > MAX_ITERATIONS)
    throw new Error(`Iterations must be a whole number up to ${MAX_ITERATIONS.toLocaleString('en-US')}`);
  return n;
}

function requirePassword(password: string, mode: EncryptionMode) {
  if (password === '')
    throw new Error(mode === 'gcm-key' ? 'Enter the key (64 hex digits or 44 Base64 characters)' : 'Enter a password');
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const base = await crypto.subtle.importKey('raw', utf8Bytes(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    base,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** A raw AES-256 key: 32 bytes given as hex or Base64. */
export function rawKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const compact = key.trim();
  let bytes: Uint8Array<ArrayBuffer>;
  if (/^(?:0x)?[0-9a-fA-F\s:]+$/.test(compact) && compact.replace(/^0x|[\s:]/g, '').length === 64)
    bytes = hexToBytes(compact, 'The key');
  else {
    try {
      bytes = base64ToBytes(compact, 'The key');
    } catch {
      throw new Error('The key must be 32 bytes written as 64 hex digits or as Base64');
    }
  }
  if (bytes.length !== 32) throw new Error(`The key is ${bytes.length} bytes; AES-256 needs 32 (64 hex digits)`);
  return bytes;
}

function aesKey(raw: Uint8Array<ArrayBuffer>, name: 'AES-CBC' | 'AES-GCM', usage: 'encrypt' | 'decrypt') {
  return crypto.subtle.importKey('raw', raw, name, false, [usage]);
}

/** Base64 in lines of 64 characters, as `openssl enc -a` writes (and needs, without -A). */
function wrap64(text: string): string {
  return text.replace(/(.{64})(?=.)/g, '$1\n');
}

export async function encryptText({ text, mode, password, iterations }: Params & { text: string }): Promise<string> {
  requirePassword(password, mode);
  const plain = utf8Bytes(text);
  if (mode === 'openssl') {
    const salt = crypto.getRandomValues(new Uint8Array(OPENSSL_SALT));
    const derived = await pbkdf2(password, salt, iterationsFor(mode, iterations), 48);
    const key = await aesKey(derived.slice(0, 32), 'AES-CBC', 'encrypt');
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv: derived.slice(32, 48) }, key, plain));
    return wrap64(bytesToBase64(concatBytes(OPENSSL_MAGIC, salt, cipher)));
  }
  const iv = crypto.getRandomValues(new Uint8Array(GCM_IV));
  if (mode === 'gcm-key') {
    const key = await aesKey(rawKeyBytes(password), 'AES-GCM', 'encrypt');
    return bytesToBase64(concatBytes(iv, new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain))));
  }
  const salt = crypto.getRandomValues(new Uint8Array(GCM_SALT));
  const key = await aesKey(await pbkdf2(password, salt, iterationsFor(mode, iterations), 32), 'AES-GCM', 'encrypt');
  return bytesToBase64(concatBytes(salt, iv, new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain))));
}

function readBase64(text: string): Uint8Array<ArrayBuffer> {
  if (text.trim() === '') throw new Error('Paste the encrypted text (Base64)');
  try {
    return base64ToBytes(text);
  } catch {
    throw new Error('The encrypted text is not Base64. Paste it as it was given (openssl enc needs -a for Base64 output)');
  }
}

function asText(bytes: ArrayBuffer, wrong: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // CBC padding is right by chance about once in 256 wrong keys: the bytes are then noise.
    throw new Error(wrong);
  }
}

export async function decryptText({ text, mode, password, iterations }: Params & { text: string }): Promise<string> {
  requirePassword(password, mode);
  const data = readBase64(text);
  if (mode === 'openssl') {
    const magic = data.subarray(0, 8);
    if (data.length < 16 || !magic.every((b, i) => b === OPENSSL_MAGIC[i])) {
      throw new Error(
        'This is not OpenSSL enc output: it does not start with "Salted__" (U2FsdGVkX1 in Base64). It may be AES-256-GCM, or made with -nosalt or -K',
      );
    }
    const cipher = data.subarray(16);
    if (cipher.length === 0 || cipher.length % 16 !== 0)
      throw new Error('The encrypted text is cut short: AES-CBC output is a whole number of 16-byte blocks');
    const n = iterationsFor(mode, iterations);
    const derived = await pbkdf2(password, data.subarray(8, 16), n, 48);
    const key = await aesKey(derived.slice(0, 32), 'AES-CBC', 'decrypt');
    const wrong = `Wrong password, or it was encrypted with other settings (PBKDF2 with ${n.toLocaleString('en-US')} iterations and SHA-256: openssl enc -aes-256-cbc -pbkdf2${n === DEFAULT_ITERATIONS.openssl ? '' : ` -iter ${n}`})`;
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: derived.slice(32, 48) }, key, cipher);
    } catch {
      throw new Error(wrong);
    }
    return asText(plain, wrong);
  }
  const saltLength = mode === 'gcm-key' ? 0 : GCM_SALT;
  if (data.length >= 16 && data.subarray(0, 8).every((b, i) => b === OPENSSL_MAGIC[i])) {
    throw new Error('This is OpenSSL enc output (it starts with "Salted__"): choose the OpenSSL format');
  }
  if (data.length < saltLength + GCM_IV + GCM_TAG) throw new Error('The encrypted text is too short to be AES-256-GCM output');
  const iv = data.subarray(saltLength, saltLength + GCM_IV);
  const key =
    mode === 'gcm-key'
      ? await aesKey(rawKeyBytes(password), 'AES-GCM', 'decrypt')
      : await aesKey(
          await pbkdf2(password, data.subarray(0, GCM_SALT), iterationsFor(mode, iterations), 32),
          'AES-GCM',
          'decrypt',
        );
  const wrong =
    mode === 'gcm-key'
      ? 'Wrong key, or the encrypted text was changed (the GCM tag does not match)'
      : 'Wrong password, or the encrypted text was changed (the GCM tag does not match), or it used other iterations';
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, data.subarray(saltLength + GCM_IV));
  } catch {
    throw new Error(wrong);
  }
  return asText(plain, 'The decrypted bytes are not UTF-8 text');
}
