import { describe, expect, it } from 'vitest';
import { sampleTools as tools } from '@/tools/catalogue/sample-tools.fixture';
import { moveActive, paletteActions, PALETTE_DEFAULT_TOOLS, searchPalette } from './palette-items';

describe('searchPalette', () => {
  it('offers recent tools first, then popular ones, and every action, for an empty query', () => {
    const result = searchPalette({ query: '', tools, recentIds: ['cron-builder', 'unknown-tool'] });
    expect(result.tools.map((i) => i.id).slice(0, 2)).toEqual(['cron-builder', 'json-formatter']);
    expect(result.tools).toHaveLength(PALETTE_DEFAULT_TOOLS);
    expect(new Set(result.tools.map((i) => i.id)).size).toBe(PALETTE_DEFAULT_TOOLS);
    expect(result.actions).toEqual(paletteActions);
  });

  it('fuzzy-searches tools', () => {
    const result = searchPalette({ query: 'jwt', tools });
    expect(result.tools[0]).toMatchObject({ kind: 'tool', id: 'jwt-decoder', label: 'JWT Decoder' });
    expect(searchPalette({ query: 'jsn formater', tools }).tools[0].id).toBe('json-formatter');
  });

  it('finds actions by label and keyword', () => {
    expect(searchPalette({ query: 'theme', tools }).actions.map((a) => a.id)).toEqual(['toggle-theme']);
    expect(searchPalette({ query: 'dark mode', tools }).actions[0].id).toBe('toggle-theme');
    expect(searchPalette({ query: 'api keys', tools }).actions[0].id).toBe('go-account');
    expect(searchPalette({ query: 'website', tools }).actions[0].id).toBe('open-builder');
  });

  it('returns nothing for nonsense', () => {
    expect(searchPalette({ query: 'qqzzxx', tools })).toEqual({ tools: [], actions: [] });
  });
});

describe('moveActive', () => {
  it('wraps around both ways and jumps to the ends', () => {
    expect(moveActive({ active: 2, count: 3, key: 'ArrowDown' })).toBe(0);
    expect(moveActive({ active: 0, count: 3, key: 'ArrowUp' })).toBe(2);
    expect(moveActive({ active: 1, count: 3, key: 'Home' })).toBe(0);
    expect(moveActive({ active: 0, count: 3, key: 'End' })).toBe(2);
  });
  it('has no active option in an empty list', () => {
    expect(moveActive({ active: 0, count: 0, key: 'ArrowDown' })).toBe(-1);
  });
});
