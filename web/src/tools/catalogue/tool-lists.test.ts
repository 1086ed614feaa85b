import { describe, expect, it } from 'vitest';
import { pickTools, pushRecent, RECENT_TOOLS_KEPT, sanitizeToolIds, toggleFavorite } from './tool-lists';
import { sampleTools as tools } from './sample-tools.fixture';

describe('toggleFavorite', () => {
  it('adds to the end and removes when present', () => {
    const once = toggleFavorite({ ids: ['a'], id: 'b' });
    expect(once).toEqual(['a', 'b']);
    expect(toggleFavorite({ ids: once, id: 'a' })).toEqual(['b']);
  });
});

describe('pushRecent', () => {
  it('puts the tool first without duplicates', () => {
    expect(pushRecent({ ids: ['a', 'b', 'c'], id: 'c' })).toEqual(['c', 'a', 'b']);
    expect(pushRecent({ ids: ['a'], id: 'z' })).toEqual(['z', 'a']);
  });
  it('keeps at most 20 by default', () => {
    const many = Array.from({ length: 25 }, (_, i) => `t${i}`);
    const next = pushRecent({ ids: many, id: 'new' });
    expect(next).toHaveLength(RECENT_TOOLS_KEPT);
    expect(RECENT_TOOLS_KEPT).toBe(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('t19');
  });
  it('respects a custom max', () => {
    expect(pushRecent({ ids: ['a', 'b'], id: 'c', max: 2 })).toEqual(['c', 'a']);
  });
});

describe('sanitizeToolIds', () => {
  it('keeps unique non-empty strings', () => {
    expect(sanitizeToolIds(['a', 'a', 3, null, '', 'b'])).toEqual(['a', 'b']);
  });
  it('turns anything else into an empty list', () => {
    expect(sanitizeToolIds('a,b')).toEqual([]);
    expect(sanitizeToolIds({ 0: 'a' })).toEqual([]);
    expect(sanitizeToolIds(null)).toEqual([]);
  });
});

describe('pickTools', () => {
  it('resolves ids in order, skipping unknown ones, up to a limit', () => {
    expect(
      pickTools({ ids: ['jwt-decoder', 'nope', 'json-formatter', 'uuid-generator'], tools, limit: 2 }).map((t) => t.id),
    ).toEqual(['jwt-decoder', 'json-formatter']);
  });
});
