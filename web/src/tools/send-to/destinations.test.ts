import { describe, expect, it } from 'vitest';
import { jsonHead, searchDestinations, type Destination } from './destinations';

describe('Send to: the sample the detectors look at', () => {
  it('is the start of JSON.stringify of the value, for every kind of JSON value', () => {
    const value = {
      name: 'Zoë "quoted"',
      list: [1, null, true, { nested: ['a', 'b'] }, [], {}],
      when: new Date('2026-11-27T12:00:00Z'),
      skipped: undefined,
      empty: '',
      n: -1.5e-7,
    };
    const full = JSON.stringify(value);
    expect(jsonHead(value, 10_000)).toBe(full);
    for (const limit of [1, 7, 20, 45, full.length - 1]) expect(jsonHead(value, limit)).toBe(full.slice(0, limit));
    expect(jsonHead([undefined, 'x'], 100)).toBe(JSON.stringify([undefined, 'x']));
    expect(jsonHead('text', 100)).toBe('"text"');
  });

  it('stops writing once it has enough: a document of a million items is not walked whole', () => {
    let read = 0;
    const items = new Proxy(
      Array.from({ length: 1_000_000 }, (_, i) => i),
      {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) read++;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    expect(jsonHead({ items }, 64)).toBe(JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => i) }).slice(0, 64));
    expect(read).toBeLessThan(100);
  });
});

describe('Send to: searching the destinations', () => {
  const tool = (toolId: string, toolName: string, detail: string): Destination => ({
    key: toolId,
    toolId,
    toolName,
    label: toolName,
    detail,
    score: 0,
    suggested: false,
  });
  const list = [
    tool('graphql-explorer', 'GraphQL Explorer', 'Run GraphQL queries with the schema at hand'),
    tool('json-formatter', 'JSON Formatter', 'Format and minify JSON'),
    tool('json-schema-validator', 'JSON Schema Validator', 'Validate JSON against a JSON Schema'),
    tool('json-to-typescript', 'JSON to TypeScript', 'Types from a JSON sample, or from a schema'),
  ];
  const ids = (query: string) => searchDestinations(list, query).map((d) => d.toolId);

  it('puts the destinations named by every word first, then those that only mention them, each in list order', () => {
    expect(ids('schema')).toEqual(['json-schema-validator', 'graphql-explorer', 'json-to-typescript']);
    expect(ids('JSON  schema')).toEqual(['json-schema-validator', 'json-to-typescript']);
  });

  it('needs every word somewhere, and keeps the whole list for an empty search', () => {
    expect(ids('json minify')).toEqual(['json-formatter']);
    expect(ids('yaml')).toEqual([]);
    expect(ids('  ')).toEqual(list.map((d) => d.toolId));
  });
});
