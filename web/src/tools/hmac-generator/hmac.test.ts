// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { hmacBytes, type HmacAlgorithm } from './hmac';
import { hmacGenerate } from './operations';

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
const text = (t: string) => Uint8Array.from(Buffer.from(t, 'utf8'));
const repeat = (byte: number, n: number) => new Uint8Array(n).fill(byte);
const key4 = hex('0102030405060708090a0b0c0d0e0f10111213141516171819');
const hashKeyFirst = text('Test Using Larger Than Block-Size Key - Hash Key First');

// RFC 4231 §4 (test case 5, a truncated output, is left out: the tool never truncates).
const rfc4231: { name: string; key: Uint8Array; data: Uint8Array; sha256: string; sha384: string; sha512: string }[] = [
  {
    name: 'test case 1',
    key: repeat(0x0b, 20),
    data: text('Hi There'),
    sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    sha384: 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    sha512:
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  },
  {
    name: 'test case 2',
    key: text('Jefe'),
    data: text('what do ya want for nothing?'),
    sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    sha512:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  },
  {
    name: 'test case 3',
    key: repeat(0xaa, 20),
    data: repeat(0xdd, 50),
    sha256: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    sha384: '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    sha512:
      'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
  },
  {
    name: 'test case 4',
    key: key4,
    data: repeat(0xcd, 50),
    sha256: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    sha384: '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    sha512:
      'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
  },
  {
    name: 'test case 6 (key larger than a block)',
    key: repeat(0xaa, 131),
    data: hashKeyFirst,
    sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    sha384: '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    sha512:
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  },
  {
    name: 'test case 7 (key and data larger than a block)',
    key: repeat(0xaa, 131),
    data: text(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    sha256: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    sha384: '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    sha512:
      'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
  },
];

// RFC 2202 §2 (HMAC-MD5) and §3 (HMAC-SHA-1); test case 5 (truncated output) is left out.
const rfc2202: { name: string; key: Uint8Array; data: Uint8Array; md5: string; sha1: string }[] = [
  { name: 'test case 1', key: repeat(0x0b, 16), data: text('Hi There'), md5: '9294727a3638bb1c13f48ef8158bfc9d', sha1: '' },
  {
    name: 'test case 2',
    key: text('Jefe'),
    data: text('what do ya want for nothing?'),
    md5: '750c783e6ab0b503eaa86e310a5db738',
    sha1: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
  },
  { name: 'test case 3', key: repeat(0xaa, 16), data: repeat(0xdd, 50), md5: '56be34521d144c88dbb8c733f0e8b3f6', sha1: '' },
  {
    name: 'test case 4',
    key: key4,
    data: repeat(0xcd, 50),
    md5: '697eaf0aca3a3aea3a75164746ffaa79',
    sha1: '4c9007f4026250c6bc8414f9bf50c86c2d7235da',
  },
  {
    name: 'test case 6',
    key: repeat(0xaa, 80),
    data: hashKeyFirst,
    md5: '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd',
    sha1: 'aa4ae5e15272d00e95705637ce8a3b55ed402112',
  },
  {
    name: 'test case 7',
    key: repeat(0xaa, 80),
    data: text('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'),
    md5: '6f630fad67cda0ee1fb1f562db3aa53e',
    sha1: 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91',
  },
];
// RFC 2202's SHA-1 test cases 1 and 3 use 20-byte keys (MD5's use 16).
const rfc2202Sha1Only = [
  { name: 'test case 1', key: repeat(0x0b, 20), data: text('Hi There'), sha1: 'b617318655057264e28bc0b6fb378c8ef146be00' },
  { name: 'test case 3', key: repeat(0xaa, 20), data: repeat(0xdd, 50), sha1: '125d7342b9ac11cd91a39af48aa17b4f63f175d3' },
];

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('HMAC against RFC 4231 (SHA-2) and RFC 2202 (MD5, SHA-1)', () => {
  it.each(rfc4231)('RFC 4231 $name', async ({ key, data, sha256, sha384, sha512 }) => {
    expect(toHex(await hmacBytes({ algorithm: 'sha256', key, message: data }))).toBe(sha256);
    expect(toHex(await hmacBytes({ algorithm: 'sha384', key, message: data }))).toBe(sha384);
    expect(toHex(await hmacBytes({ algorithm: 'sha512', key, message: data }))).toBe(sha512);
  });

  it.each(rfc2202)('RFC 2202 $name', async ({ key, data, md5, sha1 }) => {
    expect(toHex(await hmacBytes({ algorithm: 'md5', key, message: data }))).toBe(md5);
    if (sha1) expect(toHex(await hmacBytes({ algorithm: 'sha1', key, message: data }))).toBe(sha1);
  });

  it.each(rfc2202Sha1Only)('RFC 2202 SHA-1 $name', async ({ key, data, sha1 }) => {
    expect(toHex(await hmacBytes({ algorithm: 'sha1', key, message: data }))).toBe(sha1);
  });
});

// The outside oracle for everything else: openssl dgst -hmac / -macopt hexkey.
function opensslHmac(algorithm: HmacAlgorithm, keyHex: string, file: string): string {
  const out = execFileSync('openssl', ['dgst', `-${algorithm}`, '-mac', 'HMAC', '-macopt', `hexkey:${keyHex}`, file]).toString();
  return out.trim().split('= ').pop()!;
}

describe('the HMAC operation against openssl dgst', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hmac-'));
  const algorithms: HmacAlgorithm[] = ['sha256', 'sha384', 'sha512', 'sha1', 'md5'];

  it.each(algorithms)('%s: random binary messages and keys given as hex, Base64 and text', async (algorithm) => {
    for (let i = 0; i < 4; i++) {
      const message = randomBytes(i * 997);
      const file = path.join(dir, `${algorithm}-${i}.bin`);
      fs.writeFileSync(file, message);
      const key = randomBytes(1 + i * 40);
      const expected = opensslHmac(algorithm, key.toString('hex'), file);
      const asHex = await runOperation(hmacGenerate, tag('bytes', Uint8Array.from(message)), {
        options: { algorithm, key: key.toString('hex'), keyEncoding: 'hex' },
      });
      expect(asHex.value).toBe(expected);
      const asBase64 = await runOperation(hmacGenerate, tag('bytes', Uint8Array.from(message)), {
        options: { algorithm, key: key.toString('base64'), keyEncoding: 'base64', outputEncoding: 'base64' },
      });
      expect(asBase64.value).toBe(Buffer.from(expected, 'hex').toString('base64'));
    }
    const textKey = 'pässwörd 🔑';
    const file = path.join(dir, `${algorithm}-text.txt`);
    fs.writeFileSync(file, 'Grüße, 世界\n');
    const expected = execFileSync('openssl', ['dgst', `-${algorithm}`, '-hmac', textKey, file])
      .toString()
      .trim()
      .split('= ')
      .pop();
    expect((await runOperation(hmacGenerate, tag('text', 'Grüße, 世界\n'), { options: { algorithm, key: textKey } })).value).toBe(
      expected,
    );
  });

  it('an empty key is a valid HMAC key (WebCrypto refuses it, so it goes through hash-wasm)', async () => {
    const file = path.join(dir, 'empty-key.txt');
    fs.writeFileSync(file, 'abc');
    for (const algorithm of ['sha256', 'sha1'] as const) {
      const expected = execFileSync('openssl', ['dgst', `-${algorithm}`, '-hmac', '', file])
        .toString()
        .trim()
        .split('= ')
        .pop();
      expect((await runOperation(hmacGenerate, tag('text', 'abc'), { options: { algorithm } })).value).toBe(expected);
    }
  });

  it('bad keys get a clear message', async () => {
    await expect(runOperation(hmacGenerate, tag('text', 'x'), { options: { key: 'abc', keyEncoding: 'hex' } })).rejects.toThrow(
      'The key has an odd number of hex digits',
    );
    await expect(runOperation(hmacGenerate, tag('text', 'x'), { options: { key: 'zz', keyEncoding: 'hex' } })).rejects.toThrow(
      'not hex digits',
    );
    await expect(
      runOperation(hmacGenerate, tag('text', 'x'), { options: { key: 'a*b', keyEncoding: 'base64' } }),
    ).rejects.toThrow('The key is not valid Base64');
  });
});
