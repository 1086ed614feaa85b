// @vitest-environment node
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { decodeBasicAuth, encodeBasicAuth } from './basic-auth';
import { basicAuthDecode, basicAuthEncode } from './operations';

// The outside oracle: curl -u sends its own Authorization header to a local server started here,
// which reports what it received.
const run = promisify(execFile);
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => res.end(req.headers.authorization ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function curlHeader(username: string, password: string): Promise<string> {
  const { stdout } = await run('curl', ['-sS', '--noproxy', '*', '-u', `${username}:${password}`, url]);
  return stdout;
}

const pairs: [string, string][] = [
  ['Aladdin', 'open sesame'],
  ['test', '123£'],
  ['user@example.com', 'p@ss:w0rd:with:colons'],
  ['jürgen', 'Grüße 世界 🔑'],
  ['', 'only-a-password'],
  ['only-a-user', ''],
];

describe('Basic auth against curl -u', () => {
  it.each(pairs)('%j / %j gives the header curl sends, and reads back', async (username, password) => {
    const sent = await curlHeader(username, password);
    expect(encodeBasicAuth({ username, password, format: 'value' })).toBe(sent);
    const built = await runOperation(basicAuthEncode, tag('text', username), { options: { password } });
    expect(built.value).toBe(`Authorization: ${sent}`);
    expect((await runOperation(basicAuthDecode, tag('text', `Authorization: ${sent}`))).value).toEqual({ username, password });
    expect(decodeBasicAuth({ header: sent.replace(/^Basic /, '') })).toEqual({ username, password });
  });
});

describe('Basic auth messages', () => {
  it('refuses what RFC 7617 cannot carry', () => {
    expect(() => encodeBasicAuth({ username: 'a:b', password: 'x' })).toThrow('A user name cannot contain a colon');
    expect(() => encodeBasicAuth({ username: 'a', password: 'line\nbreak' })).toThrow('control character');
  });

  it('explains headers it cannot read', () => {
    expect(() => decodeBasicAuth({ header: '' })).toThrow('Paste an Authorization header');
    expect(() => decodeBasicAuth({ header: 'Authorization: Bearer abc.def.ghi' })).toThrow(
      'This is a "Bearer" credential, not Basic authentication',
    );
    expect(() => decodeBasicAuth({ header: 'Basic ***' })).toThrow('not valid Base64');
    expect(() => decodeBasicAuth({ header: 'Basic bm9jb2xvbg==' })).toThrow('have no colon');
    expect(() => decodeBasicAuth({ header: 'Basic /w==' })).toThrow('not UTF-8 text');
  });

  it('accepts the header name in any case and a Proxy-Authorization header', () => {
    expect(decodeBasicAuth({ header: 'proxy-authorization: basic QWxhZGRpbjpvcGVuIHNlc2FtZQ' })).toEqual({
      username: 'Aladdin',
      password: 'open sesame',
    });
  });
});
