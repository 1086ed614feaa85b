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

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const asciiCodes = (alphabet: string) => Uint8Array.from(alphabet, (c) => c.charCodeAt(0));
const base64Codes = asciiCodes(BASE64_ALPHABET);
const base64UrlCodes = asciiCodes(BASE64_URL_ALPHABET);
// Every byte written below is ASCII, which this decoder maps one to one.
const ascii = new TextDecoder('latin1');

type NodeBuffer = {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): { toString(encoding: 'base64' | 'base64url'): string };
  from(text: string, encoding: 'base64'): Uint8Array;
};
// ES2026's Uint8Array Base64 (Chromium 140+, Firefox 133+, Safari 18.2+; not Node 20).
type NativeBase64 = {
  toBase64?: (this: Uint8Array, options: { alphabet: 'base64' | 'base64url'; omitPadding: boolean }) => string;
};
type NativeFromBase64 = { fromBase64?: (text: string) => Uint8Array };

// Looked up on each call, so that the tests can take one away and check the next path.
const nodeBuffer = () => (globalThis as { Buffer?: NodeBuffer }).Buffer;

/**
 * RFC 4648 Base64 (§4, or §5 with `urlSafe`), by the fastest means there is: the browser's own
 * Uint8Array.prototype.toBase64, else Node's Buffer (the server's operations API, the CLI; 0.6 µs
 * for 1 KB), else written straight into a byte array and decoded once (6 µs for 1 KB, 8 ms for
 * 1 MB, where btoa over a "binary string" built with String.fromCharCode(...chunk) took 68 µs and
 * 112 ms: the operations API's profile had it first).
 */
export function bytesToBase64(
  bytes: Uint8Array,
  { urlSafe = false, padding = !urlSafe }: { urlSafe?: boolean; padding?: boolean } = {},
): string {
  const native = (Uint8Array.prototype as NativeBase64).toBase64;
  if (native) return native.call(bytes, { alphabet: urlSafe ? 'base64url' : 'base64', omitPadding: !padding });
  const buffer = nodeBuffer();
  if (buffer) {
    // Node pads standard Base64 and never pads base64url.
    const encoded = buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(urlSafe ? 'base64url' : 'base64');
    if (urlSafe && padding) return encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=');
    if (!urlSafe && !padding) return encoded.replace(/=+$/, '');
    return encoded;
  }
  return portableBase64(bytes, urlSafe ? base64UrlCodes : base64Codes, padding);
}

/**
 * The bytes of Base64 already checked to be the standard alphabet, padded to a multiple of four
 * (callers validate first, with messages of their own): the browser's Uint8Array.fromBase64, else
 * Node's Buffer, else atob.
 */
export function checkedBase64ToBytes(padded: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as NativeFromBase64).fromBase64;
  if (native) return native(padded) as Uint8Array<ArrayBuffer>;
  const buffer = nodeBuffer();
  if (buffer) {
    const bytes = buffer.from(padded, 'base64');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
  }
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function portableBase64(bytes: Uint8Array, codes: Uint8Array, padding: boolean): string {
  const whole = bytes.length - (bytes.length % 3);
  const rest = bytes.length - whole;
  const out = new Uint8Array((whole / 3) * 4 + (rest === 0 ? 0 : padding ? 4 : rest + 1));
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = codes[v >> 18]!;
    out[o++] = codes[(v >> 12) & 63]!;
    out[o++] = codes[(v >> 6) & 63]!;
    out[o++] = codes[v & 63]!;
  }
  if (rest > 0) {
    const v = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    out[o++] = codes[v >> 18]!;
    out[o++] = codes[(v >> 12) & 63]!;
    if (rest === 2) out[o++] = codes[(v >> 6) & 63]!;
    if (padding) out.fill(61 /* = */, o);
  }
  return ascii.decode(out);
}

const BASE64_TEXT = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * Base64 in either alphabet, padded or not, whitespace ignored, split into `compact` (the text
 * without whitespace) and `body` (in the standard alphabet, without padding); null when it is not
 * Base64. Each rewrite copies the whole text, so it is done only when there is something to
 * rewrite: a 27 MB Base64 text in a recipe spent more time in them than in decoding.
 */
export function base64Parts(text: string): { compact: string; body: string } | null {
  let compact = text;
  if (!BASE64_TEXT.test(compact)) {
    compact = text.replace(/\s+/g, ''); // wrapped lines (MIME, PEM) or a stray space
    if (compact === text || !BASE64_TEXT.test(compact)) return null;
  }
  let end = compact.length;
  while (end > 0 && compact.charCodeAt(end - 1) === 61 /* = */) end--;
  let body = compact.slice(0, end);
  if (body.includes('-')) body = body.replace(/-/g, '+');
  if (body.includes('_')) body = body.replace(/_/g, '/');
  return { compact, body };
}

/** Base64 in either alphabet, padded or not, whitespace ignored. */
export function base64ToBytes(text: string, what = 'The Base64 value'): Uint8Array<ArrayBuffer> {
  const parts = base64Parts(text);
  if (!parts) throw new Error(`${what} is not valid Base64`);
  const { body } = parts;
  if (body.length % 4 === 1) throw new Error(`${what} is not valid Base64 (its length is wrong)`);
  return checkedBase64ToBytes(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
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
