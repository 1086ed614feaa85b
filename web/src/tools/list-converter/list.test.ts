import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertList, type ListOptions } from './list';

// Property tests (the issue names no outside oracle for lists): what each option promises holds for
// any input.
const base: ListOptions = {
  split: 'newline',
  splitCustom: '',
  join: 'newline',
  joinCustom: '',
  trim: false,
  removeEmpty: false,
  dedupe: false,
  ignoreCase: false,
  sort: 'none',
  reverse: false,
  letterCase: 'keep',
  prefix: '',
  suffix: '',
  quote: 'none',
};
const item = fc
  .string({ unit: fc.constantFrom('a', 'B', 'c', '1', '2', '0', 'é', ' '), maxLength: 6 })
  .filter((s) => !s.includes('\n'));
const list = fc.array(item, { maxLength: 30 });
const run = (items: string[], o: Partial<ListOptions>) => convertList(items.join('\n'), { ...base, ...o }).split('\n');

describe('list conversion properties', () => {
  it('with nothing asked, the list comes back as it was', () => {
    fc.assert(
      fc.property(list, (items) => {
        expect(convertList(items.join('\n'), base)).toBe(items.join('\n'));
      }),
    );
  });

  it('removing duplicates keeps the first of each, in order, and nothing repeats', () => {
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0),
        (items) => {
          const out = run(items, { dedupe: true });
          expect(new Set(out).size).toBe(out.length);
          expect(out).toEqual([...new Set(items)]);
        },
      ),
    );
  });

  it('ignoring case, no two items differ only by case', () => {
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0),
        (items) => {
          const out = run(items, { dedupe: true, ignoreCase: true });
          expect(new Set(out.map((s) => s.toLowerCase())).size).toBe(out.length);
        },
      ),
    );
  });

  it('sorting keeps every item and orders them; Z → A is A → Z reversed; shuffling is a permutation', () => {
    const collator = new Intl.Collator(undefined, { sensitivity: 'variant' });
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0),
        (items) => {
          const asc = run(items, { sort: 'asc' });
          expect([...asc].sort()).toEqual([...items].sort());
          for (let i = 1; i < asc.length; i++) expect(collator.compare(asc[i - 1]!, asc[i]!)).toBeLessThanOrEqual(0);
          expect(run(items, { sort: 'desc' }).map((s) => s)).toEqual([...asc].reverse().sort((a, b) => collator.compare(b, a)));
          expect([...run(items, { sort: 'random' })].sort()).toEqual([...items].sort());
        },
      ),
    );
  });

  it('natural order puts 2 before 10; length order is by length', () => {
    expect(run(['a10', 'a2', 'a1'], { sort: 'natural' })).toEqual(['a1', 'a2', 'a10']);
    fc.assert(
      fc.property(list, (items) => {
        const out = run(items, { sort: 'length' });
        for (let i = 1; i < out.length; i++) expect(out[i - 1]!.length).toBeLessThanOrEqual(out[i]!.length);
      }),
    );
  });

  it('trimming and removing empties leaves no blank or padded item', () => {
    fc.assert(
      fc.property(list, (items) => {
        const out = convertList(items.join('\n'), { ...base, trim: true, removeEmpty: true });
        if (out !== '')
          for (const s of out.split('\n')) {
            expect(s).toBe(s.trim());
            expect(s).not.toBe('');
          }
      }),
    );
  });

  it('wrapping and joining: split on the join separator and strip the wrapping to get the items back', () => {
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0 && l.every((s) => !s.includes(';'))),
        (items) => {
          const out = convertList(items.join('\n'), {
            ...base,
            join: 'custom',
            joinCustom: ';',
            prefix: '<',
            suffix: '>',
            quote: 'double',
          });
          expect(out.split(';').map((s) => s.slice(2, -2))).toEqual(items);
        },
      ),
    );
  });

  it('custom separators understand \\n and \\t; reverse reverses', () => {
    expect(
      convertList('a->b->c', { ...base, split: 'custom', splitCustom: '->', join: 'custom', joinCustom: '\\t', reverse: true }),
    ).toBe('c\tb\ta');
  });
});
