// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DECODE_ERROR, decodeUrl, ENCODE_ERROR, encodeUrl, looksUrlEncoded } from './url';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

describe('encodeUrl (RFC 3986)', () => {
  it('never encodes unreserved characters (§2.3)', () => {
    expect(encodeUrl({ input: UNRESERVED })).toBe(UNRESERVED);
    expect(encodeUrl({ input: UNRESERVED, scope: 'full' })).toBe(UNRESERVED);
  });

  it('escapes gen-delims and sub-delims in a component (§2.2)', () => {
    expect(encodeUrl({ input: ':/?#[]@' })).toBe('%3A%2F%3F%23%5B%5D%40');
    expect(encodeUrl({ input: '$&+,;=' })).toBe('%24%26%2B%2C%3B%3D');
    expect(encodeUrl({ input: 'a b%' })).toBe('a%20b%25');
  });

  it('keeps the structure of a full URL and escapes the rest', () => {
    expect(encodeUrl({ input: 'https://example.com/a b/ä?q=1&r=x y#top', scope: 'full' })).toBe(
      'https://example.com/a%20b/%C3%A4?q=1&r=x%20y#top',
    );
    expect(encodeUrl({ input: 'http://[::1]:8080/', scope: 'full' })).toBe('http://[::1]:8080/');
  });

  it('uses UTF-8 and uppercase hex digits (§2.1, §2.5)', () => {
    expect(encodeUrl({ input: 'é' })).toBe('%C3%A9');
    expect(encodeUrl({ input: '€' })).toBe('%E2%82%AC');
    expect(encodeUrl({ input: '日本' })).toBe('%E6%97%A5%E6%9C%AC');
    expect(encodeUrl({ input: '😀' })).toBe('%F0%9F%98%80');
  });

  it('writes spaces as + with form encoding, and a literal + as %2B', () => {
    expect(encodeUrl({ input: 'a b+c', formEncoding: true })).toBe('a+b%2Bc');
    expect(encodeUrl({ input: 'https://x.dev/?q=a b+c', scope: 'full', formEncoding: true })).toBe('https://x.dev/?q=a+b%2Bc');
  });

  it('fails with the spec message on a lone surrogate', () => {
    expect(() => encodeUrl({ input: 'a\uD800b' })).toThrow(ENCODE_ERROR);
    expect(() => encodeUrl({ input: '\uDC00', scope: 'full' })).toThrow(ENCODE_ERROR);
  });
});

describe('decodeUrl', () => {
  it('decodes UTF-8 escapes in either case (§2.1: hex case is equivalent)', () => {
    expect(decodeUrl({ input: '%C3%A9t%c3%a9' })).toBe('été');
    expect(decodeUrl({ input: '%7E%7e' })).toBe('~~');
    expect(decodeUrl({ input: '%F0%9F%98%80' })).toBe('😀');
  });

  it('round-trips any text', () => {
    for (const input of ['', 'plain', 'a b&c=d/e?f#g', 'ünïcödé 日本 😀', '100% sure', "!'()*"]) {
      expect(decodeUrl({ input: encodeUrl({ input }) })).toBe(input);
      expect(decodeUrl({ input: encodeUrl({ input, formEncoding: true }), formEncoding: true })).toBe(input);
    }
  });

  it('leaves reserved escapes alone in full-URL mode, so the URL keeps its meaning', () => {
    expect(decodeUrl({ input: 'https://x.dev/a%2Fb?q=%26%20x', scope: 'full' })).toBe('https://x.dev/a%2Fb?q=%26 x');
    expect(decodeUrl({ input: 'a%2Fb%26', scope: 'component' })).toBe('a/b&');
  });

  it('reads + as a space only with form encoding', () => {
    expect(decodeUrl({ input: 'a+b%2B', formEncoding: true })).toBe('a b+');
    expect(decodeUrl({ input: 'a+b%2B' })).toBe('a+b+');
  });

  it.each(['%', '100%', '%ZZ', '%E0%A4%A', '%C3', '%FF'])('fails with the spec message on %s', (input) => {
    expect(() => decodeUrl({ input })).toThrow(DECODE_ERROR);
  });
});

describe('looksUrlEncoded', () => {
  it('spots percent-encoded text', () => {
    expect(looksUrlEncoded({ text: 'hello%20world' })).toBe(true);
    expect(looksUrlEncoded({ text: 'https%3A%2F%2Fexample.com' })).toBe(true);
    expect(looksUrlEncoded({ text: 'hello world' })).toBe(false);
    expect(looksUrlEncoded({ text: '100%' })).toBe(false);
    expect(looksUrlEncoded({ text: '%E0%A4%A' })).toBe(false);
  });
});
