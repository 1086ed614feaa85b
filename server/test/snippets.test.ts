import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET_CODE_MAX_BYTES } from '../../common/snippets';
import { TestClient } from './auth-helpers';
import { signedInUser } from './ai-helpers';
import { dialect, startTestServer, type TestServer } from './helpers';

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe(`Snippets: /api/snippets (${dialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('needs a signed-in user on every endpoint', async () => {
    const anonymous = new TestClient(server.url);
    for (const [method, url] of [
      ['GET', '/api/snippets'],
      ['POST', '/api/snippets'],
      ['PATCH', '/api/snippets/x'],
      ['DELETE', '/api/snippets/x'],
    ] as const) {
      const reply = await anonymous.request(method, url, method === 'POST' || method === 'PATCH' ? { title: 't' } : undefined);
      expect(reply.status, `${method} ${url}`).toBe(401);
      expect(reply.json).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    }
  });

  it('creates, lists, edits and deletes a snippet', async () => {
    const { client } = await signedInUser(server, 'snip');
    expect((await client.get('/api/snippets')).json).toEqual({ snippets: [], nextCursor: null });

    const created = await client.post('/api/snippets', { title: '  Debounce  ', code: 'const d = 1;\n', language: 'typescript', tags: [' React', 'hooks', 'react'] });
    expect(created.status).toBe(201);
    const snippet = created.json.snippet;
    expect(snippet).toMatchObject({ title: 'Debounce', code: 'const d = 1;\n', language: 'typescript', tags: ['react', 'hooks'] });
    expect(snippet.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(snippet.createdAt).toBe(snippet.updatedAt);
    expect(new Date(snippet.createdAt).toISOString()).toBe(snippet.createdAt);
    expect(created.headers.get('cache-control')).toBe('no-store');

    const listed = await client.get('/api/snippets');
    expect(listed.json).toEqual({ snippets: [snippet], nextCursor: null });
    expect(listed.headers.get('cache-control')).toBe('no-store');

    await tick();
    const edited = await client.request('PATCH', `/api/snippets/${snippet.id}`, { code: 'const d = 2;', tags: [] });
    expect(edited.status).toBe(200);
    expect(edited.json.snippet).toMatchObject({ id: snippet.id, title: 'Debounce', code: 'const d = 2;', tags: [], createdAt: snippet.createdAt });
    expect(edited.json.snippet.updatedAt > snippet.updatedAt).toBe(true);

    expect((await client.request('DELETE', `/api/snippets/${snippet.id}`)).status).toBe(204);
    expect((await client.get('/api/snippets')).json.snippets).toEqual([]);
    const again = await client.request('DELETE', `/api/snippets/${snippet.id}`);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: { code: 'not_found', message: 'No such snippet' } });
  });

  it('defaults language to other and tags to none; keeps code byte for byte', async () => {
    const { client } = await signedInUser(server, 'snip');
    const code = '\tfn main() {\r\n  println!("é ✓ 🚀");\u0007\n}';
    const created = await client.post('/api/snippets', { title: 'Rust "quoted" \\ ✓', code, tags: ['ü-tag', 'a b'] });
    expect(created.json.snippet).toMatchObject({ language: 'other', tags: ['ü-tag', 'a b'], code });
    const listed = await client.get('/api/snippets');
    expect(listed.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(listed.json.snippets).toEqual([created.json.snippet]);
    expect((await client.get('/api/snippets?q=rust')).json.snippets).toEqual([created.json.snippet]);
  });

  it('enforces the limits with messages in the one error shape', async () => {
    const { client } = await signedInUser(server, 'snip');
    const ok = { title: 'T', code: 'x', language: 'sql', tags: ['a'] };
    const cases: [unknown, string][] = [
      [{ ...ok, title: '   ' }, 'Title is required'],
      [{ ...ok, title: undefined }, 'title: Title is required'],
      [{ ...ok, title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ ...ok, code: ' \n ' }, 'Code is required'],
      [{ ...ok, code: 'a\u0000b' }, 'Code may not contain NUL characters'],
      [{ ...ok, title: 'a\u0000b' }, 'Title may not contain control characters'],
      [{ ...ok, code: 'x'.repeat(SNIPPET_CODE_MAX_BYTES + 1) }, 'Code must be at most 100 KB'],
      // 100 KB in characters but not in bytes: é is two bytes in UTF-8.
      [{ ...ok, code: 'é'.repeat(SNIPPET_CODE_MAX_BYTES / 2 + 1) }, 'Code must be at most 100 KB'],
      [{ ...ok, language: 'cobol' }, 'Choose one of the listed languages'],
      [{ ...ok, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
      [{ ...ok, tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters'],
      [{ ...ok, tags: ['a,b'] }, 'Tags may not contain commas, quotes or backslashes'],
      [{ ...ok, tags: ['say "hi"'] }, 'Tags may not contain commas, quotes or backslashes'],
      [{ ...ok, tags: [' '] }, 'Tags may not be empty'],
      [{ ...ok, tags: 'a,b' }, 'tags: Tags must be a list'],
    ];
    for (const [body, message] of cases) {
      const reply = await client.post('/api/snippets', body);
      expect(reply.status, message).toBe(400);
      expect(reply.json, message).toEqual({ error: { code: 'invalid_input', message } });
    }
    // At the limits exactly: accepted.
    const full = await client.post('/api/snippets', {
      title: 't'.repeat(200),
      code: 'é'.repeat(SNIPPET_CODE_MAX_BYTES / 2),
      tags: Array.from({ length: 10 }, (_, i) => `${'x'.repeat(29)}${i}`),
    });
    expect(full.status).toBe(201);
    // Duplicates collapse before counting: twelve names, ten tags.
    const dupes = await client.post('/api/snippets', { ...ok, tags: [...Array.from({ length: 10 }, (_, i) => `t${i}`), 'T1', 't2'] });
    expect(dupes.status).toBe(201);

    const { id } = full.json.snippet;
    expect((await client.request('PATCH', `/api/snippets/${id}`, {})).json.error.message).toBe('Nothing to change');
    expect((await client.request('PATCH', `/api/snippets/${id}`, { title: '' })).json.error.message).toBe('Title is required');
    expect((await client.request('PATCH', `/api/snippets/${id}`, { code: 'x'.repeat(SNIPPET_CODE_MAX_BYTES + 1) })).status).toBe(400);
    expect((await client.request('POST', '/api/snippets', 'not json', { 'content-type': 'application/json' })).json.error.code).toBe('invalid_json');
  });

  it('pages newest first with a cursor', async () => {
    const { client } = await signedInUser(server, 'snip');
    for (let i = 1; i <= 7; i++) {
      await client.post('/api/snippets', { title: `s${i}`, code: `${i}` });
      await tick();
    }
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: { json: { snippets: { title: string }[]; nextCursor: string | null } } = await client.get(
        `/api/snippets?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      titles.push(...reply.json.snippets.map((s) => s.title));
      cursor = reply.json.nextCursor;
      pages++;
    } while (cursor);
    expect(titles).toEqual(['s7', 's6', 's5', 's4', 's3', 's2', 's1']);
    // The first page is written by the database as JSON (store.ts firstPage); the others by the
    // server from rows. Both must give the same snippets and cursors.
    const fromDatabase = (await client.get('/api/snippets?limit=3')).json;
    const fromRows = (await client.get('/api/snippets?limit=3&language=other')).json;
    expect(fromDatabase).toEqual(fromRows);
    expect(Object.keys(fromDatabase.snippets[0])).toEqual(['id', 'title', 'code', 'language', 'tags', 'createdAt', 'updatedAt']);
    expect(pages).toBe(3);
    expect((await client.get('/api/snippets?limit=7')).json.nextCursor).toBeNull();

    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=ten', 'limit: limit must be a number'],
      ['cursor=bogus', 'Invalid cursor'],
      ['language=cobol', 'Choose one of the listed languages'],
    ]) {
      const reply = await client.get(`/api/snippets?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.json.error.message, query).toBe(message);
    }
  });

  it('searches title, code and tags, and filters by tag and language', async () => {
    const { client } = await signedInUser(server, 'snip');
    const make = async (title: string, code: string, language: string, tags: string[]) => {
      await client.post('/api/snippets', { title, code, language, tags });
      await tick();
    };
    await make('Debounce hook', 'export function useDebounce() {}', 'typescript', ['react', 'hooks']);
    await make('Top customers', 'SELECT name FROM customers ORDER BY spend DESC', 'sql', ['reports']);
    await make('Flatten', 'def flatten(xs): return [y for x in xs for y in x]', 'python', ['lists', 'react-native']);
    await make('100% literal_under', 'print(1)', 'python', ['odd']);

    const titles = async (query: string) => (await client.get(`/api/snippets?${query}`)).json.snippets.map((s: { title: string }) => s.title);
    expect(await titles('q=debounce')).toEqual(['Debounce hook']);
    expect(await titles('q=CUSTOMERS')).toEqual(['Top customers']);
    expect(await titles('q=react')).toEqual(['Flatten', 'Debounce hook']);
    expect(await titles('tag=react')).toEqual(['Debounce hook']);
    expect(await titles('tag=React')).toEqual(['Debounce hook']);
    expect(await titles('tag=reac')).toEqual([]);
    expect(await titles('language=python')).toEqual(['100% literal_under', 'Flatten']);
    expect(await titles('language=python&q=flat')).toEqual(['Flatten']);
    expect(await titles('language=sql&tag=react')).toEqual([]);
    // LIKE wildcards in the search are taken literally.
    expect(await titles(`q=${encodeURIComponent('%')}`)).toEqual(['100% literal_under']);
    expect(await titles('q=_')).toEqual(['100% literal_under']);
    expect(await titles('q=nothing-like-this')).toEqual([]);
    // Filters page too.
    const first = await client.get('/api/snippets?language=python&limit=1');
    expect(first.json.snippets.map((s: { title: string }) => s.title)).toEqual(['100% literal_under']);
    const second = await client.get(`/api/snippets?language=python&limit=1&cursor=${encodeURIComponent(first.json.nextCursor)}`);
    expect(second.json).toMatchObject({ snippets: [{ title: 'Flatten' }], nextCursor: null });
  });

  it("keeps users apart: another user's snippet is invisible and unchangeable (404) on every endpoint", async () => {
    const alice = await signedInUser(server, 'alice');
    const bob = await signedInUser(server, 'bob');
    const { json } = await alice.client.post('/api/snippets', { title: 'Secret', code: 'alice-only', tags: ['private'] });
    const id = json.snippet.id;

    expect((await bob.client.get('/api/snippets')).json.snippets).toEqual([]);
    expect((await bob.client.get('/api/snippets?q=alice-only')).json.snippets).toEqual([]);
    expect((await bob.client.get('/api/snippets?tag=private')).json.snippets).toEqual([]);
    // Alice's cursor does not open her list to Bob either.
    await alice.client.post('/api/snippets', { title: 'Newer', code: 'x' });
    const cursor = (await alice.client.get('/api/snippets?limit=1')).json.nextCursor;
    expect((await bob.client.get(`/api/snippets?cursor=${encodeURIComponent(cursor)}`)).json.snippets).toEqual([]);

    for (const reply of [
      await bob.client.request('PATCH', `/api/snippets/${id}`, { title: 'Mine now' }),
      await bob.client.request('DELETE', `/api/snippets/${id}`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ error: { code: 'not_found', message: 'No such snippet' } });
    }
    const hers = (await alice.client.get('/api/snippets')).json.snippets;
    expect(hers.map((s: { title: string }) => s.title)).toEqual(['Newer', 'Secret']);
    expect(hers[1].code).toBe('alice-only');
  });

  it('refuses cross-site writes (origin check)', async () => {
    const { client } = await signedInUser(server, 'snip');
    const reply = await client.request('POST', '/api/snippets', { title: 't', code: 'x' }, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect((await client.get('/api/snippets')).json.snippets).toEqual([]);
  });
});
