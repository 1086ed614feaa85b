// @vitest-environment node
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeShareFragment,
  encodeShareFragment,
  isShareFragment,
  MAX_FRAGMENT_CHARS,
  ShareLinkError,
  type SharedState,
} from './share-codec';

const state: SharedState = {
  t: 'regex-tester',
  s: { pattern: '(\\d+)-(\\w+)', flags: 'gi', text: 'Order 66-abc and 12-x\n'.repeat(20) },
};

describe('share links: #s=<version>.<codec>.<payload>', () => {
  it('round-trips a state, choosing the shorter codec', async () => {
    const { fragment, codec } = await encodeShareFragment(state);
    expect(codec).toBe('z'); // repetitive text compresses
    expect(fragment).toMatch(/^s=1\.z\.[A-Za-z0-9_-]+$/);
    expect(await decodeShareFragment(`#${fragment}`)).toEqual(state);
  });

  it('keeps short states as plain base64url JSON', async () => {
    const small: SharedState = { t: 'uuid-generator', s: { count: 5 } };
    const { fragment, codec } = await encodeShareFragment(small);
    expect(codec).toBe('b');
    expect(JSON.parse(Buffer.from(fragment.slice(6), 'base64url').toString('utf8'))).toEqual(small);
    expect(await decodeShareFragment(fragment)).toEqual(small);
  });

  it('inflates what Node’s zlib deflated (raw deflate, the standard format)', async () => {
    const payload = deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url');
    expect(await decodeShareFragment(`s=1.z.${payload}`)).toEqual(state);
  });

  it('keeps every character of Unicode text', async () => {
    const unicode: SharedState = { t: 'base64-encoder', s: { input: 'é€😀\u0000\u2028</script><img onerror=x>' } };
    expect(await decodeShareFragment((await encodeShareFragment(unicode)).fragment)).toEqual(unicode);
  });

  it('recognises only its own fragments', () => {
    expect(isShareFragment('#s=1.b.e30')).toBe(true);
    expect(isShareFragment('#privacy')).toBe(false);
  });

  const refused: [string, string, RegExp][] = [
    ['not a share fragment', '#section', /damaged/],
    ['an unknown format version', 's=2.b.e30', /different version/],
    ['an unknown codec', 's=1.x.e30', /damaged/],
    ['characters outside base64url', 's=1.b.e3+0', /damaged/],
    ['base64 that is not JSON', `s=1.b.${Buffer.from('{nope').toString('base64url')}`, /damaged/],
    ['JSON that is not a state', `s=1.b.${Buffer.from('[1,2]').toString('base64url')}`, /damaged/],
    ['a state without a tool', `s=1.b.${Buffer.from('{"s":{}}').toString('base64url')}`, /which tool/],
    ['a tool id with markup', `s=1.b.${Buffer.from('{"t":"<img>","s":{}}').toString('base64url')}`, /which tool/],
    ['a bad state version', `s=1.b.${Buffer.from('{"t":"x","v":0,"s":{}}').toString('base64url')}`, /unknown version/],
    ['invalid UTF-8', `s=1.b.${Buffer.from([0x7b, 0xff, 0xfe]).toString('base64url')}`, /damaged/],
    ['deflate that is not deflate', `s=1.z.${Buffer.from('not deflate at all').toString('base64url')}`, /damaged/],
    [
      'a truncated deflate stream',
      `s=1.z.${deflateRawSync(Buffer.from(JSON.stringify(state)))
        .subarray(0, 20)
        .toString('base64url')}`,
      /damaged/,
    ],
  ];
  it.each(refused)('refuses %s with a clear message', async (_what, fragment, message) => {
    await expect(decodeShareFragment(fragment)).rejects.toThrow(message);
    await expect(decodeShareFragment(fragment)).rejects.toBeInstanceOf(ShareLinkError);
  });

  it('refuses a fragment over 64 KB before reading it', async () => {
    await expect(decodeShareFragment(`s=1.b.${'A'.repeat(MAX_FRAGMENT_CHARS)}`)).rejects.toThrow(/too long/);
  });

  it('stops a decompression bomb at the cap: the biggest a link can carry, ~40 KB inflating to 40 MB', async () => {
    // Deflate packs at most ~1:1032, so 1 KB can only ever become ~1 MB; the worst a 64 KB link can
    // do is ~48 MB. Inflating stops at MAX_INFLATED_BYTES (8 MB), without holding the rest.
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const bomb = deflateRawSync(zeros, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(decodeShareFragment(`s=1.z.${bomb.toString('base64url')}`)).rejects.toThrow(/larger than any state/);
  });

  it('never throws anything but its own error on random fragments', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
      const codec = random() < 0.5 ? 'b' : 'z';
      const fragment = `s=1.${codec}.${bytes.toString('base64url')}`;
      const result = await decodeShareFragment(fragment).then(
        () => 'ok',
        (err: unknown) => err,
      );
      if (result !== 'ok') expect(result).toBeInstanceOf(ShareLinkError);
    }
  });
});
