// The query history (spec tools.md §3 "Query history entry", §9: 20 entries per database type),
// shared by the query runner and the query builder. Newest first; running a query again moves it up.
import type { EngineKind } from '@/engines/database/types';

export type QueryHistoryEntry = { id: string; name: string; query: string; database: EngineKind; timestamp: string };
export type QueryHistory = Partial<Record<EngineKind, QueryHistoryEntry[]>>;

export const HISTORY_PER_DATABASE = 20;
export const HISTORY_STORAGE_KEY = 'database:query-history';

/** A short name for the entry: the query on one line, cut at 60 characters. */
export function historyName(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

export function addToHistory(history: QueryHistory, database: EngineKind, query: string, now = new Date()): QueryHistory {
  const entries = (history[database] ?? []).filter((e) => e.query !== query);
  const entry: QueryHistoryEntry = {
    id: crypto.randomUUID(),
    name: historyName(query),
    query,
    database,
    timestamp: now.toISOString(),
  };
  return { ...history, [database]: [entry, ...entries].slice(0, HISTORY_PER_DATABASE) };
}
