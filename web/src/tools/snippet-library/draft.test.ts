import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, isBlankDraft, readDraft, writeDraft } from './draft';

const KEY = 'snippet-library:draft';

describe('the snippet form draft', () => {
  afterEach(() => localStorage.clear());

  it('survives in localStorage, stamped with when it was kept', () => {
    const before = Date.now();
    writeDraft({ id: 's1', title: 'Debounce', code: 'const x = 1;', language: 'javascript', tags: 'util, timing' });
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    expect(stored).toMatchObject({ id: 's1', title: 'Debounce', code: 'const x = 1;', language: 'javascript', tags: 'util, timing' });
    expect(Date.parse(stored.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(readDraft()).toEqual(stored);
  });

  it('is gone once cleared', () => {
    writeDraft({ title: 't', code: 'c', language: 'sql', tags: '' });
    clearDraft();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it('ignores a stored value that is not a draft', () => {
    for (const raw of ['not json', 'null', '42', '{"title":"only a title"}', '{"code":1,"title":"x"}']) {
      localStorage.setItem(KEY, raw);
      expect(readDraft(), raw).toBeNull();
    }
  });

  it('counts a form with only whitespace as blank', () => {
    expect(isBlankDraft({ title: '  ', code: '\n\t', tags: ' ' })).toBe(true);
    expect(isBlankDraft({ title: '', code: 'x', tags: '' })).toBe(false);
    expect(isBlankDraft({ title: '', code: '', tags: 'a' })).toBe(false);
  });
});
