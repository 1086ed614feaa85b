import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './auth-helpers';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

const openaiKey = 'sk-proj-TESTKEYabcdefghijklmnop0123456789wxyz';

describe(`API keys: /api/keys (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(server.url);
    for (const [method, url] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
      ['PATCH', '/api/keys/x'],
      ['DELETE', '/api/keys/x'],
      ['POST', '/api/keys/x/reveal'],
    ] as const) {
      const reply = await anonymous.request(method, url, method === 'POST' || method === 'PATCH' ? { isActive: true } : undefined);
      expect(reply.status, `${method} ${url}`).toBe(401);
      expect(reply.json).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    }
  });

  it('saves a key masked, reveals it, deactivates, activates and deletes it', async () => {
    const { client } = await signedInUser(server);
    expect((await client.get('/api/keys')).json).toEqual({ keys: [] });

    const saved = await client.post('/api/keys', { provider: 'openai', apiKey: `  ${openaiKey}  ` });
    expect(saved.status).toBe(201);
    expect(saved.json.key).toMatchObject({ provider: 'openai', providerName: 'OpenAI', maskedKey: 'sk-p••••••••wxyz', isActive: true });
    expect(saved.text).not.toContain(openaiKey);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const id = saved.json.key.id;

    const listed = await client.get('/api/keys');
    expect(listed.json.keys).toEqual([saved.json.key]);
    expect(listed.text).not.toContain(openaiKey);

    const revealed = await client.post(`/api/keys/${id}/reveal`);
    expect(revealed.status).toBe(200);
    expect(revealed.json).toEqual({ apiKey: openaiKey });
    expect(revealed.headers.get('cache-control')).toBe('no-store');

    const off = await client.request('PATCH', `/api/keys/${id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.json.key).toMatchObject({ id, isActive: false });
    expect(off.json.key.updatedAt >= saved.json.key.updatedAt).toBe(true);
    const on = await client.request('PATCH', `/api/keys/${id}`, { isActive: true });
    expect(on.json.key.isActive).toBe(true);

    const deleted = await client.request('DELETE', `/api/keys/${id}`);
    expect(deleted.status).toBe(204);
    expect((await client.get('/api/keys')).json.keys).toEqual([]);
    expect((await client.request('DELETE', `/api/keys/${id}`)).status).toBe(404);
  });

  it('updates the provider’s existing record and makes it active again when saved twice (spec §4)', async () => {
    const { client } = await signedInUser(server);
    const first = await client.post('/api/keys', { provider: 'groq', apiKey: 'gsk_first_key_1234567890' });
    await client.request('PATCH', `/api/keys/${first.json.key.id}`, { isActive: false });
    const second = await client.post('/api/keys', { provider: 'groq', apiKey: 'gsk_second_key_abcdefghij' });
    expect(second.status).toBe(200);
    expect(second.json.key).toMatchObject({ id: first.json.key.id, isActive: true, maskedKey: 'gsk_••••••••ghij', createdAt: first.json.key.createdAt });
    expect((await client.get('/api/keys')).json.keys).toHaveLength(1);
    expect((await client.post(`/api/keys/${first.json.key.id}/reveal`)).json.apiKey).toBe('gsk_second_key_abcdefghij');
  });

  it('lists newest first', async () => {
    const { client } = await signedInUser(server);
    for (const provider of ['openai', 'gemini', 'anthropic']) {
      await client.post('/api/keys', { provider, apiKey: `${provider}-key-1234567890` });
      await new Promise((r) => setTimeout(r, 5));
    }
    const { keys } = (await client.get('/api/keys')).json;
    expect(keys.map((k: { provider: string }) => k.provider)).toEqual(['anthropic', 'gemini', 'openai']);
  });

  it('refuses blank, oversized and unknown input with a message', async () => {
    const { client } = await signedInUser(server);
    const blank = await client.post('/api/keys', { provider: 'openai', apiKey: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toEqual({ code: 'invalid_input', message: 'API key is required' });
    expect((await client.post('/api/keys', { provider: 'openai' })).json.error.message).toBe('apiKey: API key is required');
    expect((await client.post('/api/keys', { provider: 'openai', apiKey: 'x'.repeat(513) })).json.error.message).toBe('API key must be at most 512 characters');
    expect((await client.post('/api/keys', { provider: 'openai', apiKey: 'two words' })).json.error.message).toMatch(/may not contain spaces/);
    expect((await client.post('/api/keys', { provider: 'skynet', apiKey: 'abc' })).json.error.message).toBe('Choose one of the listed providers');
    const saved = await client.post('/api/keys', { provider: 'openai', apiKey: openaiKey });
    expect((await client.request('PATCH', `/api/keys/${saved.json.key.id}`, { isActive: 'yes' })).json.error.message).toBe('isActive: must be true or false');
  });

  it("keeps users apart: another user's key id answers 404 everywhere", async () => {
    const alice = await signedInUser(server, 'alice');
    const bob = await signedInUser(server, 'bob');
    const { json } = await alice.client.post('/api/keys', { provider: 'openai', apiKey: openaiKey });
    const id = json.key.id;

    expect((await bob.client.get('/api/keys')).json.keys).toEqual([]);
    for (const reply of [
      await bob.client.post(`/api/keys/${id}/reveal`),
      await bob.client.request('PATCH', `/api/keys/${id}`, { isActive: false }),
      await bob.client.request('DELETE', `/api/keys/${id}`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ error: { code: 'not_found', message: 'No such API key' } });
      expect(reply.text).not.toContain(openaiKey);
    }
    // Bob saving a key for the same provider makes his own record, not a change to Alice's.
    await bob.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-bob-key-000000000000' });
    expect((await alice.client.post(`/api/keys/${id}/reveal`)).json.apiKey).toBe(openaiKey);
    expect((await alice.client.get('/api/keys')).json.keys[0]).toMatchObject({ id, isActive: true });
  });

  it('lists a key that no longer decrypts in its row as unreadable, until it is saved again', async () => {
    const alice = await signedInUser(server, 'alice');
    const bob = await signedInUser(server, 'bob');
    await alice.client.post('/api/keys', { provider: 'openai', apiKey: openaiKey });
    await bob.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-bob-key-0000000000001234' });
    // Both lists read once, so both masks have been worked out before the copy below.
    expect((await alice.client.get('/api/keys')).json.keys[0].maskedKey).toBe('sk-p••••••••wxyz');
    expect((await bob.client.get('/api/keys')).json.keys[0].maskedKey).toBe('sk-b••••••••1234');

    // Bob's ciphertext copied into Alice's row: it is bound to Bob's row, so it must not decrypt there.
    const bobs = await server.database.db.selectFrom('user_api_keys').select('api_key').where('user_id', '=', bob.id).executeTakeFirstOrThrow();
    await server.database.db.updateTable('user_api_keys').set({ api_key: bobs.api_key }).where('user_id', '=', alice.id).execute();
    const [broken] = (await alice.client.get('/api/keys')).json.keys;
    expect(broken.maskedKey).toBe('unreadable: save it again');
    const revealed = await alice.client.post(`/api/keys/${broken.id}/reveal`);
    expect(revealed.status).toBe(500);
    expect(revealed.json.error.message).toBe('Your saved OpenAI API key could not be read. Please save it again in Account Settings.');

    await alice.client.post('/api/keys', { provider: 'openai', apiKey: 'sk-alice-new-key-000000005678' });
    expect((await alice.client.get('/api/keys')).json.keys[0].maskedKey).toBe('sk-a••••••••5678');
    expect((await bob.client.get('/api/keys')).json.keys[0].maskedKey).toBe('sk-b••••••••1234');
  });

  it('refuses a cross-site request', async () => {
    const { client } = await signedInUser(server);
    const reply = await client.post('/api/keys', { provider: 'openai', apiKey: openaiKey }, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect((await client.get('/api/keys')).json.keys).toEqual([]);
  });

  it('stores keys encrypted: the database never holds the key in clear', async () => {
    const { client, id: userId } = await signedInUser(server);
    const secretKey = 'sk-ant-api03-CLEARTEXTCANARY-9f8e7d6c5b4a';
    await client.post('/api/keys', { provider: 'anthropic', apiKey: secretKey });
    const row = await server.database.db.selectFrom('user_api_keys').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.api_key).toMatch(/^v1\./);
    expect(row.api_key).not.toContain('CLEARTEXTCANARY');

    if (dialect === 'sqlite') {
      // Every byte SQLite keeps on disk: the database file, its write-ahead log and shared memory.
      await sql`pragma wal_checkpoint(FULL)`.execute(server.database.db);
      const files = fs.readdirSync(server.config.dataDir).filter((f) => f.startsWith('devforge.sqlite'));
      expect(files).toContain('devforge.sqlite');
      for (const file of files) {
        expect(fs.readFileSync(path.join(server.config.dataDir, file)).includes('CLEARTEXTCANARY'), file).toBe(false);
      }
    } else {
      const found = await sql<{ n: string }>`select count(*) as n from user_api_keys where api_key like ${'%CLEARTEXTCANARY%'}`.execute(server.database.db);
      expect(Number(found.rows[0]!.n)).toBe(0);
    }
    expect((await client.get('/api/keys')).json.keys[0].maskedKey).toBe('sk-a••••••••5b4a');
  });
});
