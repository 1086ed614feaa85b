// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blobChunks, findMatchingDigest, formatDigest, hashChunks, hashText, parseHmacKey, type HashAlgorithm } from './hash';

async function hex(text: string, algorithm: HashAlgorithm, hmacKey: Uint8Array | null = null): Promise<string> {
  const digests = await hashText({ text, algorithms: [algorithm], hmacKey });
  return formatDigest({ bytes: digests[algorithm]! });
}

const bytesOf = (hexText: string) => Uint8Array.from(Buffer.from(hexText, 'hex'));

describe('MD5: the RFC 1321 test suite (A.5)', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
  ])('MD5(%j)', async (text, digest) => {
    expect(await hex(text, 'md5')).toBe(digest);
  });
});

describe('SHA family: FIPS 180 / FIPS 202 "abc" examples', () => {
  it.each([
    ['sha1', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['sha384', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
    [
      'sha512',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
    ['sha3-256', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    [
      'sha3-512',
      'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
    ],
  ] as const)('%s("abc")', async (algorithm, digest) => {
    expect(await hex('abc', algorithm)).toBe(digest);
  });

  it('hashes the two-block FIPS 180 message with SHA-256', async () => {
    expect(await hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', 'sha256')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes text as UTF-8', async () => {
    const digests = await hashText({ text: '€', algorithms: ['sha256'] });
    const viaBytes = await hashChunks({ chunks: [Uint8Array.of(0xe2, 0x82, 0xac)], algorithms: ['sha256'] });
    expect(formatDigest({ bytes: digests.sha256! })).toBe(formatDigest({ bytes: viaBytes.sha256! }));
  });
});

describe('HMAC-SHA256: RFC 4231 test cases', () => {
  it.each([
    [
      'case 1',
      '0b'.repeat(20),
      Buffer.from('Hi There').toString('hex'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      'case 2',
      Buffer.from('Jefe').toString('hex'),
      Buffer.from('what do ya want for nothing?').toString('hex'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    ['case 3', 'aa'.repeat(20), 'dd'.repeat(50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    [
      'case 4',
      '0102030405060708090a0b0c0d0e0f10111213141516171819',
      'cd'.repeat(50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      'case 6 (key longer than the block)',
      'aa'.repeat(131),
      Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('%s', async (_name, keyHex, dataHex, digest) => {
    const digests = await hashChunks({ chunks: [bytesOf(dataHex)], algorithms: ['sha256'], hmacKey: bytesOf(keyHex) });
    expect(formatDigest({ bytes: digests.sha256! })).toBe(digest);
  });

  it('case 2 with the key typed as text', async () => {
    expect(await hex('what do ya want for nothing?', 'sha256', parseHmacKey({ key: 'Jefe' }))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('chunked hashing', () => {
  it('gives the same digests in one piece or in uneven chunks, reporting progress', async () => {
    const data = Uint8Array.from({ length: 1_000_003 }, (_, i) => (i * 31 + (i >> 8)) & 0xff);
    const algorithms = ['md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'sha3-512'] as const;
    const whole = await hashChunks({ chunks: [data], algorithms });
    const progress: number[] = [];
    const pieces = await hashChunks({
      chunks: blobChunks({ blob: new Blob([data]), chunkSize: 65_537 }),
      algorithms,
      onProgress: (b) => progress.push(b),
    });
    for (const algorithm of algorithms)
      expect(formatDigest({ bytes: pieces[algorithm]! })).toBe(formatDigest({ bytes: whole[algorithm]! }));
    expect(progress).toHaveLength(Math.ceil(data.length / 65_537));
    expect(progress.at(-1)).toBe(data.length);
    // Node's own implementation agrees.
    const { createHash } = await import('node:crypto');
    expect(formatDigest({ bytes: whole.sha256! })).toBe(createHash('sha256').update(data).digest('hex'));
    expect(formatDigest({ bytes: whole['sha3-512']! })).toBe(createHash('sha3-512').update(data).digest('hex'));
  });

  it('hashes an empty file', async () => {
    const digests = await hashChunks({ chunks: blobChunks({ blob: new Blob([]) }), algorithms: ['md5'] });
    expect(formatDigest({ bytes: digests.md5! })).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});

describe('formatDigest', () => {
  it('writes hex in either case, or base64', () => {
    const bytes = Uint8Array.of(0xde, 0xad, 0xbe, 0xef);
    expect(formatDigest({ bytes })).toBe('deadbeef');
    expect(formatDigest({ bytes, uppercase: true })).toBe('DEADBEEF');
    expect(formatDigest({ bytes, encoding: 'base64' })).toBe('3q2+7w==');
  });
});

describe('parseHmacKey', () => {
  it('reads text, hex and base64 keys', () => {
    expect(Array.from(parseHmacKey({ key: 'Jefe' }))).toEqual([0x4a, 0x65, 0x66, 0x65]);
    expect(Array.from(parseHmacKey({ key: '0x0B0b 0b', encoding: 'hex' }))).toEqual([11, 11, 11]);
    expect(Array.from(parseHmacKey({ key: 'SmVmZQ', encoding: 'base64' }))).toEqual([0x4a, 0x65, 0x66, 0x65]);
  });

  it('rejects malformed keys', () => {
    expect(() => parseHmacKey({ key: 'abc', encoding: 'hex' })).toThrow('not valid hex');
    expect(() => parseHmacKey({ key: 'zz', encoding: 'hex' })).toThrow('not valid hex');
    expect(() => parseHmacKey({ key: 'a$b', encoding: 'base64' })).toThrow('not valid base64');
  });
});

describe('findMatchingDigest', () => {
  it('finds the algorithm whose digest equals a pasted hash', async () => {
    const digests = await hashText({ text: 'abc', algorithms: ['md5', 'sha256'] });
    expect(findMatchingDigest({ expected: ' BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD ', digests })).toBe(
      'sha256',
    );
    expect(findMatchingDigest({ expected: 'kAFQmDzST7DWlj99KOF/cg==', digests })).toBe('md5');
    expect(findMatchingDigest({ expected: 'deadbeef', digests })).toBeNull();
    expect(findMatchingDigest({ expected: '', digests })).toBeNull();
  });
});
