import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKENS_PER_USER_MAX } from '../../common/api-tokens';
import { hashToken } from '../src/tokens/store';
import { TestClient } from './auth-helpers';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';
import { bearer, callOperation, createToken } from './ops-helpers';

describe(`personal API tokens: /api/tokens (${dialect})`, () => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' }, { deps: { clock: () => now } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a token shown once, stored hashed, listed with name, prefix, created and last used; revokes it at once', async () => {
    now = new Date();
    const { client, id: userId } = await signedInUser(server, 'tok');
    expect((await client.get('/api/tokens')).json).toEqual({ tokens: [] });

    const created = await client.post('/api/tokens', { name: '  CI pipeline  ' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { token, secret } = created.json;
    expect(secret).toMatch(/^dfk_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'CI pipeline',
      prefix: secret.slice(0, 12),
      createdAt: now.toISOString(),
      expiresAt: null,
      lastUsedAt: null,
    });

    // Only the SHA-256 of the token is in the database; the list never carries it.
    const rows = await sql<{
      token_hash: string;
      prefix: string;
      user_id: string;
    }>`select token_hash, prefix, user_id from api_tokens`.execute(server.database.db);
    const row = rows.rows.find((r) => r.user_id === userId)!;
    expect(row.token_hash).toBe(hashToken(secret));
    expect(JSON.stringify(rows.rows)).not.toContain(secret);
    const listed = await client.get('/api/tokens');
    expect(listed.json).toEqual({ tokens: [token] });
    expect(listed.text).not.toContain(secret.slice(12));

    // Use: the call works and "last used" is noted.
    now = new Date(now.getTime() + 5_000);
    const used = await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret));
    expect(used.status).toBe(200);
    expect(used.json).toEqual({ output: 'aGk=', kind: 'text' });
    expect((await client.get('/api/tokens')).json.tokens[0].lastUsedAt).toBe(now.toISOString());
    // Within the minute it is not written again; after it, it is.
    const firstUse = now.toISOString();
    now = new Date(now.getTime() + 30_000);
    await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret));
    expect((await client.get('/api/tokens')).json.tokens[0].lastUsedAt).toBe(firstUse);
    now = new Date(now.getTime() + 31_000);
    await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret));
    expect((await client.get('/api/tokens')).json.tokens[0].lastUsedAt).toBe(now.toISOString());

    const revoked = await client.request('DELETE', `/api/tokens/${token.id}`);
    expect(revoked.status).toBe(204);
    const refused = await callOperation(server.url, 'base64-encode', { input: 'hi' }, bearer(secret));
    expect(refused.status).toBe(401);
    expect(refused.json.error).toEqual({
      code: 'invalid_token',
      message: 'This API token is not valid: it was revoked, has expired or is mistyped. Create a new one in Account Settings.',
    });
    expect((await client.get('/api/tokens')).json).toEqual({ tokens: [] });
    expect((await client.request('DELETE', `/api/tokens/${token.id}`)).status).toBe(404);
  });

  it('answers a burst of parallel calls with one token, and refuses the whole next burst once it is revoked', async () => {
    now = new Date();
    const { client } = await signedInUser(server, 'tok-burst');
    const { id: tokenId, secret } = await createToken(client, 'burst');
    // Calls arriving together share one read of the token (store.ts): each still gets its answer.
    const burst = () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => callOperation(server.url, 'base64-encode', { input: `call ${i}` }, bearer(secret))));
    const answered = await burst();
    expect(answered.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answered.map((r) => r.json.output)).toEqual(Array.from({ length: 20 }, (_, i) => Buffer.from(`call ${i}`).toString('base64')));
    expect((await client.request('DELETE', `/api/tokens/${tokenId}`)).status).toBe(204);
    expect((await burst()).map((r) => r.status)).toEqual(Array(20).fill(401));
  });

  it('refuses an expired token at once', async () => {
    now = new Date();
    const { client } = await signedInUser(server, 'tok-exp');
    const { id, secret } = await createToken(client, 'one day', 1);
    expect((await client.get('/api/tokens')).json.tokens[0]).toMatchObject({
      id,
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    now = new Date(now.getTime() + 86_400_000 - 1_000);
    expect((await callOperation(server.url, 'base64-encode', { input: 'x' }, bearer(secret))).status).toBe(200);
    now = new Date(now.getTime() + 1_000);
    const expired = await callOperation(server.url, 'base64-encode', { input: 'x' }, bearer(secret));
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe('invalid_token');
    // Listed until revoked, with its expiry for the page to show.
    expect((await client.get('/api/tokens')).json.tokens).toHaveLength(1);
  });

  it('opens the operations API only: never account, key, token or session routes', async () => {
    now = new Date();
    const { client } = await signedInUser(server, 'tok-scope');
    const { secret } = await createToken(client);
    const asScript = new TestClient(server.url, {});
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/keys'],
      ['POST', '/api/keys', { provider: 'openai', apiKey: 'sk-test-0123456789abcdefghij' }],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'made by a token' }],
      ['GET', '/api/ai/usage'],
      ['GET', '/api/snippets'],
      ['POST', '/api/relay', { method: 'GET', url: 'https://example.com/' }],
    ];
    for (const [method, path, body] of routes) {
      const reply = await asScript.request(method, path, body, bearer(secret));
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
    const session = await asScript.request('GET', '/api/auth/get-session', undefined, bearer(secret));
    expect(session.json).toBeNull();
    const listed = await client.get('/api/tokens');
    expect(listed.json.tokens.map((t: { name: string }) => t.name)).toEqual(['test token']);
  });

  it("answers another user's token id like an unknown one", async () => {
    const owner = await signedInUser(server, 'tok-owner');
    const other = await signedInUser(server, 'tok-other');
    const { id, secret } = await createToken(owner.client);
    expect((await other.client.request('DELETE', `/api/tokens/${id}`)).status).toBe(404);
    expect((await other.client.get('/api/tokens')).json.tokens).toEqual([]);
    expect((await callOperation(server.url, 'base64-encode', { input: 'x' }, bearer(secret))).status).toBe(200);
  });

  it('validates the name and lifetime, and caps tokens per account', async () => {
    const { client } = await signedInUser(server, 'tok-valid');
    const cases: [unknown, string][] = [
      [{}, 'name: Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ name: 'a\u0007b' }, 'Name may not contain control characters'],
      [{ name: 'ok', expiresInDays: 0 }, 'expiresInDays must be at least 1'],
      [{ name: 'ok', expiresInDays: 1.5 }, 'expiresInDays: must be a whole number of days'],
      [{ name: 'ok', expiresInDays: 4000 }, 'expiresInDays must be at most 3650'],
    ];
    for (const [body, message] of cases) {
      const reply = await client.post('/api/tokens', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.error).toEqual({ code: 'invalid_input', message });
    }
    for (let i = 0; i < API_TOKENS_PER_USER_MAX; i++)
      expect((await client.post('/api/tokens', { name: `t${i}` })).status).toBe(201);
    const over = await client.post('/api/tokens', { name: 'one too many' });
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('too_many_tokens');
    expect((await client.get('/api/tokens')).json.tokens).toHaveLength(API_TOKENS_PER_USER_MAX);
  });

  it('needs a signed-in session on every token route', async () => {
    const anonymous = new TestClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', '/api/tokens/x'],
    ] as const) {
      const reply = await anonymous.request(method, path, method === 'POST' ? { name: 'x' } : undefined);
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.json.error.code).toBe('unauthorized');
    }
  });
});
