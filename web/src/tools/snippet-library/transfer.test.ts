import { describe, expect, it } from 'vitest';
import type { Snippet } from '@common/snippets';
import { planImport, toExportFile } from './transfer';

const snippet = (n: number, extra: Partial<Snippet> = {}): Snippet => ({
  id: `id-${n}`,
  title: `Snippet ${n}`,
  code: `console.log(${n});`,
  language: 'javascript',
  tags: ['demo'],
  createdAt: `2026-01-0${n}T00:00:00.000Z`,
  updatedAt: `2026-01-0${n}T00:00:00.000Z`,
  ...extra,
});

describe('export and import', () => {
  it('round-trips: what is exported imports back, oldest first', () => {
    const file = toExportFile({ snippets: [snippet(3), snippet(2), snippet(1)], now: new Date('2026-02-01T00:00:00Z') });
    expect(file).toMatchObject({ format: 'devforge-snippets', version: 1, exportedAt: '2026-02-01T00:00:00.000Z' });
    expect(JSON.stringify(file)).not.toContain('id-1');
    const plan = planImport({ text: JSON.stringify(file) });
    expect(plan.rejected).toEqual([]);
    expect(plan.snippets.map((s) => s.title)).toEqual(['Snippet 1', 'Snippet 2', 'Snippet 3']);
    expect(plan.snippets[0]).toEqual({ title: 'Snippet 1', code: 'console.log(1);', language: 'javascript', tags: ['demo'] });
  });

  it('reads unknown languages as other and rejects entries over the limits, naming them', () => {
    const text = JSON.stringify({
      format: 'devforge-snippets',
      version: 1,
      snippets: [
        { title: 'Rust', code: 'fn main() {}', language: 'rust', tags: [] },
        { title: '', code: 'x', language: 'sql', tags: [] },
        { title: 'Many tags', code: 'x', language: 'sql', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      ],
    });
    const plan = planImport({ text });
    expect(plan.snippets).toEqual([{ title: 'Rust', code: 'fn main() {}', language: 'other', tags: [] }]);
    expect(plan.rejected).toEqual([
      { entry: 2, title: '', message: 'Title is required' },
      { entry: 3, title: 'Many tags', message: 'At most 10 tags' },
    ]);
  });

  it('says plainly when a file is not an export', () => {
    expect(() => planImport({ text: 'nope' })).toThrow('This file is not JSON. Choose a file made by Export.');
    expect(() => planImport({ text: '{"snippets":[]}' })).toThrow('This file is not a snippets export: Not a DevForge snippets export.');
  });
});
