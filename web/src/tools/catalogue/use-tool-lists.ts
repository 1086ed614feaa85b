import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { pushRecent, sanitizeToolIds } from './tool-lists';

type ListKey = typeof storageKeys.recentTools;
const noTools: string[] = [];

// The recently used tools, one shared store, so every strip agrees at once, and a change in
// another tab (the 'storage' event) shows up here too. (Favorites: favorites-store.ts.)
const listeners = new Set<() => void>();
const snapshots = new Map<ListKey, { raw: string | null; ids: string[] }>();

function rawValue(key: ListKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readList(key: ListKey): string[] {
  const raw = rawValue(key);
  const cached = snapshots.get(key);
  // useSyncExternalStore needs a stable snapshot while the stored value has not changed.
  if (cached && cached.raw === raw) return cached.ids;
  const stored = sanitizeToolIds(readStored<unknown>(key, []));
  // An empty list is the same snapshot as the prerendered page's: hydration then has nothing to
  // redo (a new [] made React re-render the whole catalogue at once after hydrating it).
  const ids = stored.length === 0 ? noTools : stored;
  snapshots.set(key, { raw, ids });
  return ids;
}

function writeList(key: ListKey, ids: string[]) {
  writeStored(key, ids);
  // If storage is unavailable the list still lives in memory for this page.
  if (rawValue(key) === null) snapshots.set(key, { raw: null, ids });
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKeys.recentTools || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function useList(key: ListKey): string[] {
  return useSyncExternalStore(
    subscribe,
    () => readList(key),
    () => noTools,
  );
}

export function useRecentToolIds(): string[] {
  return useList(storageKeys.recentTools);
}

/** Records that a tool was opened (front of Recently Used). */
export function markToolUsed(id: string): void {
  writeList(storageKeys.recentTools, pushRecent({ ids: readList(storageKeys.recentTools), id }));
}
