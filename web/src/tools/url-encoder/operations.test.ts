// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { urlDecode, urlEncode } from './operations';

// The outside oracle: Python's urllib.parse. encodeURIComponent leaves A-Z a-z 0-9 - _ . ! ~ * ' ( )
// as they are, which is quote() with safe="!~*'()"; encodeURI also keeps ; , / ? : @ & = + $ # (and we
// keep [ ] for IPv6 hosts, as RFC 3986 does). Form encoding is quote_plus().

const SAFE_COMPONENT = "!~*'()";
const SAFE_FULL = "!~*'();,/?:@&=+$#[]";
const python = (code: string, input: string[]) =>
  JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', `import json, sys, urllib.parse as p\nxs = json.load(sys.stdin)\n${code}`], {
      input: JSON.stringify(input),
      encoding: 'utf8',
    }),
  ) as string[];

function randomTexts(count: number): string[] {
  let state = 12345;
  const next = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const pool = [...'abcXYZ019-_.~!*\'() :/?#[]@$&+,;=%"<>\\^`{|}é€日本😀\t\n'];
  return Array.from({ length: count }, (_, i) => Array.from({ length: 5 + i * 3 }, () => pool[next(pool.length)]).join(''));
}

const run = async (operation: typeof urlEncode | typeof urlDecode, input: string, options?: Record<string, unknown>) =>
  (await runOperation(operation, tag('text', input), { options })).value as string;

describe('URL operations against Python urllib.parse', () => {
  const texts = randomTexts(30);

  it('encode (component, full, with and without form encoding) agrees with quote and quote_plus', async () => {
    const expected = {
      component: python(`print(json.dumps([p.quote(x, safe="${SAFE_COMPONENT}") for x in xs]))`, texts),
      full: python(`print(json.dumps([p.quote(x, safe="${SAFE_FULL}") for x in xs]))`, texts),
      componentForm: python(`print(json.dumps([p.quote_plus(x, safe="${SAFE_COMPONENT}") for x in xs]))`, texts),
      fullForm: python(`print(json.dumps([p.quote_plus(x, safe="${SAFE_FULL.replace('+', '')}") for x in xs]))`, texts),
    };
    for (const [i, text] of texts.entries()) {
      expect(await run(urlEncode, text)).toBe(expected.component[i]);
      expect(await run(urlEncode, text, { scope: 'full' })).toBe(expected.full[i]);
      expect(await run(urlEncode, text, { formEncoding: true })).toBe(expected.componentForm[i]);
      expect(await run(urlEncode, text, { scope: 'full', formEncoding: true })).toBe(expected.fullForm[i]);
    }
  });

  it('decode agrees with unquote and unquote_plus on what Python encoded', async () => {
    const encoded = python(`print(json.dumps([p.quote(x, safe="") for x in xs]))`, texts);
    const plus = python(`print(json.dumps([p.quote_plus(x, safe="") for x in xs]))`, texts);
    for (const [i, text] of texts.entries()) {
      expect(await run(urlDecode, encoded[i]!)).toBe(text);
      expect(await run(urlDecode, plus[i]!, { formEncoding: true })).toBe(text);
    }
    // Encoded as a full URL, then decoded as one: Python's unquote gives the same text back.
    const full = await Promise.all(texts.map((t) => run(urlEncode, t, { scope: 'full' })));
    const unquoted = python('print(json.dumps([p.unquote(x) for x in xs]))', full);
    for (const [i, text] of full.entries()) expect(await run(urlDecode, text, { scope: 'full' })).toBe(unquoted[i]);
  });

  it('a full-URL decode keeps escaped separators, as decodeURI does', async () => {
    expect(await run(urlDecode, 'a%2Fb%3Fc%20d', { scope: 'full' })).toBe('a%2Fb%3Fc d');
    expect(await run(urlDecode, 'a%2Fb%3Fc%20d')).toBe('a/b?c d');
  });

  it('malformed escapes and lone surrogates fail with the tool’s messages', async () => {
    await expect(run(urlDecode, '100%25 then %E0%A4%A')).rejects.toThrow(
      'Error decoding URL - input may not be properly encoded',
    );
    await expect(run(urlDecode, '%FF')).rejects.toThrow('Error decoding URL');
    await expect(run(urlEncode, 'a\uD800b')).rejects.toThrow('Error encoding URL');
  });
});
