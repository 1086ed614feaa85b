import { describe, expect, it } from 'vitest';
import { parseTagList, snippetExportSchema, snippetInputSchema, snippetListQuerySchema, snippetPatchSchema } from './snippets';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('snippet validation', () => {
  it('normalises a valid snippet: trimmed title, lower-case unique tags, default language', () => {
    expect(snippetInputSchema.parse({ title: ' Hi ', code: 'x', tags: ['React', ' react ', 'UI'] })).toEqual({
      title: 'Hi',
      code: 'x',
      language: 'other',
      tags: ['react', 'ui'],
    });
  });

  it('counts code in UTF-8 bytes (100 KB = 102,400 bytes)', () => {
    expect(snippetInputSchema.safeParse({ title: 't', code: 'a'.repeat(102_400) }).success).toBe(true);
    expect(snippetInputSchema.safeParse({ title: 't', code: 'a'.repeat(102_401) }).success).toBe(false);
    // U+1F680 is two UTF-16 units and four UTF-8 bytes.
    expect(snippetInputSchema.safeParse({ title: 't', code: '🚀'.repeat(25_600) }).success).toBe(true);
    expect(messages(snippetInputSchema.safeParse({ title: 't', code: '🚀'.repeat(25_601) }))).toEqual(['Code must be at most 100 KB']);
  });

  it('refuses blank title and code (spec §5: save does nothing unless both are non-empty)', () => {
    expect(messages(snippetInputSchema.safeParse({ title: '  ', code: '\n' }))).toEqual(['Title is required', 'Code is required']);
  });

  it('a patch needs at least one field', () => {
    expect(messages(snippetPatchSchema.safeParse({}))).toEqual(['Nothing to change']);
    expect(snippetPatchSchema.parse({ tags: ['A'] })).toEqual({ tags: ['a'] });
  });

  it('splits the form’s comma-separated tags', () => {
    expect(parseTagList(' react, hooks ,, ui ,')).toEqual(['react', 'hooks', 'ui']);
    expect(parseTagList('   ')).toEqual([]);
  });

  it('reads the list query with defaults', () => {
    expect(snippetListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(snippetListQuerySchema.parse({ q: '  ', tag: ' React ', limit: '10' })).toEqual({ tag: 'react', limit: 10 });
  });

  it('recognises its own export file only', () => {
    expect(snippetExportSchema.safeParse({ format: 'devforge-snippets', version: 1, snippets: [{ title: 'a', code: 'b', language: 'sql' }] }).success).toBe(true);
    expect(messages(snippetExportSchema.safeParse({ snippets: [] }))[0]).toBe('Not a DevForge snippets export');
  });
});
