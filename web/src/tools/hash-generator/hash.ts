// Real digests with hash-wasm (WebAssembly), fed incrementally so a file of any size is hashed
// chunk by chunk (in hash.worker.ts) without holding it in memory.
import { createHMAC, createMD5, createSHA1, createSHA256, createSHA3, createSHA384, createSHA512, type IHasher } from 'hash-wasm';

export const hashAlgorithms = [
  { id: 'md5', label: 'MD5', weak: true },
  { id: 'sha1', label: 'SHA-1', weak: true },
  { id: 'sha256', label: 'SHA-256', weak: false },
  { id: 'sha384', label: 'SHA-384', weak: false },
  { id: 'sha512', label: 'SHA-512', weak: false },
  { id: 'sha3-256', label: 'SHA3-256', weak: false },
  { id: 'sha3-512', label: 'SHA3-512', weak: false },
] as const;

export type HashAlgorithm = (typeof hashAlgorithms)[number]['id'];
export type Digests = Partial<Record<HashAlgorithm, Uint8Array>>;
export type DigestEncoding = 'hex' | 'base64';
export type KeyEncoding = 'utf8' | 'hex' | 'base64';

/** Bytes read from a file per step: large enough to be fast, small enough to report progress often. */
export const FILE_CHUNK_BYTES = 4 * 1024 * 1024;

const factories: Record<HashAlgorithm, () => Promise<IHasher>> = {
  md5: createMD5,
  sha1: createSHA1,
  sha256: createSHA256,
  sha384: createSHA384,
  sha512: createSHA512,
  'sha3-256': () => createSHA3(256),
  'sha3-512': () => createSHA3(512),
};

/** A fresh incremental hasher; with a key it computes the HMAC (RFC 2104) of that hash instead. */
export async function createHasher({
  algorithm,
  hmacKey = null,
}: {
  algorithm: HashAlgorithm;
  hmacKey?: Uint8Array | null;
}): Promise<IHasher> {
  const hasher = hmacKey ? await createHMAC(factories[algorithm](), hmacKey) : await factories[algorithm]();
  return hasher.init();
}

/**
 * Feeds every chunk to one hasher per algorithm in a single pass and returns the raw digests.
 * `onProgress` receives the number of bytes hashed so far after each chunk.
 */
export async function hashChunks({
  chunks,
  algorithms,
  hmacKey = null,
  onProgress,
}: {
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  algorithms: readonly HashAlgorithm[];
  hmacKey?: Uint8Array | null;
  onProgress?: (bytes: number) => void;
}): Promise<Digests> {
  const hashers = await Promise.all(algorithms.map((algorithm) => createHasher({ algorithm, hmacKey })));
  let bytes = 0;
  for await (const chunk of chunks) {
    for (const hasher of hashers) hasher.update(chunk);
    bytes += chunk.length;
    onProgress?.(bytes);
  }
  return Object.fromEntries(algorithms.map((algorithm, i) => [algorithm, hashers[i].digest('binary')]));
}

/** The digests of a text's UTF-8 bytes. */
export function hashText({
  text,
  algorithms,
  hmacKey = null,
}: {
  text: string;
  algorithms: readonly HashAlgorithm[];
  hmacKey?: Uint8Array | null;
}): Promise<Digests> {
  return hashChunks({ chunks: [new TextEncoder().encode(text)], algorithms, hmacKey });
}

/** A file (or any Blob) read in chunks, never whole. */
export async function* blobChunks({
  blob,
  chunkSize = FILE_CHUNK_BYTES,
}: {
  blob: Blob;
  chunkSize?: number;
}): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += chunkSize) {
    yield new Uint8Array(await blob.slice(offset, offset + chunkSize).arrayBuffer());
  }
}

/** A digest as lowercase or uppercase hex, or as base64. */
export function formatDigest({
  bytes,
  encoding = 'hex',
  uppercase = false,
}: {
  bytes: Uint8Array;
  encoding?: DigestEncoding;
  uppercase?: boolean;
}): string {
  if (encoding === 'base64') {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return uppercase ? hex.toUpperCase() : hex;
}

/** The HMAC key's bytes from text, hex or base64; a malformed key throws a message for the screen. */
export function parseHmacKey({ key, encoding = 'utf8' }: { key: string; encoding?: KeyEncoding }): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(key);
  const compact = key.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const hex = compact.replace(/^0x/i, '');
    if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('The HMAC key is not valid hex (two digits per byte)');
    return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  }
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard) || standard.replace(/=+$/, '').length % 4 === 1) {
    throw new Error('The HMAC key is not valid base64');
  }
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Which computed digest equals a pasted hash (hex in any case, or base64), if any. */
export function findMatchingDigest({ expected, digests }: { expected: string; digests: Digests }): HashAlgorithm | null {
  const wanted = expected.trim();
  if (wanted === '') return null;
  for (const { id } of hashAlgorithms) {
    const bytes = digests[id];
    if (!bytes) continue;
    if (formatDigest({ bytes }) === wanted.toLowerCase() || formatDigest({ bytes, encoding: 'base64' }) === wanted) return id;
  }
  return null;
}
