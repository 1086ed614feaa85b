// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cliBytes, pythonJson } from '@/test-support/oracles';
import { compress, decompress, sniffFormat } from './compression';

// Oracles: GNU gzip -d and Debian's brotli -d read what we write, byte for byte; Python's zlib reads
// our zlib and raw DEFLATE; and we read what gzip -c, brotli -c and Python's zlib write.
const inputs: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['text', Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(500) + 'é 日本 😀')],
  ['random 300 KB', randomBytes(300 * 1024)],
  ['zeros 2 MB', Buffer.alloc(2 * 1024 * 1024)],
];
const pyZlib = (data: Buffer, wbits: number) =>
  Buffer.from(
    pythonJson<string>(
      `import sys, zlib, json, base64; print(json.dumps(base64.b64encode(zlib.decompress(sys.stdin.buffer.read(), ${wbits})).decode()))`,
      data,
    ),
    'base64',
  );
const pyCompress = (data: Buffer, wbits: number) =>
  Buffer.from(
    pythonJson<string>(
      `import sys, zlib, json, base64; c = zlib.compressobj(6, zlib.DEFLATED, ${wbits}); print(json.dumps(base64.b64encode(c.compress(sys.stdin.buffer.read()) + c.flush()).decode()))`,
      data,
    ),
    'base64',
  );

describe('compressing: the reference tools read it back byte for byte', () => {
  it.each(inputs)('%s', { timeout: 60_000 }, async (_name, data) => {
    for (const level of [1, 6, 9]) {
      expect(cliBytes('gzip', ['-dc'], await compress(data, 'gzip', level)).equals(data)).toBe(true);
      expect(pyZlib(Buffer.from(await compress(data, 'zlib', level)), 15).equals(data)).toBe(true);
      expect(pyZlib(Buffer.from(await compress(data, 'deflate', level)), -15).equals(data)).toBe(true);
    }
    for (const quality of [1, 5, 11])
      expect(cliBytes('brotli', ['-dc'], await compress(data, 'brotli', quality)).equals(data)).toBe(true);
  });

  it('compresses text well and random data not at all', async () => {
    expect((await compress(inputs[1]![1], 'gzip', 6)).length).toBeLessThan(inputs[1]![1].length / 10);
    expect((await compress(inputs[2]![1], 'brotli', 5)).length).toBeGreaterThan(inputs[2]![1].length * 0.99);
  });
});

describe('decompressing what the reference tools write', () => {
  it.each(inputs)('%s', { timeout: 60_000 }, async (_name, data) => {
    const written = {
      gzip: cliBytes('gzip', ['-c', '-9'], data),
      brotli: cliBytes('brotli', ['-c', '-q', '9'], data),
      zlib: pyCompress(data, 15),
      deflate: pyCompress(data, -15),
    };
    for (const [format, compressed] of Object.entries(written)) {
      expect(Buffer.from((await decompress(compressed, format as 'gzip')).bytes).equals(data)).toBe(true);
      // Detected without being told (raw DEFLATE and Brotli have no header: they are tried in turn).
      const detected = await decompress(compressed, 'auto');
      expect(Buffer.from(detected.bytes).equals(data)).toBe(true);
      if (data.length > 0 && (format === 'gzip' || format === 'zlib')) expect(detected.format).toBe(format);
    }
  });

  it('sniffs gzip and zlib headers', () => {
    expect(sniffFormat(cliBytes('gzip', ['-c'], 'x'))).toBe('gzip');
    expect(sniffFormat(pyCompress(Buffer.from('x'), 15))).toBe('zlib');
    expect(sniffFormat(cliBytes('brotli', ['-c'], 'x'))).toBeNull();
  });

  it('stops a compression bomb at the output limit', async () => {
    const bomb = cliBytes('gzip', ['-c'], Buffer.alloc(8 * 1024 * 1024));
    await expect(decompress(bomb, 'gzip', {}, 1024 * 1024)).rejects.toThrow('larger than 1 MB; stopped');
    const brotliBomb = cliBytes('brotli', ['-c'], Buffer.alloc(8 * 1024 * 1024));
    await expect(decompress(brotliBomb, 'brotli', {}, 1024 * 1024)).rejects.toThrow('larger than 1 MB; stopped');
  });

  it('says when data is damaged or not compressed at all', async () => {
    const gz = cliBytes('gzip', ['-c'], inputs[1]![1]);
    await expect(decompress(gz.subarray(0, gz.length / 2), 'gzip')).rejects.toThrow(/^Not valid gzip data/);
    await expect(decompress(Buffer.from('plain text, not compressed'), 'auto')).rejects.toThrow(
      'This is not gzip, zlib, raw DEFLATE or Brotli data',
    );
    await expect(decompress(Buffer.from('plain text'), 'brotli')).rejects.toThrow(/^Not valid Brotli data/);
  });
});
