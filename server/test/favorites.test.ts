import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_MAX } from '../../common/favorites';
import { strongPassword, TestClient } from './auth-helpers';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

describe(`Favorites: /api/favorites (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(server.url);
    for (const method of ['GET', 'PUT'] as const) {
      const reply = await anonymous.request(method, '/api/favorites', method === 'PUT' ? { toolIds: [] } : undefined);
      expect(reply.status, method).toBe(401);
      expect(reply.json).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    }
  });

  it('says when an account has never saved favorites, then keeps the order it is given', async () => {
    const { client } = await signedInUser(server, 'fav');
    const empty = await client.get('/api/favorites');
    expect(empty.json).toEqual({ toolIds: [], updatedAt: null });
    expect(empty.headers.get('cache-control')).toBe('no-store');

    const saved = await client.request('PUT', '/api/favorites', { toolIds: ['uuid-generator', 'json-formatter', 'jwt-decoder'] });
    expect(saved.status).toBe(200);
    expect(saved.json.toolIds).toEqual(['uuid-generator', 'json-formatter', 'jwt-decoder']);
    expect(new Date(saved.json.updatedAt).toISOString()).toBe(saved.json.updatedAt);
    expect((await client.get('/api/favorites')).json).toEqual(saved.json);

    // A reorder replaces the list; a tool given twice keeps its first place.
    const reordered = await client.request('PUT', '/api/favorites', { toolIds: ['jwt-decoder', 'uuid-generator', 'jwt-decoder', 'json-formatter'] });
    expect(reordered.json.toolIds).toEqual(['jwt-decoder', 'uuid-generator', 'json-formatter']);
    expect((await client.get('/api/favorites')).json.toolIds).toEqual(['jwt-decoder', 'uuid-generator', 'json-formatter']);

    // Emptied: an empty list that was saved, not "never saved".
    const cleared = await client.request('PUT', '/api/favorites', { toolIds: [] });
    expect(cleared.json.toolIds).toEqual([]);
    expect((await client.get('/api/favorites')).json.updatedAt).not.toBeNull();
  });

  it('follows the account to another browser, and is its own per account', async () => {
    const { client, email } = await signedInUser(server, 'fav');
    await client.request('PUT', '/api/favorites', { toolIds: ['hash-generator', 'regex-tester'] });
    const elsewhere = new TestClient(server.url);
    expect((await elsewhere.signIn(email, strongPassword)).status).toBe(200);
    expect((await elsewhere.get('/api/favorites')).json.toolIds).toEqual(['hash-generator', 'regex-tester']);

    const other = await signedInUser(server, 'fav');
    expect((await other.client.get('/api/favorites')).json).toEqual({ toolIds: [], updatedAt: null });
    await other.client.request('PUT', '/api/favorites', { toolIds: ['cron-builder'] });
    expect((await client.get('/api/favorites')).json.toolIds).toEqual(['hash-generator', 'regex-tester']);
  });

  it('refuses what is not a list of tool ids, in the one error shape', async () => {
    const { client } = await signedInUser(server, 'fav');
    const cases: [unknown, string][] = [
      [{}, 'toolIds: toolIds must be a list of tool ids'],
      [{ toolIds: 'json-formatter' }, 'toolIds: toolIds must be a list of tool ids'],
      [{ toolIds: [42] }, 'toolIds.0: Each favorite must be a tool id'],
      [{ toolIds: ['JSON Formatter'] }, 'A tool id is lower-case words joined by hyphens'],
      [{ toolIds: ['../etc/passwd'] }, 'A tool id is lower-case words joined by hyphens'],
      [{ toolIds: ['a'.repeat(101)] }, 'A tool id is at most 100 characters'],
      [{ toolIds: Array.from({ length: FAVORITES_MAX + 1 }, (_, i) => `tool-${i}`) }, `At most ${FAVORITES_MAX} favorites`],
    ];
    for (const [body, message] of cases) {
      const reply = await client.request('PUT', '/api/favorites', body);
      expect(reply.status, message).toBe(400);
      expect(reply.json, message).toEqual({ error: { code: 'invalid_input', message } });
    }
    expect((await client.request('PUT', '/api/favorites', 'not json', { 'content-type': 'application/json' })).json.error.code).toBe('invalid_json');
    // Nothing refused was saved.
    expect((await client.get('/api/favorites')).json).toEqual({ toolIds: [], updatedAt: null });
  });
});
