// @vitest-environment node
// Params ↔ URL is checked against the WHATWG URL parser (what a server's framework sees), Basic
// auth against Node's base64, and the request as sent against the spec's rules (§5, §7).
import { describe, expect, it } from 'vitest';
import { substituteVariables, variableSpans, variablesIn } from './environment';
import { paramsFromQuery, rowId, splitUrl, syncParamsFromUrl, urlWithParams, type ParamRow } from './query-params';
import { buildRequest, emptyDraft, headerRowProblem, withScheme, type RequestDraft } from './request-draft';

const row = (key: string, value: string, enabled = true): ParamRow => ({ id: rowId(), key, value, enabled });

function draftOf(changes: Partial<RequestDraft>): RequestDraft {
  return { ...emptyDraft(), ...changes };
}

describe('environment variables', () => {
  const variables = { host: 'api.example.com', token: 's3cr3t', 'api.version': 'v2', empty: '' };

  it('replaces every known {{name}}, spaces inside the braces allowed', () => {
    expect(substituteVariables({ text: 'https://{{host}}/{{ api.version }}/users?t={{token}}&e={{empty}}', variables })).toEqual({
      text: 'https://api.example.com/v2/users?t=s3cr3t&e=',
      unknown: [],
    });
  });

  it('leaves unknown names as typed and lists each once', () => {
    expect(substituteVariables({ text: '{{missing}}/{{host}}/{{missing}}/{{other}}', variables })).toEqual({
      text: '{{missing}}/api.example.com/{{missing}}/{{other}}',
      unknown: ['missing', 'other'],
    });
  });

  it('does not treat other braces as variables, and values are not substituted again', () => {
    expect(
      substituteVariables({ text: '{"a": {{token}}} {{ bad name }} {{}}', variables: { token: '{{host}}', host: 'x' } }).text,
    ).toBe('{"a": {{host}}} {{ bad name }} {{}}');
  });

  it('finds and marks the variables of a text', () => {
    expect(variablesIn('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
    expect(variableSpans('x {{host}} y {{nope}}', variables)).toEqual([
      { text: 'x ' },
      { text: '{{host}}', variable: { name: 'host', known: true } },
      { text: ' y ' },
      { text: '{{nope}}', variable: { name: 'nope', known: false } },
    ]);
  });
});

describe('params and the URL, both ways', () => {
  const queries = [
    'a=1&b=2',
    'q=hello+world&x=%26%3D',
    'tag=a&tag=b&tag=',
    'flag&x=1',
    'caf%C3%A9=cr%C3%A8me',
    'broken=%E0%A4%A&ok=1',
    'a=1==2',
    '',
  ];

  it.each(queries)('reads ?%s as the URL standard does', (query) => {
    const ours = paramsFromQuery(query).map(({ key, value }) => [key, value]);
    const platform = [...new URLSearchParams(query)];
    if (query.includes('%E0%A4%A')) {
      // A malformed escape: the standard turns it into U+FFFD; we keep what the user typed.
      expect(ours).toEqual([
        ['broken', '%E0%A4%A'],
        ['ok', '1'],
      ]);
    } else expect(ours).toEqual(platform);
  });

  it.each([
    [[row('q', 'hello world'), row('amp', 'a&b=c'), row('plus', '1+1'), row('hash', '#frag'), row('pct', '100%')]],
    [[row('name', 'Zoë'), row('emoji', '🚀'), row('path', '/a/b?c'), row('list', 'x,y;z')]],
    [[row('dup', '1'), row('dup', '2'), row('off', 'no', false), row('empty', '')]],
  ])('writes rows into a query the URL parser reads back: %#', (rows) => {
    const url = urlWithParams({ url: 'https://api.example.com/search?old=1#top', rows });
    const parsed = new URL(url);
    expect(parsed.hash).toBe('#top');
    expect([...parsed.searchParams]).toEqual(rows.filter((r) => r.enabled).map((r) => [r.key, r.value]));
  });

  it('keeps {{variables}} readable in the query', () => {
    expect(urlWithParams({ url: '{{base}}/users', rows: [row('token', '{{token}}'), row('q', 'a b')] })).toBe(
      '{{base}}/users?token={{token}}&q=a%20b',
    );
  });

  it('syncs the table from an edited URL, keeping row ids and disabled rows', () => {
    const rows = [row('a', '1'), row('b', '2'), row('off', 'x', false)];
    const next = syncParamsFromUrl({ url: 'https://x.test/?a=1&b=3&c=4', rows });
    expect(next.map((r) => [r.key, r.value, r.enabled])).toEqual([
      ['a', '1', true],
      ['b', '3', true],
      ['c', '4', true],
      ['off', 'x', false],
    ]);
    expect(next[0]!.id).toBe(rows[0]!.id);
    expect(next[1]!.id).toBe(rows[1]!.id);
    expect(next[3]!.id).toBe(rows[2]!.id);
    expect(syncParamsFromUrl({ url: 'https://x.test/', rows }).map((r) => r.key)).toEqual(['off']);
  });

  it('splits a URL being typed, fragment and all', () => {
    expect(splitUrl('https://x.test/p?a=1#h?x')).toEqual({ base: 'https://x.test/p', query: 'a=1', hash: '#h?x' });
    expect(splitUrl('{{host}}/p')).toEqual({ base: '{{host}}/p', query: null, hash: '' });
  });
});

describe('the request as sent', () => {
  it('substitutes variables everywhere and reports unknown ones', () => {
    const { request, unknownVariables } = buildRequest({
      draft: draftOf({
        method: 'POST',
        url: 'https://{{host}}/items?key={{key}}',
        headers: [row('X-Env', '{{env}}'), row('X-Missing', '{{nope}}')],
        auth: { ...emptyDraft().auth, type: 'bearer', bearerToken: '{{token}}' },
        body: { ...emptyDraft().body, type: 'json', json: '{"env":"{{env}}"}' },
      }),
      variables: { host: 'api.example.com', key: 'k1', env: 'staging', token: 't0k' },
    });
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/items?key=k1',
      headers: [
        ['X-Env', 'staging'],
        ['X-Missing', '{{nope}}'],
        ['Authorization', 'Bearer t0k'],
        ['Content-Type', 'application/json'],
      ],
      body: { kind: 'text', text: '{"env":"staging"}' },
    });
    expect(unknownVariables).toEqual(['nope']);
  });

  it('encodes Basic auth as UTF-8 base64', () => {
    const { request } = buildRequest({
      draft: draftOf({
        url: 'https://x.test/',
        auth: { ...emptyDraft().auth, type: 'basic', basicUsername: 'zoë', basicPassword: 'p:ss' },
      }),
    });
    expect(request.headers).toEqual([['Authorization', `Basic ${Buffer.from('zoë:p:ss', 'utf8').toString('base64')}`]]);
  });

  it('puts an API key in a header or the query', () => {
    const auth = { ...emptyDraft().auth, type: 'api-key' as const, apiKeyKey: 'api_key', apiKeyValue: 'a b&c' };
    expect(buildRequest({ draft: draftOf({ url: 'https://x.test/p?x=1', auth }) }).request.headers).toEqual([
      ['api_key', 'a b&c'],
    ]);
    const inQuery = buildRequest({
      draft: draftOf({ url: 'https://x.test/p?x=1#h', auth: { ...auth, apiKeyLocation: 'query' } }),
    }).request;
    expect(new URL(inQuery.url).searchParams.get('api_key')).toBe('a b&c');
    expect(inQuery.headers).toEqual([]);
  });

  it('marks bad header rows and leaves them out; disabled and blank rows are not sent', () => {
    const bad = row('Bad Header', 'x');
    const built = buildRequest({
      draft: draftOf({
        url: 'https://x.test/',
        headers: [row('Accept', 'application/json'), bad, row('X-Off', '1', false), row('', '')],
      }),
    });
    expect(built.request.headers).toEqual([['Accept', 'application/json']]);
    expect(built.skippedHeaders.get(bad.id)).toBe("Header names may only contain letters, digits and !#$%&'*+.^_`|~-");
    expect(headerRowProblem({ key: 'X', value: 'a\nb' })).toBe('Header values may not contain line breaks');
    expect(headerRowProblem({ key: '', value: 'orphan' })).toBe('A header needs a name');
  });

  it('never sends a body with GET or HEAD, and says so', () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const built = buildRequest({
        draft: draftOf({ method, url: 'https://x.test/', body: { ...emptyDraft().body, type: 'json', json: '{}' } }),
      });
      expect(built.request.body).toBeUndefined();
      expect(built.warnings).toEqual([`${method} requests are sent without a body.`]);
    }
  });

  it('warns about invalid JSON but sends it as typed', () => {
    const built = buildRequest({
      draft: draftOf({ method: 'POST', url: 'https://x.test/', body: { ...emptyDraft().body, type: 'json', json: '{"a":' } }),
    });
    expect(built.request.body).toEqual({ kind: 'text', text: '{"a":' });
    expect(built.warnings[0]).toMatch(/^The JSON body is not valid: /);
  });

  it('adds a scheme to a bare URL and refuses what cannot be sent', () => {
    expect(withScheme('api.example.com/v1')).toBe('https://api.example.com/v1');
    expect(withScheme('localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(() => buildRequest({ draft: draftOf({ url: '   ' }) })).toThrow('Enter a URL to send the request to.');
    expect(() => buildRequest({ draft: draftOf({ url: 'ftp://x.test/a' }) })).toThrow(
      'Only http:// and https:// URLs can be sent.',
    );
    expect(() => buildRequest({ draft: draftOf({ url: '{{base}}/users' }) })).toThrow(
      'https://{{base}}/users is not a valid URL: {{base}} has no value in the chosen environment.',
    );
  });

  it('needs the chosen file of a multipart file field', () => {
    const field = { ...row('avatar', ''), kind: 'file' as const, fileName: 'me.png' };
    const draft = draftOf({
      method: 'POST',
      url: 'https://x.test/',
      body: { ...emptyDraft().body, type: 'multipart', multipart: [field] },
    });
    expect(() => buildRequest({ draft })).toThrow('Choose the file for the form field "avatar" (was me.png).');
    const file = new File(['png'], 'me.png');
    expect(buildRequest({ draft, files: new Map([[field.id, file]]) }).request.body).toEqual({
      kind: 'multipart',
      fields: [{ name: 'avatar', file }],
    });
  });
});
