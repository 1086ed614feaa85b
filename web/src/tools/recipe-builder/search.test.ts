import { describe, expect, it } from 'vitest';
import { searchOperations } from './search';
import { testCatalogue } from './test-catalogue.fixture';

const toolNames: Record<string, string> = {
  'base64-encoder': 'Base64 Encoder/Decoder',
  'json-tool': 'JSON Tool',
  'keyed-tool': 'Keyed Tool',
};
const ids = (query: string) =>
  searchOperations(testCatalogue, query, { toolName: (id) => toolNames[id] ?? id }).map((m) => m.entry.operation.id);

describe('searching operations to add', () => {
  it('finds by name, tool, keyword and id, the exact one first', () => {
    expect(ids('base64 decode')[0]).toBe('base64-decode');
    expect(ids('base64-encode')).toEqual(['base64-encode']);
    expect(ids('beautify')).toEqual(['test-json-pretty']);
    expect(ids('atob')).toEqual(['base64-decode']);
    expect(ids('nothing like this')).toEqual([]);
  });

  it('finds by kind', () => {
    expect(ids('takes json')).toEqual(['test-json-pretty']);
    expect(ids('json → text')).toEqual(['test-json-pretty']);
    expect(ids('text → text').sort()).toEqual(['base64-decode', 'base64-encode', 'test-keyed']);
  });
});
