import { describe, expect, it } from 'vitest';
import { addToHistory, historyFile, readHistory, type HistoryEntry } from './commit-history';

const entry = (n: number): HistoryEntry => ({
  message: `feat: change ${n}`,
  createdAt: `2025-03-14T12:00:${String(n).padStart(2, '0')}Z`,
  source: 'Template',
});

describe('recent commits', () => {
  it('keeps 10, newest first, without repeating a message', () => {
    let history: HistoryEntry[] = [];
    for (let i = 1; i <= 12; i++) history = addToHistory(history, entry(i));
    expect(history.map((e) => e.message)).toEqual(Array.from({ length: 10 }, (_, i) => `feat: change ${12 - i}`));
    history = addToHistory(history, { ...entry(5), message: 'feat: change 7' });
    expect(history[0].message).toBe('feat: change 7');
    expect(history.filter((e) => e.message === 'feat: change 7')).toHaveLength(1);
  });

  it('reads only well-formed stored entries, and exports them as JSON', () => {
    expect(readHistory('nonsense')).toEqual([]);
    expect(readHistory([entry(1), { message: 3 }, null])).toEqual([entry(1)]);
    expect(JSON.parse(historyFile([entry(2), entry(1)])).commits).toEqual([entry(2), entry(1)]);
  });
});
