import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FavoritesResponse } from '@common/favorites';
import { apiFetch } from '@/lib/api';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { moveItem, sanitizeToolIds, toggleFavorite } from './tool-lists';

// The favorite tools, in the user's order. The account's list is on the server (/api/favorites),
// so it follows the user to another browser; this browser keeps a copy (localStorage) that the
// stars and strips read at once and that works offline. A change is written here first, marked
// pending, and sent; a change made offline goes up once the connection is back. On each page that
// shows favorites the server's list is read once: it replaces the copy unless the copy holds
// changes not sent yet (then the copy is sent: the last change wins), or the account has never
// saved a list (then this browser's list, perhaps from before accounts, becomes the account's).

/** The copy in this browser: whose it is (null: not known yet, or a list from before accounts), the ids, and whether the server lacks the latest change. */
export type LocalFavorites = { account: string | null; ids: string[]; pending: boolean };

const key = storageKeys.favoriteTools;
const empty: LocalFavorites = { account: null, ids: [], pending: false };

/** Reads what is stored: today's shape, or the plain list of ids older versions kept (not yet on any account). */
export function parseLocalFavorites(value: unknown): LocalFavorites {
  if (Array.isArray(value)) {
    const ids = sanitizeToolIds(value);
    return ids.length === 0 ? empty : { account: null, ids, pending: true };
  }
  if (value && typeof value === 'object') {
    const { account, ids, pending } = value as Record<string, unknown>;
    return { account: typeof account === 'string' ? account : null, ids: sanitizeToolIds(ids), pending: pending === true };
  }
  return empty;
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; value: LocalFavorites } | null = null;
// Kept in memory when storage is unavailable (private mode, quota): the list still works on this page.
let memoryOnly: LocalFavorites | null = null;

function rawValue(): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readFavorites(): LocalFavorites {
  const raw = rawValue();
  if (raw === null && memoryOnly) return memoryOnly;
  // useSyncExternalStore needs the same snapshot while the stored value has not changed.
  if (snapshot && snapshot.raw === raw) return snapshot.value;
  const value = parseLocalFavorites(readStored<unknown>(key, null));
  // No favorites is the prerendered page's snapshot: hydration then has nothing to redo.
  snapshot = { raw, value: value.ids.length === 0 && !value.pending && value.account === null ? empty : value };
  return snapshot.value;
}

function writeFavorites(value: LocalFavorites) {
  writeStored(key, value);
  memoryOnly = rawValue() === null ? value : null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

// The account this page syncs for (set by useFavoritesSync once the session is known).
let account: string | null = null;
let sending: Promise<void> = Promise.resolve();

/** Sends the copy if it holds a change the server lacks. One request at a time, always the latest list. */
function sendPending(): Promise<void> {
  sending = sending.then(async () => {
    const local = readFavorites();
    if (!account || !local.pending) return;
    try {
      await apiFetch<FavoritesResponse>('/api/favorites', { method: 'PUT', json: { toolIds: local.ids } });
    } catch {
      return; // offline or refused: still pending, sent again when the connection is back
    }
    const now = readFavorites();
    // A change made while this one was on its way stays pending (and is sent next).
    if (sameIds(now.ids, local.ids)) writeFavorites({ account, ids: now.ids, pending: false });
    else void sendPending();
  });
  return sending;
}

function change(ids: string[]) {
  writeFavorites({ account: account ?? readFavorites().account, ids, pending: true });
  void sendPending();
}

/** Brings this browser's copy and the account's list together (see the top of this file). */
export async function syncFavorites(userId: string): Promise<void> {
  account = userId;
  if (readFavorites().account !== null && readFavorites().account !== userId) {
    // Another account's copy (a shared browser): never sent as this one's.
    writeFavorites({ account: userId, ids: [], pending: false });
  }
  let remote: FavoritesResponse;
  try {
    remote = await apiFetch<FavoritesResponse>('/api/favorites');
  } catch {
    return; // offline: the copy stands
  }
  if (account !== userId) return;
  const local = readFavorites();
  if (local.pending || (remote.updatedAt === null && local.ids.length > 0)) {
    if (!local.pending || local.account !== userId) writeFavorites({ account: userId, ids: local.ids, pending: true });
    return sendPending();
  }
  if (local.account !== userId || !sameIds(local.ids, remote.toolIds)) writeFavorites({ account: userId, ids: remote.toolIds, pending: false });
}

/** Keeps the favorites in step with the signed-in account while a page that shows them is open. */
export function useFavoritesSync(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return;
    void syncFavorites(userId);
    const onOnline = () => void sendPending();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId]);
}

const serverSnapshot = () => empty;

export function useFavorites(): LocalFavorites {
  return useSyncExternalStore(subscribe, readFavorites, serverSnapshot);
}

export function useFavoriteToolIds(): [string[], (id: string) => void] {
  const { ids } = useFavorites();
  const toggle = useCallback((id: string) => change(toggleFavorite({ ids: readFavorites().ids, id })), []);
  return [ids, toggle];
}

/** Moves a favorite to another place in the order. */
export function moveFavorite(id: string, to: number): void {
  const { ids } = readFavorites();
  const from = ids.indexOf(id);
  if (from < 0) return;
  change(moveItem(ids, from, to));
}

/** For tests: forget the account and any request on its way. */
export function resetFavoritesForTests(): void {
  account = null;
  sending = Promise.resolve();
  snapshot = null;
  memoryOnly = null;
}
