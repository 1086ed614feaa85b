import { describe, expect, it } from 'vitest';
import {
  countByCategory,
  filterTools,
  groupByCategory,
  hasFilters,
  noFilters,
  oneOf,
  planFilters,
  searchCatalogue,
  searchTools,
  sortTools,
  type OperationSummary,
} from './catalogue-search';
import { catalogue110 } from './catalogue-110.fixture';
import { sampleTools as tools } from './sample-tools.fixture';

const ids = (list: { id: string }[]) => list.map((t) => t.id);

describe('filterTools', () => {
  it('keeps everything without filters', () => {
    expect(filterTools({ tools })).toHaveLength(tools.length);
    expect(hasFilters(noFilters)).toBe(false);
  });
  it('splits free and pro', () => {
    const free = filterTools({ tools, filters: { ...noFilters, plan: 'free' } });
    const pro = filterTools({ tools, filters: { ...noFilters, plan: 'pro' } });
    expect(free.every((t) => !t.isPro)).toBe(true);
    expect(pro.every((t) => t.isPro)).toBe(true);
    expect(free.length + pro.length).toBe(tools.length);
    expect(ids(free)).toContain('json-formatter');
    expect(ids(pro)).toContain('jwt-decoder');
  });
  it('keeps AI-powered tools', () => {
    expect(ids(filterTools({ tools, filters: { ...noFilters, ai: true } })).sort()).toEqual([
      'ai-code-analyzer',
      'ai-regex-generator',
      'commit-message-generator',
    ]);
  });
  it('keeps the chosen categories, several at once, combined with the plan and AI', () => {
    const network = filterTools({ tools: catalogue110, filters: { ...noFilters, categories: ['network'] } });
    expect(network.length).toBeGreaterThan(5);
    expect(network.every((t) => t.category === 'network')).toBe(true);
    const two = filterTools({ tools: catalogue110, filters: { ...noFilters, categories: ['network', 'web'] } });
    expect(new Set(two.map((t) => t.category))).toEqual(new Set(['network', 'web']));
    expect(two.length).toBe(network.length + catalogue110.filter((t) => t.category === 'web').length);
    const proTokens = filterTools({ tools: catalogue110, filters: { plan: 'pro', ai: false, categories: ['tokens'] } });
    expect(ids(proTokens).sort()).toEqual(['jwt-builder', 'jwt-decoder']);
    expect(filterTools({ tools: catalogue110, filters: { plan: 'free', ai: true, categories: ['network'] } })).toEqual([]);
  });
  it('counts each category under the plan and AI filters', () => {
    const counts = countByCategory({ tools: catalogue110 });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(catalogue110.length);
    expect(countByCategory({ tools: catalogue110, filters: { ...noFilters, plan: 'pro', categories: ['network'] } }).get('tokens')).toBe(2);
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

describe('searchCatalogue at 110 tools', () => {
  const search = (query: string) => ids(searchTools({ tools: catalogue110, query }));

  it('ranks a name match over a keyword match over a description match', () => {
    // "yaml" is in two names, in the keywords of the compose converter and in no description only.
    const yaml = search('yaml');
    expect(yaml.slice(0, 2).sort()).toEqual(['json-yaml-converter', 'yaml-formatter']);
    expect(yaml.indexOf('docker-run-to-compose')).toBeGreaterThan(1);
    // "stopwatch": a keyword of the chronometer, never a name.
    expect(search('stopwatch')[0]).toBe('chronometer-timer');
    // "placeholder": the name of one tool, a keyword of another, the description of a third.
    const placeholder = search('placeholder');
    expect(placeholder[0]).toBe('svg-placeholder');
    expect(placeholder.indexOf('lorem-ipsum-generator')).toBeLessThan(placeholder.indexOf('lorem-ipsum-generator') + 1);
    expect(placeholder).toContain('lorem-ipsum-generator');
  });

  it('forgives a typo per word, transpositions included', () => {
    const jsno = search('jsno');
    expect(jsno.slice(0, 3)).toContain('json-formatter');
    expect(jsno.filter((id) => id.startsWith('json')).length).toBeGreaterThanOrEqual(4);
    expect(search('yalm')[0]).toMatch(/yaml/);
    expect(search('subnet calculater')[0]).toBe('ip-subnet-calculator');
    expect(search('certifcate')[0]).toBe('certificate-decoder');
  });

  it('finds the network tools for "ip" without fuzzy noise', () => {
    const ip = search('ip');
    expect(ip.slice(0, 4).every((id) => id.startsWith('ip'))).toBe(true);
    expect(ip).not.toContain('zip');
    expect(ip).not.toContain('json-formatter');
  });

  it('narrows to the filtered tools without rebuilding the index', () => {
    const network = filterTools({ tools: catalogue110, filters: { ...noFilters, categories: ['network'] } });
    const found = searchCatalogue({ tools: catalogue110, query: 'ip', within: network }).tools;
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((t) => t.category === 'network')).toBe(true);
  });

  const operations: OperationSummary[] = [
    { id: 'base64-encode', name: 'Encode', description: 'Encode text (as UTF-8) to Base64, standard or URL-safe.', keywords: ['base64', 'btoa', 'encode'], toolId: 'base64-encoder' },
    { id: 'base64-decode', name: 'Decode', description: 'Decode Base64 back to text.', keywords: ['base64', 'atob', 'decode'], toolId: 'base64-encoder' },
    { id: 'json-to-yaml', name: 'JSON to YAML', description: 'Convert JSON to YAML.', keywords: ['yaml'], toolId: 'json-yaml-converter' },
    { id: 'yaml-to-json', name: 'YAML to JSON', description: 'Convert YAML to JSON.', keywords: ['yaml'], toolId: 'json-yaml-converter' },
    { id: 'uuid-v4', name: 'Generate', description: 'Random UUIDs.', keywords: ['uuid'], toolId: 'uuid-generator' },
  ];

  it('finds operations: "base64 decode" is the Base64 tool in decode mode, first', () => {
    const result = searchCatalogue({ tools: catalogue110, operations, query: 'Base64 decode' });
    expect(result.operations[0]).toMatchObject({ operation: { id: 'base64-decode' }, tool: { id: 'base64-encoder' } });
    expect(result.operations[0]!.score).toBeGreaterThan(result.toolScores.get('base64-encoder')!);
    expect(result.operations.map((hit) => hit.operation.id)).not.toContain('base64-encode');
    expect(searchCatalogue({ tools: catalogue110, operations, query: 'yaml to json' }).operations[0]!.operation.id).toBe('yaml-to-json');
  });

  it('lists no operations for a query that names tools, nor the only operation of a tool', () => {
    expect(searchCatalogue({ tools: catalogue110, operations, query: 'json' }).operations).toEqual([]);
    expect(searchCatalogue({ tools: catalogue110, operations, query: 'uuid generate' }).operations).toEqual([]);
    const filtered = filterTools({ tools: catalogue110, filters: { ...noFilters, categories: ['network'] } });
    expect(searchCatalogue({ tools: catalogue110, operations, query: 'base64 decode', within: filtered }).operations).toEqual([]);
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
    expect(oneOf(planFilters, 'pro', 'all')).toBe('pro');
    expect(oneOf(planFilters, 'bogus', 'all')).toBe('all');
    expect(oneOf(planFilters, 42, 'all')).toBe('all');
  });
});
