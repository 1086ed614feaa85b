import { describe, expect, it } from 'vitest';
import { DECODE_ERROR, ENCODE_ERROR, decodeBase64, encodeBase64 } from './base64';

// RFC 4648 §10 test vectors.
const rfcVectors: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('encodeBase64', () => {
  it.each(rfcVectors)('encodes %j as %j (RFC 4648 §10)', (text, b64) => {
    expect(encodeBase64({ text })).toBe(b64);
  });

  it('encodes UTF-8 rather than Latin-1 code units', () => {
    expect(encodeBase64({ text: 'é' })).toBe('w6k=');
    expect(encodeBase64({ text: '€' })).toBe('4oKs');
    expect(encodeBase64({ text: '😀' })).toBe('8J+YgA==');
    expect(encodeBase64({ text: '日本語' })).toBe('5pel5pys6Kqe');
  });

  it('uses the URL-safe alphabet and drops padding on request', () => {
    // 0xfb 0xff 0xbf encodes with both alphabet-specific characters.
    const text = '\u{FFBF}\u{3FF}';
    const standard = encodeBase64({ text });
    expect(standard).toMatch(/[+/]/);
    const safe = encodeBase64({ text, urlSafe: true });
    expect(safe).not.toMatch(/[+/]/);
    expect(safe).toBe(standard.replace(/\+/g, '-').replace(/\//g, '_'));
    expect(encodeBase64({ text: '?>?' })).toBe('Pz4/');
    expect(encodeBase64({ text: '?>?', urlSafe: true })).toBe('Pz4_');
    expect(encodeBase64({ text: 'f', padding: false })).toBe('Zg');
    expect(encodeBase64({ text: 'fo', urlSafe: true, padding: false })).toBe('Zm8');
  });

  it('refuses text with an unpaired surrogate', () => {
    expect(() => encodeBase64({ text: 'a\uD83D' })).toThrow(ENCODE_ERROR);
    expect(() => encodeBase64({ text: '\uDE00b' })).toThrow(ENCODE_ERROR);
  });

  it('encodes large input', () => {
    const text = 'x'.repeat(300_000);
    expect(encodeBase64({ text })).toHaveLength(400_000);
  });
});

describe('decodeBase64', () => {
  it.each(rfcVectors)('decodes %j from %j (RFC 4648 §10)', (text, b64) => {
    expect(decodeBase64({ text: b64 })).toBe(text);
  });

  it('round-trips Unicode (emoji, CJK, combining marks)', () => {
    for (const text of ['😀👍🏽 family 👨‍👩‍👧', '中文字符 日本語 한국어', 'e\u0301 café', '\uFEFFbom kept']) {
      expect(decodeBase64({ text: encodeBase64({ text }) })).toBe(text);
      expect(decodeBase64({ text: encodeBase64({ text, urlSafe: true, padding: false }) })).toBe(text);
    }
  });

  it('accepts both alphabets, missing padding and whitespace', () => {
    expect(decodeBase64({ text: 'Pz4_' })).toBe('?>?');
    expect(decodeBase64({ text: 'Pz4/' })).toBe('?>?');
    expect(decodeBase64({ text: 'Zg' })).toBe('f');
    expect(decodeBase64({ text: ' Zm9v\nYmFy\r\n\t' })).toBe('foobar');
  });

  it.each([
    ['characters outside both alphabets', 'Zm9v*mFy'],
    ['padding in the middle', 'Zg==Zg=='],
    ['too much padding', 'Zg==='],
    ['a dangling single character', 'Zm9vY'],
    ['padding that does not complete a group', 'Zm9=v'],
    ['wrongly placed padding', 'Zm9vY='],
    ['bytes that are not UTF-8 text', '/w=='],
  ])('rejects %s', (_what, text) => {
    expect(() => decodeBase64({ text })).toThrow(DECODE_ERROR);
  });
});
