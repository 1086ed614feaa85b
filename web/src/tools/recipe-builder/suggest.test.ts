import { describe, expect, it } from 'vitest';
import { detectSample, suggestNextSteps, SUGGEST_SAMPLE_CHARS } from './suggest';
import { testCatalogue } from './test-catalogue.fixture';

const suggested = (text: string, extra: { isJson?: boolean; lastToolId?: string } = {}) =>
  suggestNextSteps({ text, catalogue: testCatalogue, ...extra }).map((s) => s.entry.operation.id);

describe('suggesting the next step from what the output looks like', () => {
  it('Base64 → decode, JSON → format, learnt from the operations’ own examples', () => {
    expect(suggested('eyJ1c2VyIjoiYWRhIiwiaWQiOjQyfQ==')).toEqual(['base64-decode']);
    expect(suggested('{"user":"ada","id":42}')).toEqual(['test-json-pretty']);
    const [first] = suggestNextSteps({ text: '{"a":1}', catalogue: testCatalogue });
    expect(first?.reason).toBe('The output looks like JSON');
  });

  it('suggests nothing for plain text, and not the last step’s own tool', () => {
    expect(suggested('just some words')).toEqual([]);
    expect(suggested('eyJ1c2VyIjoiYWRhIiwiaWQiOjQyfQ==', { lastToolId: 'base64-encoder' })).toEqual([]);
  });

  it('looks at the start of a long output only, and knows long JSON by its shape', () => {
    const long = `[${Array.from({ length: 5000 }, (_, i) => `{"id":${i}}`).join(',')}]`;
    expect(long.length).toBeGreaterThan(SUGGEST_SAMPLE_CHARS);
    expect(detectSample(long)).toContainEqual({ kind: 'json', confidence: 0.7 });
    expect(suggested(long)).toEqual(['test-json-pretty']);
    expect(detectSample('x', { isJson: true })[0]).toEqual({ kind: 'json', confidence: 1 });
  });
});
