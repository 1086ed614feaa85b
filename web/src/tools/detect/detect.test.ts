import { describe, expect, it } from 'vitest';
import type { ToolMeta } from '../types';
import { detect, pasteKindPhrases, recommendTools } from './detect';
import { detectors } from './detectors';

function tool(id: string, popularity: number, accepts: ToolMeta['accepts'], extra: Partial<ToolMeta> = {}): ToolMeta {
  return {
    id,
    name: id,
    description: '',
    category: 'utilities',
    tags: [],
    keywords: [],
    isPro: false,
    hasAI: false,
    comingSoon: false,
    popularity,
    accepts,
    ...extra,
  };
}

const tools: ToolMeta[] = [
  tool('json-formatter', 98, ['json']),
  tool('json-schema-validator', 63, ['json']),
  tool('jwt-decoder', 92, ['jwt']),
  tool('base64-encoder', 88, ['base64']),
  tool('timestamp-converter', 84, ['unix-timestamp', 'iso-date']),
  tool('sql-formatter', 76, ['sql']),
  tool('query-builder', 64, ['sql']),
  tool('hash-generator', 82, undefined),
  tool('soon', 99, ['json'], { comingSoon: true }),
];

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('detect', () => {
  it('ranks the most likely kind first', () => {
    expect(detect(JWT)[0].kind).toBe('jwt');
    expect(detect('{"a": 1}')[0].kind).toBe('json');
    expect(detect('1700000000')[0].kind).toBe('unix-timestamp');
    expect(detect('2024-05-01T10:00:00Z')[0].kind).toBe('iso-date');
    expect(detect('#ff8800')[0].kind).toBe('color');
    expect(detect('0 */2 * * *')[0].kind).toBe('cron');
    expect(detect('550e8400-e29b-41d4-a716-446655440000').map((d) => d.kind)).toEqual(['uuid']);
  });

  it('scores every kind and sorts by confidence, then specificity', () => {
    const all = detect(JWT, { minConfidence: 0 });
    expect(all).toHaveLength(Object.keys(detectors).length);
    expect(all[0]).toEqual({ kind: 'jwt', confidence: 1 });
    for (let i = 1; i < all.length; i++) expect(all[i - 1].confidence).toBeGreaterThanOrEqual(all[i].confidence);
  });

  it('finds nothing in ordinary search words and prose', () => {
    for (const text of [
      '',
      '   ',
      'json',
      'jwt decoder',
      'hello world',
      '42',
      '2024',
      '1.2.3',
      'SELECT',
      'format sql',
      'password',
    ]) {
      expect(detect(text), text).toEqual([]);
    }
  });

  it('honours minConfidence', () => {
    expect(detect('1 2 3 4 5')).toEqual([]);
    expect(detect('1 2 3 4 5', { minConfidence: 0.3 })[0].kind).toBe('cron');
  });

  it('has a phrase for every kind', () => {
    expect(pasteKindPhrases.jwt).toBe('a JWT');
    expect(pasteKindPhrases['iso-date']).toBe('an ISO 8601 date');
  });
});

describe('recommendTools', () => {
  it('recommends the tools that accept the detected kind, most popular first', () => {
    expect(recommendTools('{"a": [1, 2]}', { tools, includeComingSoon: false }).map((r) => r.tool.id)).toEqual([
      'json-formatter',
      'json-schema-validator',
    ]);
    expect(recommendTools('SELECT * FROM users WHERE id = 1', { tools }).map((r) => r.tool.id)).toEqual([
      'sql-formatter',
      'query-builder',
    ]);
  });

  it('includes coming-soon tools unless asked not to', () => {
    expect(recommendTools('[1]', { tools }).map((r) => r.tool.id)).toEqual(['soon', 'json-formatter', 'json-schema-validator']);
  });

  it('reports the kind and confidence behind each recommendation', () => {
    const [first] = recommendTools(JWT, { tools });
    expect(first).toMatchObject({ kind: 'jwt', confidence: 1 });
    expect(first.tool.id).toBe('jwt-decoder');
  });

  it('lists a tool once, under its most likely kind', () => {
    const recs = recommendTools('2024-05-01T10:00:00Z', { tools });
    expect(recs.map((r) => [r.tool.id, r.kind])).toEqual([['timestamp-converter', 'iso-date']]);
  });

  it('ranks by confidence before popularity', () => {
    // Base64 scores below a JWT, so the less popular JWT decoder must still come first if both matched.
    const recs = recommendTools(JWT, { tools: [...tools, tool('b64-jwt', 100, ['base64'])] });
    expect(recs[0].tool.id).toBe('jwt-decoder');
  });

  it('recommends nothing for text that is not recognised', () => {
    expect(recommendTools('just looking for a tool', { tools })).toEqual([]);
  });
});
