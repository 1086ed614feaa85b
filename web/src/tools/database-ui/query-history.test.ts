// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_PER_DATABASE, historyName, type QueryHistory } from './query-history';

describe('addToHistory', () => {
  it('keeps 20 entries per database, newest first, each database apart', () => {
    let history: QueryHistory = {};
    for (let i = 0; i < 25; i++) history = addToHistory(history, 'postgresql', `SELECT ${i}`);
    history = addToHistory(history, 'redis', 'GET a');
    expect(history.postgresql).toHaveLength(HISTORY_PER_DATABASE);
    expect(history.postgresql?.[0].query).toBe('SELECT 24');
    expect(history.postgresql?.at(-1)?.query).toBe('SELECT 5');
    expect(history.redis?.map((e) => e.query)).toEqual(['GET a']);
  });

  it('moves a query run again to the top instead of repeating it', () => {
    let history = addToHistory({}, 'sqlite', 'SELECT 1');
    history = addToHistory(history, 'sqlite', 'SELECT 2');
    history = addToHistory(history, 'sqlite', 'SELECT 1');
    expect(history.sqlite?.map((e) => e.query)).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('names an entry by its text on one line', () => {
    expect(historyName('  SELECT *\n  FROM users')).toBe('SELECT * FROM users');
    expect(historyName(`SELECT ${'x'.repeat(80)}`)).toHaveLength(60);
  });
});
