import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { slugifyText } from './operations';

// Oracle: the examples documented in @sindresorhus/slugify's readme (input, options → slug).
const documented: [string, Record<string, unknown>, string][] = [
  ['I ♥ Dogs', {}, 'i-love-dogs'],
  ['  Déjà Vu!  ', {}, 'deja-vu'],
  ['fooBar 123 $#%', {}, 'foo-bar-123'],
  ['Conway’s Law', {}, 'conways-law'],
  ['я люблю единорогов', {}, 'ya-lyublyu-edinorogov'],
  ['BAR and baz', {}, 'bar-and-baz'],
  ['BAR and baz', { separator: '_' }, 'bar_and_baz'],
  ['BAR and baz', { separator: '' }, 'barandbaz'],
  ['Déjà Vu!', { lowercase: false }, 'Deja-Vu'],
  ['fooBar', {}, 'foo-bar'],
  ['fooBar', { decamelize: false }, 'foobar'],
  ['_foo_bar', {}, 'foo-bar'],
  ['_foo_bar', { preserveLeadingUnderscore: true }, '_foo-bar'],
  ['Räksmörgås', {}, 'raeksmoergas'],
  ['Déjà Vu', {}, 'deja-vu'],
  ['Déjà Vu', { transliterate: false }, 'déjà-vu'],
];

describe('slugify gives the documented slugs', () => {
  it.each(documented)('%j %j → %j', async (input, options, slug) => {
    expect((await runOperation(slugifyText, tag('text', input), { options })).value).toBe(slug);
  });

  it('slugifies each line on its own', async () => {
    expect((await runOperation(slugifyText, tag('text', 'Hello World\nDéjà Vu'), { options: { eachLine: true } })).value).toBe(
      'hello-world\ndeja-vu',
    );
  });
});
