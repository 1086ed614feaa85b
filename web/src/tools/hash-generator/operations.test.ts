// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { hashAlgorithms } from './hash';
import { hash, hmac } from './operations';

// Outside oracles: coreutils (md5sum, sha1sum, sha256sum, sha384sum, sha512sum) and OpenSSL
// (SHA-3, and every HMAC) on the same bytes.

const sum = (tool: string, input: Uint8Array) => execFileSync(tool, { input }).toString('utf8').split(' ')[0];
const openssl = (args: string[], input: Uint8Array) =>
  execFileSync('openssl', ['dgst', ...args], { input })
    .toString('utf8')
    .trim()
    .split('= ')
    .at(-1)!;
const digest = async (input: Uint8Array, options: Record<string, unknown>) =>
  (await runOperation(hash, tag('bytes', input), { options })).value as string;

const inputs = [
  new Uint8Array(0),
  new TextEncoder().encode('abc'),
  new TextEncoder().encode('Grüße 😀\n'),
  randomBytes(1000),
  randomBytes(200_003),
];

describe('hash against coreutils and OpenSSL', () => {
  it('offers every algorithm the screen has', () => {
    expect(hash.options.shape.algorithm.unwrap().options).toEqual(hashAlgorithms.map((a) => a.id));
  });

  it.each(inputs.map((bytes, i) => [i, bytes] as const))(
    'input %i: MD5, SHA-1 and SHA-2 agree with coreutils, SHA-3 with OpenSSL',
    async (_i, bytes) => {
      expect(await digest(bytes, { algorithm: 'md5' })).toBe(sum('md5sum', bytes));
      expect(await digest(bytes, { algorithm: 'sha1' })).toBe(sum('sha1sum', bytes));
      expect(await digest(bytes, { algorithm: 'sha256' })).toBe(sum('sha256sum', bytes));
      expect(await digest(bytes, { algorithm: 'sha384' })).toBe(sum('sha384sum', bytes));
      expect(await digest(bytes, { algorithm: 'sha512' })).toBe(sum('sha512sum', bytes));
      expect(await digest(bytes, { algorithm: 'sha3-256' })).toBe(openssl(['-sha3-256'], bytes));
      expect(await digest(bytes, { algorithm: 'sha3-512' })).toBe(openssl(['-sha3-512'], bytes));
    },
  );

  it('writes Base64 and uppercase hex', async () => {
    const bytes = inputs[3]!;
    const hex = sum('sha256sum', bytes);
    expect(await digest(bytes, { encoding: 'base64' })).toBe(Buffer.from(hex, 'hex').toString('base64'));
    expect(await digest(bytes, { uppercase: true })).toBe(hex.toUpperCase());
  });

  it('text is hashed as its UTF-8 bytes', async () => {
    expect((await runOperation(hash, tag('text', 'Grüße 😀\n'))).value).toBe(sum('sha256sum', inputs[2]!));
  });
});

describe('HMAC against OpenSSL', () => {
  it.each(['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256'])('%s with a text key and a hex key', async (algorithm) => {
    const bytes = inputs[3]!;
    const run = (options: Record<string, unknown>) =>
      runOperation(hmac, tag('bytes', bytes), { options: { algorithm, ...options } }).then((v) => v.value);
    expect(await run({ key: 'a key 🔑' })).toBe(openssl([`-${algorithm}`, '-hmac', 'a key 🔑'], bytes));
    expect(await run({ key: '00ff10ab', keyEncoding: 'hex' })).toBe(
      openssl([`-${algorithm}`, '-mac', 'HMAC', '-macopt', 'hexkey:00ff10ab'], bytes),
    );
  });

  it('a malformed key fails with the tool’s message; the key is a secret option', async () => {
    await expect(runOperation(hmac, tag('text', 'x'), { options: { key: 'zz', keyEncoding: 'hex' } })).rejects.toThrow(
      'The HMAC key is not valid hex',
    );
    expect(hmac.options.shape.key.meta()?.sensitive).toBe(true);
  });
});
