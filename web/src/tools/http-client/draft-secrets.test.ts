// What a Share link made without secrets keeps of a request: everything but the credentials, each
// one left out named once (issue 28 §3: Authorization headers, cookies, API keys, secret URL params).
import { describe, expect, it } from 'vitest';
import { secretsOfDraft } from './draft-secrets';
import { emptyDraft, type RequestDraft } from './request-draft';
import { draftWithoutIds, readDraft } from './saved';

const row = (key: string, value: string, enabled = true) => ({ id: `${key}-id`, key, value, enabled });

function filledDraft(): RequestDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    method: 'POST',
    url: 'https://user:hunter2@api.example.com/items?page=2&api_key=k-123',
    params: [row('page', '2'), row('api_key', 'k-123'), row('access_token', 'old-token', false)],
    headers: [
      row('Accept', 'application/json'),
      row('Authorization', 'Bearer abc'),
      row('Cookie', 'sid=1'),
      row('X-Api-Key', 'zzz'),
    ],
    auth: {
      ...draft.auth,
      type: 'basic',
      basicUsername: 'ann',
      basicPassword: 'the-pass',
      bearerToken: 'the-token',
      apiKeyValue: 'the-api-key',
    },
    body: {
      ...draft.body,
      type: 'urlencoded',
      urlencoded: [row('name', 'Ann'), row('password', 'pw2')],
      multipart: [{ ...row('client_secret', 's'), kind: 'text' }],
    },
  };
}

describe('secretsOfDraft', () => {
  it('empties every credential and keeps the rest of the request', () => {
    const { redacted, labels } = secretsOfDraft(filledDraft());
    expect(redacted.url).toBe('https://user:@api.example.com/items?page=2&api_key=');
    expect(redacted.params.map((r) => [r.key, r.value])).toEqual([
      ['page', '2'],
      ['api_key', ''],
      ['access_token', ''],
    ]);
    expect(redacted.headers.map((r) => [r.key, r.value])).toEqual([
      ['Accept', 'application/json'],
      ['Authorization', ''],
      ['Cookie', ''],
      ['X-Api-Key', ''],
    ]);
    expect(redacted.auth).toMatchObject({
      type: 'basic',
      basicUsername: 'ann',
      basicPassword: '',
      bearerToken: '',
      apiKeyValue: '',
    });
    expect(redacted.body.urlencoded.map((r) => r.value)).toEqual(['Ann', '']);
    expect(redacted.body.multipart[0]!.value).toBe('');
    expect(redacted.method).toBe('POST');
    expect(JSON.stringify(redacted)).not.toMatch(
      /hunter2|k-123|old-token|Bearer abc|sid=1|zzz|the-pass|the-token|the-api-key|pw2/,
    );
    expect(labels).toEqual([
      'password in the URL',
      'api_key in the URL',
      'access_token in the URL',
      'Authorization header',
      'Cookie header',
      'X-Api-Key header',
      'bearer token',
      'Basic auth password',
      'API key',
      'form field password',
      'form field client_secret',
    ]);
  });

  it('names nothing for a request without credentials', () => {
    const draft = { ...emptyDraft(), url: 'https://example.com/?q=1', headers: [row('Accept', '*/*')] };
    expect(secretsOfDraft(draft)).toEqual({ redacted: draft, labels: [] });
  });
});

describe('a draft in a link', () => {
  it('travels without row ids and comes back whole, with fresh ids', () => {
    const draft = filledDraft();
    const json = JSON.parse(JSON.stringify(draftWithoutIds(draft))) as unknown;
    expect(JSON.stringify(json)).not.toContain('"id"');
    const back = readDraft(json)!;
    expect(draftWithoutIds(back)).toEqual(json);
    expect(back.headers.every((r) => typeof r.id === 'string' && r.id !== '')).toBe(true);
  });

  it('refuses what is not a request', () => {
    expect(readDraft({ method: 'BREW', url: 'x' })).toBeUndefined();
    expect(readDraft('GET /')).toBeUndefined();
    expect(readDraft({ method: 'GET', url: 1 })).toBeUndefined();
  });
});
