import { base64Parts, bytesToBase64, checkedBase64ToBytes, utf8Bytes } from '../../engines/crypto/encoding';

export const ENCODE_ERROR = 'Error encoding to Base64 - input may contain characters that cannot be encoded';
export const DECODE_ERROR = 'Error decoding Base64 - input may not be valid Base64';

// A UTF-16 surrogate without its partner has no UTF-8 form; TextEncoder would silently turn it into
// U+FFFD. ES2024's String.prototype.isWellFormed finds one natively (Node 20, every current browser).
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** Encodes text as UTF-8 and then Base64 (RFC 4648 §4, or §5 with `urlSafe`). */
export function encodeBase64({ text, urlSafe = false, padding = true }: { text: string; urlSafe?: boolean; padding?: boolean }): string {
  if (!isWellFormed(text)) throw new Error(ENCODE_ERROR);
  return bytesToBase64(utf8Bytes(text), { urlSafe, padding });
}

/** Decodes Base64 in either alphabet, with or without padding, ignoring whitespace; the bytes must be UTF-8 text. */
export function decodeBase64({ text }: { text: string }): string {
  const parts = base64Parts(text);
  if (!parts) throw new Error(DECODE_ERROR);
  const { compact, body } = parts;
  // One leftover character can never hold a whole byte; padding present must complete a 4-character group.
  if (body.length % 4 === 1) throw new Error(DECODE_ERROR);
  if (compact.length !== body.length && compact.length % 4 !== 0) throw new Error(DECODE_ERROR);
  try {
    const bytes = checkedBase64ToBytes(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error(DECODE_ERROR);
  }
}
