// @vitest-environment node
// Route planning follows the Fetch standard (forbidden request headers, CORS-safelisted requests);
// bodies are read as browsers read them (TextDecoder for charsets, JSON.parse for meaning).
import { describe, expect, it } from 'vitest';
import { describeBody, PREVIEW } from './response-body';
import { browserForbiddenHeaders, needsPreflight, planRoute, relayRetryIsSafe, type WireRequest } from './wire';

const get = (headers: [string, string][] = [], method: WireRequest['method'] = 'GET'): WireRequest => ({
  method,
  url: 'https://api.example.com/x',
  headers,
});

describe('which way a request goes', () => {
  it('finds the headers a page may not set', () => {
    expect(
      browserForbiddenHeaders([
        ['Cookie', 'a=b'],
        ['Host', 'x'],
        ['Proxy-Authorization', 'y'],
        ['Sec-Fetch-Mode', 'cors'],
        ['X-Api-Key', 'k'],
        ['Accept', '*/*'],
      ]),
    ).toEqual(['Cookie', 'Host', 'Proxy-Authorization', 'Sec-Fetch-Mode']);
  });

  it.each([
    [get(), false],
    [
      get(
        [
          ['Accept', 'application/json'],
          ['Content-Type', 'text/plain;charset=UTF-8'],
        ],
        'POST',
      ),
      false,
    ],
    [get([['Content-Type', 'application/x-www-form-urlencoded']], 'POST'), false],
    [get([['Content-Type', 'application/json']], 'POST'), true],
    [get([['Authorization', 'Bearer x']]), true],
    [get([['X-Requested-With', 'fetch']]), true],
    [get([], 'PUT'), true],
    [get([], 'DELETE'), true],
    [get([['Accept', 'x'.repeat(129)]]), true],
  ])('a CORS preflight for %j: %s', (request, expected) => {
    expect(needsPreflight(request)).toBe(expected);
  });

  it('resends through the relay by itself only what cannot have reached the server, or is safe to repeat', () => {
    expect(relayRetryIsSafe(get())).toBe(true);
    expect(relayRetryIsSafe(get([['Content-Type', 'application/json']], 'POST'))).toBe(true); // preflighted: never sent
    expect(relayRetryIsSafe(get([['Content-Type', 'text/plain']], 'POST'))).toBe(false); // a simple POST may have arrived
    expect(relayRetryIsSafe(get([], 'PUT'))).toBe(true);
  });

  it('plans the route: the choice, forbidden headers, mixed content, known CORS refusals, else the browser first', () => {
    expect(planRoute(get(), { mode: 'relay', pageProtocol: 'https:' })).toMatchObject({ route: 'relay', fallbackToRelay: false });
    expect(planRoute(get([['Cookie', 'a=b']]), { mode: 'direct', pageProtocol: 'https:' })).toMatchObject({
      route: 'direct',
      fallbackToRelay: false,
    });
    expect(planRoute(get([['Cookie', 'a=b']]), { mode: 'auto', pageProtocol: 'https:' })).toEqual({
      route: 'relay',
      reason: 'Sent through the relay: a browser may not send Cookie.',
      fallbackToRelay: false,
    });
    expect(planRoute({ ...get(), url: 'http://api.example.com/' }, { mode: 'auto', pageProtocol: 'https:' }).reason).toBe(
      'Sent through the relay: an https page may not fetch an http:// URL (mixed content).',
    );
    expect(
      planRoute(get(), { mode: 'auto', pageProtocol: 'https:', corsBlockedOrigins: new Set(['https://api.example.com']) }).route,
    ).toBe('relay');
    expect(planRoute(get(), { mode: 'auto', pageProtocol: 'https:' })).toMatchObject({ route: 'direct', fallbackToRelay: true });
  });
});

describe('reading a response body', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('pretty-prints JSON keeping exact numbers, and previews only the start of a large one', () => {
    const { view, texts } = describeBody(bytes('{"id":12345678901234567890,"price":1.10}'), 'application/json; charset=utf-8');
    expect(view).toMatchObject({ kind: 'json', mime: 'application/json' });
    // Exact numbers need JSON.rawJSON (browsers, Node 21+); Node 20 prints them as doubles.
    const exact = typeof (JSON as { rawJSON?: unknown }).rawJSON === 'function';
    expect(texts.pretty).toBe(
      exact ? '{\n  "id": 12345678901234567890,\n  "price": 1.10\n}' : '{\n  "id": 12345678901234567000,\n  "price": 1.1\n}',
    );
    const big = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, name: `item ${i}` })));
    const large = describeBody(bytes(big), 'application/json');
    expect(large.view.pretty!.preview.length).toBeLessThanOrEqual(PREVIEW.coloured.head);
    expect(large.texts.pretty!.startsWith(large.view.pretty!.preview)).toBe(true);
    expect(JSON.parse(large.texts.pretty!)).toEqual(JSON.parse(big));
  });

  it('decodes the declared charset as the browser does', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]); // "café" in ISO-8859-1
    expect(describeBody(latin1, 'text/plain; charset=iso-8859-1').texts.raw).toBe(new TextDecoder('iso-8859-1').decode(latin1));
    expect(describeBody(bytes('ünïcode'), 'text/plain').texts.raw).toBe('ünïcode');
  });

  it('sniffs untyped JSON and text, says when declared JSON does not parse, and keeps images and binary as bytes', () => {
    expect(describeBody(bytes(' [1,2]'), undefined).view.kind).toBe('json');
    expect(describeBody(bytes('{not json'), undefined).view.kind).toBe('text');
    expect(describeBody(bytes('{not json'), 'application/json').view.jsonError).toMatch(/^Invalid JSON: /);
    expect(describeBody(bytes('<h1>x</h1>'), 'text/html').view).toMatchObject({ kind: 'html', html: '<h1>x</h1>' });
    expect(describeBody(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png').view.image).toBeInstanceOf(Blob);
    expect(describeBody(new Uint8Array([0, 1, 2, 255]), 'application/octet-stream').view.kind).toBe('binary');
    expect(describeBody(new Uint8Array(0), 'application/json').view.kind).toBe('empty');
  });
});
