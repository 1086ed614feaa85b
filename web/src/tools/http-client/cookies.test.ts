// @vitest-environment node
// The oracle is tough-cookie (RFC 6265, the cookie jar jsdom uses), in its loose mode that reads
// nameless cookies as browsers do (RFC 6265bis).
import { Cookie } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { cookiesOf, parseSetCookie } from './cookies';

const received = new Date('2025-06-01T12:00:00Z');

const realWorld = [
  'id=a3fWa; Expires=Thu, 31 Oct 2030 07:28:00 GMT; Secure; HttpOnly',
  '__Host-session=8f2c1b; Path=/; Secure; HttpOnly; SameSite=Strict',
  '__Secure-ID=123; Secure; Domain=.example.com; Max-Age=86400',
  'NID=511=Xg8; expires=Sat, 06-Dec-2025 10:21:10 GMT; path=/; domain=.google.com; HttpOnly',
  '_ga=GA1.2.1234567890.1700000000; Max-Age=63072000; Path=/; Domain=example.org; SameSite=Lax',
  'csrftoken=abc123; expires=Tue, 02 Jun 2026 12:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax',
  'logged_out=; Max-Age=0; Path=/',
  'lang=en-US; Path=/docs; SameSite=None; Secure; Partitioned',
  'theme="dark mode"; Path=/',
  'token=abc==; Path=/api',
  'novalue',
  '=only-a-value; Path=/',
  'spaced = value with spaces ; Path = /x ; secure',
  'weird=1; SameSite=Bogus; Max-Age=abc; Path=relative',
];

describe('Set-Cookie parsing against tough-cookie', () => {
  it.each(realWorld)('%s', (header) => {
    const ours = parseSetCookie({ header, receivedAt: received })!;
    const theirs = Cookie.parse(header, { loose: true })!;
    expect(ours.name).toBe(theirs.key);
    expect(ours.value).toBe(theirs.value);
    expect(ours.domain).toBe(theirs.domain ?? undefined);
    expect(ours.path).toBe(theirs.path ?? undefined);
    expect(ours.secure).toBe(theirs.secure);
    expect(ours.httpOnly).toBe(theirs.httpOnly);
    expect(ours.sameSite?.toLowerCase()).toBe(
      theirs.sameSite === 'none' || theirs.sameSite === 'lax' || theirs.sameSite === 'strict' ? theirs.sameSite : undefined,
    );
    // tough-cookie keeps Partitioned (CHIPS) as an unknown attribute.
    expect(ours.partitioned).toBe((theirs.extensions ?? []).some((e) => e.toLowerCase() === 'partitioned'));
    // Expiry: Max-Age (seconds from receipt) wins over Expires; neither means a session cookie.
    const maxAge = typeof theirs.maxAge === 'number' ? theirs.maxAge : undefined;
    expect(ours.maxAge).toBe(maxAge);
    const expected =
      maxAge !== undefined
        ? new Date(received.getTime() + Math.max(maxAge, 0) * 1000)
        : theirs.expires instanceof Date
          ? theirs.expires
          : undefined;
    expect(ours.expires?.toISOString()).toBe(expected?.toISOString());
  });

  it('reads every Set-Cookie of a response, in order', () => {
    const cookies = cookiesOf({
      headers: [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1; Path=/'],
        ['Set-Cookie', 'b=2; HttpOnly'],
        ['set-cookie', ''],
      ],
    });
    expect(cookies.map((c) => [c.name, c.value])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
