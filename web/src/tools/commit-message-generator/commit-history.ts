/** Spec tools.md §9: the 10 most recent messages are kept, newest first. */
export const HISTORY_MAX = 10;

export type HistoryEntry = {
  message: string;
  /** ISO 8601 time of generation. */
  createdAt: string;
  /** How it was made: the template path, or the AI provider's name and model. */
  source: string;
};

/** What storage may hold after older versions or a hand edit: only well-formed entries are kept. */
export function readHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is HistoryEntry =>
        typeof e?.message === 'string' && typeof e?.createdAt === 'string' && typeof e?.source === 'string',
    )
    .slice(0, HISTORY_MAX);
}

/** Each success goes to the front (spec tools.md §4); the same message again moves up instead of repeating. */
export function addToHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((e) => e.message !== entry.message)].slice(0, HISTORY_MAX);
}

/** Export History: the entries as JSON, newest first. */
export function historyFile(history: HistoryEntry[]): string {
  return `${JSON.stringify({ exportedAt: new Date().toISOString(), commits: history }, null, 2)}\n`;
}
