// Typed, failure-tolerant localStorage access. Private mode or a full quota must never
// break a screen: reads fall back to the default and writes are dropped.

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the value lives only in memory */
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Storage keys used outside tools (tools use `<tool-id>:<option>`). */
export const storageKeys = {
  theme: 'devforge:theme',
  favoriteTools: 'devforge:favorite-tools',
  recentTools: 'devforge:recent-tools',
  catalogueView: 'devforge:catalogue-view',
  catalogueSort: 'devforge:catalogue-sort',
  catalogueFilter: 'devforge:catalogue-filter',
} as const;
