// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { describeUrl, partValue, queryPairs, readUrl, unicodeHost, withPart, withQuery } from './url';

// The oracle: Python's urllib.parse on the same URLs (urlsplit, parse_qsl with blank values kept,
// unquote), and Python's idna codec for the Unicode host. The URLs are ones where the WHATWG
// standard and RFC 3986 agree (no dot segments or backslashes for browsers to clean up).
const python = (script: string, input: unknown) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));
const splitScript = `
import sys, json
from urllib.parse import urlsplit, parse_qsl, unquote
out = []
for text in json.load(sys.stdin):
    u = urlsplit(text)
    host = u.hostname or ''
    try:
        uni = '.'.join(l.encode('ascii').decode('idna') if l.startswith('xn--') else l for l in host.split('.'))
    except Exception:
        uni = host
    out.append({'protocol': u.scheme, 'username': unquote(u.username or ''), 'password': unquote(u.password or ''),
                'hostname': host, 'unicode': uni, 'port': '' if u.port is None else str(u.port), 'pathname': u.path,
                'query': [list(p) for p in parse_qsl(u.query, keep_blank_values=True)], 'fragment': unquote(u.fragment)})
print(json.dumps(out))
`;

const urls = [
  'https://example.com/',
  'http://user:p%40ss@example.com:8080/a/b.html?x=1&y=two#frag',
  'https://xn--mnchen-3ya.example/stra%C3%9Fe?name=J%C3%BCrgen',
  'https://api.example.org/v1/items?filter=a+b&sort=-date&empty=&flag',
  'https://[2001:db8::1]:8443/status?verbose=true',
  'ftp://files.example.net/pub/file.tar.gz',
  'https://example.com/search?q=caf%C3%A9&q=th%C3%A9#r%C3%A9sum%C3%A9',
  'http://192.168.1.10:3000/?redirect=https%3A%2F%2Fexample.com%2Fback%3Fa%3D1',
  'https://xn--bcher-kva.xn--tda.example/',
];

describe('URL parsing against Python urllib.parse', () => {
  const expected = python(splitScript, urls) as Record<string, unknown>[];
  it.each(urls.map((u, i) => [u, expected[i]!] as const))('%s', (text, want) => {
    const url = readUrl(text);
    const got = describeUrl(url);
    expect({
      protocol: got.protocol,
      username: got.username,
      password: got.password,
      hostname: got.hostname.replace(/^\[|\]$/g, ''),
      unicode: got.hostnameUnicode.replace(/^\[|\]$/g, ''),
      port: got.portIsDefault ? '' : got.port,
      pathname: got.pathname,
      query: got.query.map((p) => [p.name, p.value]),
      fragment: got.fragment,
    }).toEqual(want);
  });
});

describe('editing parts', () => {
  const parseBack = (href: string) => python(splitScript, [href])[0] as Record<string, unknown>;

  it('rebuilds the URL from each edited part, as Python reads it back', () => {
    let url = readUrl('https://example.com/a?x=1#top');
    url = withPart(url, 'protocol', 'http');
    url = withPart(url, 'username', 'ann lee');
    url = withPart(url, 'password', 'p@ss:word');
    url = withPart(url, 'hostname', 'bücher.example');
    url = withPart(url, 'port', '8080');
    url = withPart(url, 'pathname', '/docs/new page');
    url = withPart(url, 'hash', 'part 2');
    expect(parseBack(url.href)).toEqual({
      protocol: 'http',
      username: 'ann lee',
      password: 'p@ss:word',
      hostname: 'xn--bcher-kva.example',
      unicode: 'bücher.example',
      port: '8080',
      pathname: '/docs/new%20page',
      query: [['x', '1']],
      fragment: 'part 2',
    });
    expect(unicodeHost(url)).toBe('bücher.example');
    expect(partValue(url, 'hash')).toBe('part%202');
  });

  it('rebuilds the query from edited parameters, values Python decodes back', () => {
    const url = readUrl('https://example.com/?a=1&b=2');
    const pairs: [string, string][] = [...queryPairs(url), ['q', 'café & crème = 100%'], ['empty', '']];
    pairs[0] = ['a', 'x y+z'];
    const next = withQuery(
      url,
      pairs.filter(([name]) => name !== 'b'),
    );
    expect(parseBack(next.href).query).toEqual([
      ['a', 'x y+z'],
      ['q', 'café & crème = 100%'],
      ['empty', ''],
    ]);
    expect(withQuery(url, []).href).toBe('https://example.com/');
  });

  it('says why the standard refuses an edit, instead of ignoring it', () => {
    const url = readUrl('https://example.com/');
    expect(() => withPart(url, 'port', '70000')).toThrow('A port is a number from 0 to 65535');
    expect(() => withPart(url, 'port', 'abc')).toThrow('A port is a number');
    expect(() => withPart(url, 'protocol', 'mailto')).toThrow('Browsers will not switch https: to mailto:');
    expect(() => withPart(url, 'protocol', '1abc')).toThrow('A scheme starts with a letter');
    expect(() => withPart(url, 'hostname', '')).toThrow('A https: URL needs a host');
    expect(() => withPart(url, 'hostname', 'exa mple.com')).toThrow('"exa mple.com" is not a valid host');
    expect(() => withPart(readUrl('mailto:ann@example.com'), 'username', 'x')).toThrow('Only URLs with a host');
    expect(() => withPart(readUrl('mailto:ann@example.com'), 'pathname', 'x')).toThrow('path is opaque');
  });

  it('says what is wrong with a URL that does not parse', () => {
    expect(() => readUrl('')).toThrow('Enter a URL');
    expect(() => readUrl('example.com/path')).toThrow(
      '"example.com/path" has no scheme: write it with one, such as https://example.com/path',
    );
    expect(() => readUrl('https://example.com:99999/')).toThrow('Port 99999 is above 65535');
    expect(() => readUrl('https://example.com:8o/')).toThrow('"8o" is not a port number');
    expect(() => readUrl('https://exa mple.com/')).toThrow('The host contains a space');
  });
});
