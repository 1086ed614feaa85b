// Byte encodings the crypto tools read and write: hex, Base64 (standard and URL-safe) and UTF-8.
// Relative imports only: operations import this module in Node, workers and the CLI alike.

const utf8 = new TextEncoder();

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return utf8.encode(text) as Uint8Array<ArrayBuffer>;
}

export function bytesToHex(bytes: Uint8Array, separator = ''): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0 && separator) out += separator;
    out += bytes[i]!.toString(16).padStart(2, '0');
  }
  return out;
}

/** Hex with optional spaces, colons or a 0x prefix ("de:ad:be:ef", "0xDEADBEEF"). */
export function hexToBytes(hex: string, what = 'The hex value'): Uint8Array<ArrayBuffer> {
  const compact = hex.trim().replace(/^0x/i, '').replace(/[\s:]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(compact)) throw new Error(`${what} has characters that are not hex digits (0-9, a-f)`);
  if (compact.length % 2 !== 0) throw new Error(`${what} has an odd number of hex digits`);
  const bytes = new Uint8Array(compact.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(compact.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

// btoa/atob take "binary strings"; building them in chunks avoids argument-count limits.
const CHUNK = 0x8000;

export function bytesToBase64(
  bytes: Uint8Array,
  { urlSafe = false, padding = !urlSafe }: { urlSafe?: boolean; padding?: boolean } = {},
): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  let encoded = btoa(binary);
  if (urlSafe) encoded = encoded.replace(/\+/g, '-').replace(/\//g, '_');
  if (!padding) encoded = encoded.replace(/=+$/, '');
  return encoded;
}

/** Base64 in either alphabet, padded or not, whitespace ignored. */
export function base64ToBytes(text: string, what = 'The Base64 value'): Uint8Array<ArrayBuffer> {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) throw new Error(`${what} is not valid Base64`);
  const body = compact.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length % 4 === 1) throw new Error(`${what} is not valid Base64 (its length is wrong)`);
  const binary = atob(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type KeyEncoding = 'text' | 'hex' | 'base64';

/** A key typed as UTF-8 text, hex or Base64, as bytes. */
export function keyBytes(key: string, encoding: KeyEncoding, what = 'The key'): Uint8Array<ArrayBuffer> {
  switch (encoding) {
    case 'text':
      return utf8Bytes(key);
    case 'hex':
      return hexToBytes(key, what);
    case 'base64':
      return base64ToBytes(key, what);
  }
}

/** Constant-time comparison of two byte strings (the length is not secret). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
