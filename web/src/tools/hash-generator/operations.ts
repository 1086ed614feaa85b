import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// The hash generator's transforms (issue 28): a digest of bytes (MD5, SHA-1, SHA-2, SHA-3), and its
// keyed form, HMAC (RFC 2104), whose key is a secret. hash-wasm (WebAssembly) is imported inside run.

/** The algorithms, as hash.ts names them (kept in step by operations.test.ts). */
const algorithms = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'] as const;
type Algorithm = (typeof algorithms)[number];
const algorithmChoices: Record<Algorithm, string> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  'sha3-512': 'SHA3-512',
};

const algorithm = z.enum(algorithms).default('sha256').meta({ label: 'Algorithm', choices: algorithmChoices });
const encoding = z
  .enum(['hex', 'base64'])
  .default('hex')
  .meta({ label: 'Output', choices: { hex: 'Hex', base64: 'Base64' } });
const uppercase = z.boolean().default(false).meta({ label: 'Uppercase hex' });

async function digestOf(
  bytes: Uint8Array,
  options: { algorithm: Algorithm; encoding: 'hex' | 'base64'; uppercase: boolean },
  hmacKey: Uint8Array | null = null,
) {
  const { hashChunks, formatDigest } = await import('./hash');
  const digests = await hashChunks({ chunks: [bytes], algorithms: [options.algorithm], hmacKey });
  return formatDigest({ bytes: digests[options.algorithm]!, encoding: options.encoding, uppercase: options.uppercase });
}

export const hash = defineOperation({
  id: 'hash',
  name: 'Hash',
  description:
    'The MD5, SHA-1, SHA-256, SHA-384, SHA-512 or SHA-3 digest of the input’s bytes (text as UTF-8), in hex or Base64.',
  keywords: ['hash', 'digest', 'checksum', 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3'],
  input: 'bytes',
  output: 'text',
  options: z.object({ algorithm, encoding, uppercase }),
  inputLabel: 'Text or file to hash',
  outputLabel: 'Digest',
  run: (bytes, options) => digestOf(bytes, options),
  examples: [
    { input: 'abc', output: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
    { title: 'MD5', input: 'abc', options: { algorithm: 'md5' }, output: '900150983cd24fb0d6963f7d28e17f72' },
  ],
});

export const hmac = defineOperation({
  id: 'hmac',
  name: 'HMAC',
  description: 'A keyed hash (HMAC, RFC 2104) of the input’s bytes with MD5, SHA-1, SHA-2 or SHA-3.',
  keywords: ['hmac', 'keyed hash', 'mac', 'signature', 'sha256'],
  input: 'bytes',
  output: 'text',
  options: z.object({
    key: z.string().default('').meta({ label: 'HMAC key', sensitive: true }),
    keyEncoding: z
      .enum(['utf8', 'hex', 'base64'])
      .default('utf8')
      .meta({ label: 'Key format', choices: { utf8: 'Text (UTF-8)', hex: 'Hex', base64: 'Base64' } }),
    algorithm,
    encoding,
    uppercase,
  }),
  inputLabel: 'Text or file to sign',
  outputLabel: 'HMAC',
  async run(bytes, options) {
    const { parseHmacKey } = await import('./hash');
    return digestOf(bytes, options, parseHmacKey({ key: options.key, encoding: options.keyEncoding }));
  },
  // RFC 4231 test case 2.
  examples: [
    {
      input: 'what do ya want for nothing?',
      options: { key: 'Jefe' },
      output: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    },
  ],
});

export const operations = [hash, hmac];
