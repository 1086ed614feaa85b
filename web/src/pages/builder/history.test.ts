import { describe, expect, it } from 'vitest';
import type { GeneratedWebsite } from '@common/builder';
import {
  addHistoryEntry,
  clearHistory,
  createHistoryEntry,
  HISTORY_STORAGE_KEY,
  loadHistory,
  parseHistory,
  saveHistory,
  type BuilderHistoryEntry,
  type HistoryStorage,
} from './history';

const site: GeneratedWebsite = {
  html: '<h1>Hi</h1>',
  css: 'h1{color:red}',
  js: 'console.log(1)',
  name: 'Coffee Shop',
  description: 'A cosy café',
  features: ['Menu'],
  technologies: ['HTML5', 'CSS3', 'JavaScript'],
};

/** An in-memory Storage that refuses values above `quota` characters, as a full localStorage does. */
function memoryStorage(quota = Infinity): HistoryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

function entry(n: number): BuilderHistoryEntry {
  return createHistoryEntry({ site: { ...site, name: `Site ${n}` }, prompt: `prompt ${n}`, now: new Date(Date.UTC(2026, 0, 1, 0, 0, n)) });
}

describe('history entries', () => {
  it('creates an entry with a timestamp id, version 1 and the prompt', () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const e = createHistoryEntry({ site, prompt: 'a café', now });
    expect(e).toMatchObject({ id: String(now.getTime()), prompt: 'a café', version: 1, name: 'Coffee Shop' });
    expect(e.timestamp).toEqual(now);
    expect(e.revisionOf).toBeUndefined();
  });

  it('keeps ids unique when two sites are made in the same millisecond', () => {
    const now = new Date(1000);
    const first = createHistoryEntry({ site, prompt: 'a', now });
    const second = createHistoryEntry({ site, prompt: 'b', now, existing: [first] });
    expect(second.id).toBe('1001');
  });

  it('makes a revision that points at its original, keeps its prompt and counts the version', () => {
    const original = entry(1);
    const revision = createHistoryEntry({ site: { ...site, css: 'h1{color:blue}' }, prompt: 'ignored', revisionOf: original, instruction: 'make it blue', existing: [original] });
    expect(revision).toMatchObject({ prompt: 'prompt 1', version: 2, revisionOf: original.id, instruction: 'make it blue', css: 'h1{color:blue}' });
  });

  it('puts new entries first and keeps only the 10 newest', () => {
    let list: BuilderHistoryEntry[] = [];
    for (let n = 1; n <= 12; n++) list = addHistoryEntry(list, entry(n));
    expect(list).toHaveLength(10);
    expect(list[0].name).toBe('Site 12');
    expect(list[9].name).toBe('Site 3');
  });
});

describe('history storage', () => {
  it('round-trips through storage with dates revived', () => {
    const storage = memoryStorage();
    const list = [entry(2), entry(1)];
    expect(saveHistory(list, storage)).toBe(2);
    const loaded = loadHistory(storage);
    expect(loaded).toEqual(list);
    expect(loaded[0].timestamp).toBeInstanceOf(Date);
    expect(JSON.parse(storage.data.get(HISTORY_STORAGE_KEY)!)[0].timestamp).toBe('2026-01-01T00:00:02.000Z');
  });

  it('tolerates corrupt storage', () => {
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('null')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
    const good = JSON.parse(JSON.stringify([entry(1)]));
    const mixed = JSON.stringify([42, null, { id: 'x' }, { ...good[0], timestamp: 'yesterday' }, ...good]);
    expect(parseHistory(mixed).map((e) => e.name)).toEqual(['Site 1']);
  });

  it('fills spec defaults for records without the optional fields (older versions)', () => {
    const raw = JSON.stringify([{ id: 1700000000000, prompt: 'a bakery', html: '<p>x</p>', css: '', js: '', timestamp: '2024-01-01T00:00:00Z' }]);
    const [e] = parseHistory(raw);
    expect(e).toMatchObject({
      id: '1700000000000',
      name: 'Generated Website',
      description: 'a bakery',
      features: [],
      technologies: ['HTML5', 'CSS3', 'JavaScript'],
      version: 1,
    });
  });

  it('drops duplicate ids and anything past 10', () => {
    const list = Array.from({ length: 14 }, (_, i) => entry(i));
    const raw = JSON.stringify([list[0], list[0], ...list.slice(1)]);
    const loaded = parseHistory(raw);
    expect(loaded).toHaveLength(10);
    expect(new Set(loaded.map((e) => e.id)).size).toBe(10);
  });

  it('leaves the oldest entries out when storage is full', () => {
    const list = [3, 2, 1].map((n) => createHistoryEntry({ site: { ...site, html: 'x'.repeat(1000), name: `Site ${n}` }, prompt: 'p', now: new Date(n) }));
    const storage = memoryStorage(2500);
    expect(saveHistory(list, storage)).toBe(2);
    expect(loadHistory(storage).map((e) => e.name)).toEqual(['Site 3', 'Site 2']);
  });

  it('removes the key when not even one entry fits, and survives a storage that throws', () => {
    const storage = memoryStorage(10);
    storage.data.set(HISTORY_STORAGE_KEY, 'old');
    expect(saveHistory([entry(1)], storage)).toBe(0);
    expect(storage.data.has(HISTORY_STORAGE_KEY)).toBe(false);
    const broken: HistoryStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadHistory(broken)).toEqual([]);
    expect(saveHistory([entry(1)], broken)).toBe(0);
    expect(() => clearHistory(broken)).not.toThrow();
    expect(loadHistory(null)).toEqual([]);
  });

  it('Clear All removes the storage key', () => {
    const storage = memoryStorage();
    saveHistory([entry(1)], storage);
    clearHistory(storage);
    expect(storage.data.has(HISTORY_STORAGE_KEY)).toBe(false);
  });
});

describe('siteOfEntry', () => {
  it('gives back the site fields within the refine limits', async () => {
    const { siteOfEntry } = await import('./history');
    const { generatedWebsiteSchema } = await import('@common/builder');
    const e = createHistoryEntry({ site: { ...site, name: 'n'.repeat(500), features: Array.from({ length: 80 }, () => 'f'.repeat(400)) }, prompt: 'p' });
    const out = siteOfEntry(e);
    expect(Object.keys(out).sort()).toEqual(['css', 'description', 'features', 'html', 'js', 'name', 'technologies']);
    expect(generatedWebsiteSchema.safeParse(out).success).toBe(true);
    expect(out.html).toBe(site.html);
  });
});
