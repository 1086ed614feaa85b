import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, checkedBase64ToBytes } from './encoding';

// Oracle: Node's own Base64 (Buffer, in C++), for every length remainder and both alphabets. Each
// case runs twice: with Buffer (how the server and the CLI encode) and without it (the fallback of
// a browser without Uint8Array.prototype.toBase64; Chromium's own is exercised by the e2e specs).
describe.each([
  ['with Buffer (Node)', false],
  ['without Buffer (the browser path)', true],
])('bytesToBase64 %s', (_name, hideBuffer) => {
  if (hideBuffer) {
    beforeEach(() => vi.stubGlobal('Buffer', undefined));
    afterEach(() => vi.unstubAllGlobals());
  }

  const samples = [
    ...Array.from({ length: 40 }, (_, n) => randomBytes(n)),
    new Uint8Array([0xfb, 0xff, 0xbf]), // +/ in the standard alphabet, -_ in the URL-safe one
    randomBytes(100_003),
  ];

  it('matches Buffer for standard Base64 with padding', () => {
    for (const bytes of samples) expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('matches Buffer for URL-safe Base64 without padding (its default)', () => {
    for (const bytes of samples) expect(bytesToBase64(bytes, { urlSafe: true })).toBe(Buffer.from(bytes).toString('base64url'));
  });

  it('pads URL-safe or drops the padding of standard Base64 when asked', () => {
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff]), { urlSafe: true, padding: true })).toBe('-_8=');
    expect(bytesToBase64(new Uint8Array([0xfb]), { padding: false })).toBe('+w');
  });

  it('reads a subarray from its own offset', () => {
    const bytes = new Uint8Array(randomBytes(64));
    expect(bytesToBase64(bytes.subarray(5, 30))).toBe(Buffer.from(bytes.subarray(5, 30)).toString('base64'));
  });

  it('uses the path it says', () => {
    expect((globalThis as { Buffer?: unknown }).Buffer === undefined).toBe(hideBuffer);
  });

  it('decodes checked Base64 as Buffer does', () => {
    for (const bytes of samples) {
      const text = Buffer.from(bytes).toString('base64');
      expect(checkedBase64ToBytes(text)).toEqual(new Uint8Array(bytes));
    }
  });

  it('round-trips through base64ToBytes', () => {
    for (const bytes of samples) expect(base64ToBytes(bytesToBase64(bytes))).toEqual(new Uint8Array(bytes));
  });
});
