import { afterEach, describe, expect, it, vi } from 'vitest';
import { snippetListQuerySchema, SNIPPET_PAGE_MAX } from '@common/snippets';
import { deleteSnippet, fetchAllSnippets, listSnippets } from './snippets-api';

// The server's own query schema (common/snippets.ts) is the oracle: what the client puts in the
// address must parse back to what it meant. fetch is the browser's, answered here per request.
const requests: { url: URL; method: string }[] = [];
function answer(pages: { snippets: { id: string }[]; nextCursor: string | null }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const url = new URL(path, 'http://localhost');
      requests.push({ url, method: init.method ?? 'GET' });
      const cursor = url.searchParams.get('cursor');
      const page = cursor ? pages[Number(cursor)] : pages[0];
      return init.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response(JSON.stringify(page), { status: 200 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the snippets API client', () => {
  it('sends the search as the server reads it, leaving out empty fields', async () => {
    answer([{ snippets: [], nextCursor: null }]);
    await listSnippets({ q: 'a&b=c #x', tag: 'Util', language: 'sql', limit: 20, cursor: undefined });
    const params = Object.fromEntries(requests[0].url.searchParams);
    expect(requests[0].url.pathname).toBe('/api/snippets');
    expect(params).not.toHaveProperty('cursor');
    expect(snippetListQuerySchema.parse(params)).toEqual({ q: 'a&b=c #x', tag: 'util', language: 'sql', limit: 20 });

    await listSnippets({ q: '' });
    expect(requests[1].url.search).toBe('');
  });

  it('exports every snippet by following the cursor, a full page at a time', async () => {
    answer([
      { snippets: [{ id: 'a' }, { id: 'b' }], nextCursor: '1' },
      { snippets: [{ id: 'c' }], nextCursor: '2' },
      { snippets: [{ id: 'd' }], nextCursor: null },
    ]);
    const all = await fetchAllSnippets();
    expect(all.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(requests.map((r) => r.url.searchParams.get('cursor'))).toEqual([null, '1', '2']);
    for (const r of requests) expect(snippetListQuerySchema.parse(Object.fromEntries(r.url.searchParams)).limit).toBe(SNIPPET_PAGE_MAX);
  });

  it('escapes the id in the address', async () => {
    answer([]);
    await deleteSnippet('a/b?c');
    expect(requests[0]).toMatchObject({ method: 'DELETE' });
    expect(requests[0].url.pathname).toBe('/api/snippets/a%2Fb%3Fc');
  });
});
