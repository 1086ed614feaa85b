// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  decodeJwt,
  describeClaims,
  formatRelativeTime,
  JWT_PARTS_ERROR,
  normalizeToken,
  numericDate,
  tokenExpiry,
} from './decode';

// RFC 7515 Appendix A.1 (also RFC 7519 §3.1): header and payload contain CRLF line breaks.
const RFC7515_A1 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9' +
  '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ' +
  '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

// RFC 7519 §6.1: an unsecured JWT (alg "none", empty signature).
const RFC7519_UNSECURED =
  'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';

function segment(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('decodeJwt', () => {
  it('decodes the RFC 7515 A.1 example', () => {
    const decoded = decodeJwt({ token: RFC7515_A1 });
    expect(decoded?.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(decoded?.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(decoded?.signature).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('decodes the RFC 7519 unsecured example with its empty signature', () => {
    const decoded = decodeJwt({ token: RFC7519_UNSECURED });
    expect(decoded?.header).toEqual({ alg: 'none' });
    expect(decoded?.signature).toBe('');
  });

  it('gives null for blank input, so the screen clears silently', () => {
    expect(decodeJwt({ token: '' })).toBeNull();
    expect(decodeJwt({ token: '  \n ' })).toBeNull();
  });

  it('accepts a pasted Authorization header value and wrapped lines', () => {
    const wrapped = `Bearer ${RFC7515_A1.slice(0, 40)}\n  ${RFC7515_A1.slice(40)}`;
    expect(decodeJwt({ token: wrapped })?.token).toBe(RFC7515_A1);
    expect(normalizeToken({ token: ' bearer a.b.c ' })).toBe('a.b.c');
  });

  it('decodes UTF-8 claims', () => {
    const token = `${segment({ alg: 'HS256' })}.${segment({ name: 'Zoë 日本 🎉' })}.sig`;
    expect(decodeJwt({ token })?.payload).toEqual({ name: 'Zoë 日本 🎉' });
  });

  it.each(['abc', 'a.b', 'a.b.c.d', 'a.b.c.d.e'])('rejects %s: not three parts', (token) => {
    expect(() => decodeJwt({ token })).toThrow(JWT_PARTS_ERROR);
  });

  it('rejects a header that is not base64url', () => {
    expect(() => decodeJwt({ token: 'e$$.e30.sig' })).toThrow('Invalid JWT: the header is not valid base64url-encoded UTF-8');
  });

  it('rejects a payload that is not JSON, naming the parser error', () => {
    const token = `${segment({ alg: 'HS256' })}.${segment('not json')}.sig`;
    expect(() => decodeJwt({ token })).toThrow(/^Invalid JWT: the payload is not valid JSON \(.+\)$/);
  });

  it('rejects JSON that is not an object, and empty parts', () => {
    expect(() => decodeJwt({ token: `${segment([1, 2])}.e30.sig` })).toThrow('Invalid JWT: the header must be a JSON object');
    expect(() => decodeJwt({ token: `${segment({ alg: 'none' })}..sig` })).toThrow('Invalid JWT: the payload is empty');
  });

  it('rejects bytes that are not UTF-8', () => {
    const token = `${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.e30.sig`;
    expect(() => decodeJwt({ token })).toThrow('Invalid JWT: the header is not valid base64url-encoded UTF-8');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes RFC 4648 §10 vectors in the URL-safe alphabet, with or without padding', () => {
    expect(new TextDecoder().decode(base64UrlToBytes({ input: 'Zm9vYmE' }))).toBe('fooba');
    expect(new TextDecoder().decode(base64UrlToBytes({ input: 'Zm9vYmE=' }))).toBe('fooba');
    expect(Array.from(base64UrlToBytes({ input: '-_8' }))).toEqual([0xfb, 0xff]);
  });

  it('rejects an impossible length', () => {
    expect(() => base64UrlToBytes({ input: 'abcde' })).toThrow();
  });
});

describe('tokenExpiry', () => {
  const exp = 1300819380;
  it('is expired at and after exp, valid before', () => {
    expect(tokenExpiry({ payload: { exp }, now: exp * 1000 + 1 })).toEqual({ expired: true, expiresAt: new Date(exp * 1000) });
    expect(tokenExpiry({ payload: { exp }, now: exp * 1000 })?.expired).toBe(true);
    expect(tokenExpiry({ payload: { exp }, now: exp * 1000 - 1 })?.expired).toBe(false);
  });

  it('ignores a missing or non-numeric exp', () => {
    expect(tokenExpiry({ payload: {} })).toBeNull();
    expect(tokenExpiry({ payload: { exp: '1300819380' } })).toBeNull();
    expect(numericDate({ value: Number.POSITIVE_INFINITY })).toBeNull();
    expect(numericDate({ value: 1e300 })).toBeNull();
  });
});

describe('describeClaims', () => {
  it('lists the registered claims with dates for the time claims', () => {
    const rows = describeClaims({ payload: { sub: '42', aud: ['a', 'b'], iat: 1516239022, exp: 1300819380, custom: 1 } });
    expect(rows.map((r) => r.claim)).toEqual(['sub', 'aud', 'exp', 'iat']);
    expect(rows.find((r) => r.claim === 'aud')?.value).toBe('a, b');
    expect(rows.find((r) => r.claim === 'iat')?.date?.toISOString()).toBe('2018-01-18T01:30:22.000Z');
    expect(rows.find((r) => r.claim === 'sub')?.date).toBeUndefined();
  });
});

describe('formatRelativeTime', () => {
  it('says how far away a date is', () => {
    const now = Date.UTC(2024, 0, 1);
    expect(formatRelativeTime({ date: new Date(now + 3 * 3600_000), now, locale: 'en' })).toBe('in 3 hours');
    expect(formatRelativeTime({ date: new Date(now - 2 * 86_400_000), now, locale: 'en' })).toBe('2 days ago');
    expect(formatRelativeTime({ date: new Date(now), now, locale: 'en' })).toBe('now');
  });
});
