import { describe, expect, it } from 'vitest';
import { filterTools, groupByCategory, oneOf, searchTools, sortTools, catalogueFilters } from './catalogue-search';
import { sampleTools as tools } from './sample-tools.fixture';

const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('filterTools', () => {
  it('keeps everything for "all"', () => {
    expect(filterTools({ tools })).toHaveLength(tools.length);
  });
  it('splits free and pro', () => {
    const free = filterTools({ tools, filter: 'free' });
    const pro = filterTools({ tools, filter: 'pro' });
    expect(free.every((t) => !t.isPro)).toBe(true);
    expect(pro.every((t) => t.isPro)).toBe(true);
    expect(free.length + pro.length).toBe(tools.length);
    expect(ids(free)).toContain('json-formatter');
    expect(ids(pro)).toContain('jwt-decoder');
  });
  it('keeps AI-powered tools', () => {
    expect(ids(filterTools({ tools, filter: 'ai' })).sort()).toEqual([
      'ai-code-analyzer',
      'ai-regex-generator',
      'commit-message-generator',
    ]);
  });
});

describe('sortTools', () => {
  it('sorts by popularity, then name', () => {
    const sorted = sortTools({ tools, sort: 'popular' });
    expect(sorted[0].id).toBe('json-formatter');
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].popularity).toBeGreaterThanOrEqual(sorted[i].popularity);
  });
  it('sorts alphabetically, ignoring case', () => {
    const names = sortTools({ tools, sort: 'alphabetical' }).map((t) => t.name);
    expect(names[0]).toBe('AI Code Analyzer');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
  it('puts recently used first, newest first, then the rest by popularity', () => {
    const sorted = sortTools({ tools, sort: 'recent', recentIds: ['cron-builder', 'uuid-generator', 'gone-tool'] });
    expect(ids(sorted).slice(0, 3)).toEqual(['cron-builder', 'uuid-generator', 'json-formatter']);
  });
  it('does not change its input', () => {
    const before = ids(tools);
    sortTools({ tools, sort: 'alphabetical' });
    expect(ids(tools)).toEqual(before);
  });
});

describe('searchTools', () => {
  it('returns every tool for a blank query', () => {
    expect(searchTools({ tools, query: '   ' })).toHaveLength(tools.length);
  });
  it('finds by name, most relevant and popular first', () => {
    expect(ids(searchTools({ tools, query: 'json' })).slice(0, 2)).toEqual(['json-formatter', 'json-schema-validator']);
    expect(searchTools({ tools, query: 'jwt' })[0].id).toBe('jwt-decoder');
  });
  it('finds by keyword', () => {
    expect(searchTools({ tools, query: 'pretty print' })[0].id).toBe('json-formatter');
    expect(searchTools({ tools, query: 'postman' })[0].id).toBe('http-client');
    expect(searchTools({ tools, query: 'b64' })[0].id).toBe('base64-encoder');
  });
  it('forgives typos', () => {
    expect(searchTools({ tools, query: 'jsn formater' })[0].id).toBe('json-formatter');
    expect(searchTools({ tools, query: 'pasword' })[0].id).toBe('password-generator');
    expect(searchTools({ tools, query: 'regx' })[0].id).toBe('regex-tester');
  });
  it('matches several words on their own', () => {
    expect(searchTools({ tools, query: 'format sql' })[0].id).toBe('sql-formatter');
    expect(searchTools({ tools, query: 'json web token' })[0].id).toBe('jwt-decoder');
  });
  it('finds by category label and description', () => {
    expect(ids(searchTools({ tools, query: 'git workflow' }))).toEqual(
      expect.arrayContaining(['commit-message-generator', 'branch-name-generator']),
    );
    expect(searchTools({ tools, query: 'checksum' })[0].id).toBe('hash-generator');
  });
  it('drops weak fuzzy matches', () => {
    const git = ids(searchTools({ tools, query: 'git' }));
    expect(git).toEqual(expect.arrayContaining(['commit-message-generator', 'branch-name-generator']));
    expect(git).not.toContain('password-generator');
    expect(searchTools({ tools, query: 'zzqqx' })).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('groups in catalogue category order, keeping tool order and leaving out empty groups', () => {
    const groups = groupByCategory(sortTools({ tools, sort: 'alphabetical' }));
    expect(groups[0].category).toBe('formatting');
    expect(groups[0].label).toBe('Formatting');
    expect(ids(groups[0].tools)).toEqual(['json-formatter', 'json-schema-validator']);
    expect(groups.map((g) => g.category)).not.toContain('snippets');
    expect(groups.reduce((n, g) => n + g.tools.length, 0)).toBe(tools.length);
  });
});

describe('oneOf', () => {
  it('accepts allowed values and falls back otherwise', () => {
    expect(oneOf(catalogueFilters, 'pro', 'all')).toBe('pro');
    expect(oneOf(catalogueFilters, 'bogus', 'all')).toBe('all');
    expect(oneOf(catalogueFilters, 42, 'all')).toBe('all');
  });
});
