// HMAC (RFC 2104) with WebCrypto for the SHA family. WebCrypto refuses two cases HMAC allows: MD5
// (not in WebCrypto) and an empty key; those go through hash-wasm, which the hash generator already uses.
import { bytesToBase64, bytesToHex, keyBytes, type KeyEncoding } from '../../engines/crypto/encoding';

export const hmacAlgorithms = ['sha256', 'sha384', 'sha512', 'sha1', 'md5'] as const;
export type HmacAlgorithm = (typeof hmacAlgorithms)[number];

export const hmacAlgorithmLabels: Record<HmacAlgorithm, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  sha1: 'SHA-1',
  md5: 'MD5',
};

const webCryptoHash: Partial<Record<HmacAlgorithm, string>> = {
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

async function hmacWithHashWasm(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const { createHMAC, createMD5, createSHA1, createSHA256, createSHA384, createSHA512 } = await import('hash-wasm');
  const factories = { md5: createMD5, sha1: createSHA1, sha256: createSHA256, sha384: createSHA384, sha512: createSHA512 };
  const hasher = await createHMAC(factories[algorithm](), key);
  hasher.init();
  hasher.update(message);
  return hasher.digest('binary');
}

/** The raw HMAC of `message` under `key`. */
export async function hmacBytes({
  algorithm,
  key,
  message,
}: {
  algorithm: HmacAlgorithm;
  key: Uint8Array;
  message: Uint8Array;
}): Promise<Uint8Array> {
  const hash = webCryptoHash[algorithm];
  if (!hash || key.length === 0) return hmacWithHashWasm(algorithm, key, message);
  const cryptoKey = await crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message as Uint8Array<ArrayBuffer>));
}

export type DigestEncoding = 'hex' | 'base64';

/** HMAC of a message with a key typed as text, hex or Base64, written as hex or Base64. */
export async function hmac({
  algorithm,
  key,
  keyEncoding = 'text',
  message,
  outputEncoding = 'hex',
}: {
  algorithm: HmacAlgorithm;
  key: string;
  keyEncoding?: KeyEncoding;
  message: Uint8Array;
  outputEncoding?: DigestEncoding;
}): Promise<string> {
  const mac = await hmacBytes({ algorithm, key: keyBytes(key, keyEncoding), message });
  return outputEncoding === 'hex' ? bytesToHex(mac) : bytesToBase64(mac);
}
