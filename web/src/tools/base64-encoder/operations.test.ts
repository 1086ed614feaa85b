// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runOperation } from '@/operations/run';
import { tag } from '@/operations/kinds';
import { base64Decode, base64Encode } from './operations';

// The outside oracle: coreutils' base64 on the same UTF-8 bytes.
const cli = (args: string[], input: string | Buffer) => execFileSync('base64', args, { input }).toString('utf8');

function randomText(seed: number, length: number): string {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const pools = ['abcXYZ019 +/=', 'éüß€', '日本語', '😀🚀'];
  let out = '';
  while (out.length < length) {
    const pool = [...pools[next() % pools.length]!];
    out += pool[next() % pool.length];
  }
  return out;
}

describe('base64 operations against coreutils base64', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('encode and decode agree with the CLI on random Unicode text (seed %i)', async (seed) => {
    const text = randomText(seed, seed * 37);
    const encoded = (await runOperation(base64Encode, tag('text', text))).value as string;
    expect(encoded).toBe(cli(['-w0'], Buffer.from(text, 'utf8')));
    const decoded = (await runOperation(base64Decode, tag('text', encoded))).value;
    expect(decoded).toBe(cli(['-d'], encoded));
  });

  it('URL-safe without padding is the CLI output with the alphabet swapped and padding dropped', async () => {
    const text = randomText(99, 200);
    const expected = cli(['-w0'], Buffer.from(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect((await runOperation(base64Encode, tag('text', text), { options: { urlSafe: true, removePadding: true } })).value).toBe(expected);
  });

  it('a bad input fails with the tool’s message', async () => {
    await expect(runOperation(base64Decode, tag('text', 'Zm9v*mFy'))).rejects.toThrow('Error decoding Base64 - input may not be valid Base64');
  });
});
