import { describe, expect, it } from 'vitest';
import { sampleTools as tools } from '@/tools/catalogue/sample-tools.fixture';
import { moveActive, paletteActions, PALETTE_DEFAULT_TOOLS, searchPalette, type PaletteGroup } from './palette-items';

const group = (groups: PaletteGroup[], label: string) => groups.find((g) => g.label === label)?.items ?? [];

describe('searchPalette', () => {
  it('offers recent tools first, then popular ones, and every action, for an empty query', () => {
    const groups = searchPalette({ query: '', tools, recentIds: ['cron-builder', 'unknown-tool'] });
    expect(groups.map((g) => g.label)).toEqual(['Recent and popular tools', 'Actions']);
    const items = groups[0].items;
    expect(items.map((i) => i.id).slice(0, 2)).toEqual(['cron-builder', 'json-formatter']);
    expect(items).toHaveLength(PALETTE_DEFAULT_TOOLS);
    expect(new Set(items.map((i) => i.id)).size).toBe(PALETTE_DEFAULT_TOOLS);
    expect(groups[1].items).toEqual(paletteActions);
    expect(searchPalette({ query: '', tools })[0].label).toBe('Popular tools');
  });

  it('fuzzy-searches tools', () => {
    const groups = searchPalette({ query: 'jwt', tools });
    expect(groups[0].label).toBe('Tools');
    expect(groups[0].items[0]).toMatchObject({ kind: 'tool', id: 'jwt-decoder', label: 'JWT Decoder' });
    expect(group(searchPalette({ query: 'jsn formater', tools }), 'Tools')[0].id).toBe('json-formatter');
  });

  it('finds actions by label and keyword', () => {
    expect(group(searchPalette({ query: 'theme', tools }), 'Actions').map((a) => a.id)).toEqual(['toggle-theme']);
    expect(group(searchPalette({ query: 'dark mode', tools }), 'Actions')[0].id).toBe('toggle-theme');
    expect(group(searchPalette({ query: 'api keys', tools }), 'Actions')[0].id).toBe('go-account');
    expect(group(searchPalette({ query: 'website', tools }), 'Actions')[0].id).toBe('open-builder');
  });

  it('lists an action first when the query all but names it', () => {
    const groups = searchPalette({ query: 'go to tools', tools });
    expect(groups[0].label).toBe('Actions');
    expect(groups[0].items[0].id).toBe('go-tools');
    expect(searchPalette({ query: 'toggle theme', tools })[0].items[0].id).toBe('toggle-theme');
  });

  it('leaves out empty groups, and returns nothing for nonsense', () => {
    expect(searchPalette({ query: 'jwt', tools }).map((g) => g.label)).toEqual(['Tools']);
    expect(searchPalette({ query: 'qqzzxx', tools })).toEqual([]);
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
