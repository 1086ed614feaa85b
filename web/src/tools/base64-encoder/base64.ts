export const ENCODE_ERROR = 'Error encoding to Base64 - input may contain characters that cannot be encoded';
export const DECODE_ERROR = 'Error decoding Base64 - input may not be valid Base64';

// A UTF-16 surrogate without its partner has no UTF-8 form; TextEncoder would silently turn it into U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Standard (+/) and URL-safe (-_) alphabets, optionally padded.
const BASE64_BODY = /^[A-Za-z0-9+/_-]*={0,2}$/;
// btoa/atob take "binary strings"; building them in chunks avoids argument-count limits on large inputs.
const CHUNK = 0x8000;

function bytesToBinary(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return binary;
}

function binaryToBytes(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes text as UTF-8 and then Base64 (RFC 4648 §4, or §5 with `urlSafe`). */
export function encodeBase64({ text, urlSafe = false, padding = true }: { text: string; urlSafe?: boolean; padding?: boolean }): string {
  if (LONE_SURROGATE.test(text)) throw new Error(ENCODE_ERROR);
  let encoded: string;
  try {
    encoded = btoa(bytesToBinary(new TextEncoder().encode(text)));
  } catch {
    throw new Error(ENCODE_ERROR);
  }
  if (urlSafe) encoded = encoded.replace(/\+/g, '-').replace(/\//g, '_');
  if (!padding) encoded = encoded.replace(/=+$/, '');
  return encoded;
}

/** Decodes Base64 in either alphabet, with or without padding, ignoring whitespace; the bytes must be UTF-8 text. */
export function decodeBase64({ text }: { text: string }): string {
  const compact = text.replace(/\s+/g, '');
  if (!BASE64_BODY.test(compact)) throw new Error(DECODE_ERROR);
  const body = compact.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  // One leftover character can never hold a whole byte; padding present must complete a 4-character group.
  if (body.length % 4 === 1) throw new Error(DECODE_ERROR);
  if (compact.length !== body.length && compact.length % 4 !== 0) throw new Error(DECODE_ERROR);
  try {
    const bytes = binaryToBytes(atob(body.padEnd(Math.ceil(body.length / 4) * 4, '=')));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error(DECODE_ERROR);
  }
}
