// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { unwrapLink, unwrapLinks } from './safelinks';

// The oracle: Python's urllib and base64 wrap known targets the way each vendor does, and the
// decoder must give the targets back.
const wrapScript = String.raw`
import sys, json, base64
from urllib.parse import quote
RUN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
def v3(url):
    # Proofpoint v3 keeps letters, digits and :/. and replaces the rest by * (or **x for runs).
    out, replaced, i = '', '', 0
    while i < len(url):
        j = i
        while j < len(url) and not (url[j].isascii() and (url[j].isalnum() or url[j] in ':/.')):
            j += 1
        if j == i:
            out += url[i]; i += 1; continue
        run = url[i:j]
        while run:
            chunk = run[:65]
            out += '*' if len(chunk) == 1 else '**' + RUN[len(chunk) - 2]
            replaced += chunk; run = run[65:]
        i = j
    token = base64.urlsafe_b64encode(replaced.encode()).decode().rstrip('=')
    return 'https://urldefense.com/v3/__' + out + '__;' + token + '!!AbCd!xyz$'
def v2(url):
    enc = quote(url, safe='').replace('-', '%2D').replace('_', '%5F')
    return 'https://urldefense.proofpoint.com/v2/url?u=' + enc.replace('%', '-').replace('/', '_') + '&d=DwMF&c=a&r=b&m=c&s=d&e='
out = []
for url in json.load(sys.stdin):
    safe = 'https://nam12.safelinks.protection.outlook.com/?url=' + quote(url, safe='') + '&data=05%7C01%7C&sdata=x%3D&reserved=0'
    out.append({'url': url, 'safelinks': safe,
                'google': 'https://www.google.com/url?q=' + quote(url, safe='') + '&sa=D&source=docs',
                'v1': 'https://urldefense.proofpoint.com/v1/url?u=' + quote(url, safe='') + '&k=abc',
                'v2': v2(url), 'v3': v3(url),
                'nested': 'https://nam12.safelinks.protection.outlook.com/?url=' + quote(v2(url), safe='') + '&reserved=0'})
print(json.dumps(out))
`;

const targets = [
  'https://example.com/',
  'https://www.example.org/path/to/page?x=1&y=two#section-2',
  'http://sub_domain.example.net:8080/a-b_c/d~e?q=hello%20world&z=%2B',
  'https://example.com/search?q=caf%C3%A9&lang=fr-FR',
  'https://münchen.example/straße?name=Jürgen',
  'https://example.com/' + 'a-'.repeat(50) + '?long=' + '_'.repeat(80),
];

describe('safelink decoder against links wrapped by Python', () => {
  const cases = JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', wrapScript], { input: JSON.stringify(targets), encoding: 'utf8' }),
  ) as Record<string, string>[];

  it.each(cases.map((c) => [c.url!, c] as const))('unwraps every wrapper of %s', (url, c) => {
    expect(unwrapLink(c.safelinks!)).toEqual({ url, wrappers: ['Microsoft Safe Links'] });
    expect(unwrapLink(c.google!)).toEqual({ url, wrappers: ['Google redirect'] });
    expect(unwrapLink(c.v1!)).toEqual({ url, wrappers: ['Proofpoint URL Defense v1'] });
    expect(unwrapLink(c.v2!)).toEqual({ url, wrappers: ['Proofpoint URL Defense v2'] });
    expect(unwrapLink(c.v3!)).toEqual({ url, wrappers: ['Proofpoint URL Defense v3'] });
    expect(unwrapLink(c.nested!)).toEqual({ url, wrappers: ['Microsoft Safe Links', 'Proofpoint URL Defense v2'] });
  });

  it('decodes a list, one a line, and names the line that fails', () => {
    expect(unwrapLinks(`${cases[0]!.google}\n\n${cases[1]!.safelinks}`)).toBe(`${targets[0]}\n${targets[1]}`);
    expect(() => unwrapLinks(`${cases[0]!.google}\nhttps://example.com/plain`)).toThrow(
      'Line 2: "https://example.com/plain" is not a Safe Links, Google, Proofpoint, Barracuda or Facebook wrapped link',
    );
    expect(() => unwrapLinks('not a link')).toThrow('"not a link" is not a URL');
    expect(() => unwrapLinks('https://nam12.safelinks.protection.outlook.com/?data=1')).toThrow(
      'Microsoft Safe Links: the link has no "url" parameter to decode',
    );
    expect(() => unwrapLinks('https://urldefense.com/v3/__https://example.com/a*b')).toThrow('cut short');
    expect(() => unwrapLinks('  ')).toThrow('Paste a wrapped link');
  });
});
