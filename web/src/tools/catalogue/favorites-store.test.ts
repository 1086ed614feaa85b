import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { moveFavorite, parseLocalFavorites, readFavorites, resetFavoritesForTests, syncFavorites } from './favorites-store';

// The server is a small in-memory stand-in for /api/favorites answering through fetch, so what
// crosses the wire (the order sent, when) is what is checked. The route itself is tested against
// real databases in server/test/favorites.test.ts.
function fakeServer(initial: { toolIds: string[]; updatedAt: string | null }) {
  const state = { ...initial, puts: [] as string[][], offline: false };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    expect(url).toBe('/api/favorites');
    if (init.method === 'PUT') {
      const { toolIds } = JSON.parse(String(init.body)) as { toolIds: string[] };
      state.puts.push(toolIds);
      Object.assign(state, { toolIds, updatedAt: new Date().toISOString() });
    }
    return new Response(JSON.stringify({ toolIds: state.toolIds, updatedAt: state.updatedAt }), { status: 200 });
  });
  return state;
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.favoriteTools) ?? 'null');

describe('favorites kept per account', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFavoritesForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the plain list older versions stored as a list not yet on any account', () => {
    expect(parseLocalFavorites(['a', 'b', 'a', 3])).toEqual({ account: null, ids: ['a', 'b'], pending: true });
    expect(parseLocalFavorites('junk')).toEqual({ account: null, ids: [], pending: false });
  });

  it("takes the account's list, in its order, in place of this browser's copy", async () => {
    const server = fakeServer({ toolIds: ['regex-tester', 'json-formatter'], updatedAt: '2025-01-01T00:00:00.000Z' });
    localStorage.setItem(storageKeys.favoriteTools, JSON.stringify({ account: 'u1', ids: ['json-formatter'], pending: false }));
    await syncFavorites('u1');
    expect(readFavorites()).toEqual({ account: 'u1', ids: ['regex-tester', 'json-formatter'], pending: false });
    expect(server.puts).toEqual([]);
  });

  it("uploads this browser's list when the account has never saved one", async () => {
    const server = fakeServer({ toolIds: [], updatedAt: null });
    localStorage.setItem(storageKeys.favoriteTools, JSON.stringify(['uuid-generator', 'jwt-decoder']));
    await syncFavorites('u1');
    expect(server.puts).toEqual([['uuid-generator', 'jwt-decoder']]);
    expect(stored()).toEqual({ account: 'u1', ids: ['uuid-generator', 'jwt-decoder'], pending: false });
  });

  it('keeps a reorder made offline and sends it once back online; the last change wins', async () => {
    const server = fakeServer({ toolIds: ['a', 'b', 'c'], updatedAt: '2025-01-01T00:00:00.000Z' });
    await syncFavorites('u1');
    server.offline = true;
    moveFavorite('c', 0);
    await vi.waitFor(() => expect(readFavorites()).toEqual({ account: 'u1', ids: ['c', 'a', 'b'], pending: true }));
    expect(server.toolIds).toEqual(['a', 'b', 'c']);

    // Next visit, online: the pending order goes up instead of the server's replacing it.
    server.offline = false;
    resetFavoritesForTests();
    await syncFavorites('u1');
    expect(server.toolIds).toEqual(['c', 'a', 'b']);
    expect(readFavorites().pending).toBe(false);
  });

  it("never sends another account's copy as this one's", async () => {
    const server = fakeServer({ toolIds: ['mine'], updatedAt: null });
    localStorage.setItem(storageKeys.favoriteTools, JSON.stringify({ account: 'someone-else', ids: ['theirs'], pending: true }));
    await syncFavorites('u1');
    expect(server.puts).toEqual([]);
    expect(readFavorites()).toEqual({ account: 'u1', ids: ['mine'], pending: false });
  });
});
