import { describe, expect, it } from 'vitest';
import { readCatalogueQuery, writeCatalogueQuery } from './catalogue-query';
import { noFilters } from './catalogue-search';

describe('the catalogue query in the address', () => {
  it('reads filters, search, sort and view', () => {
    expect(readCatalogueQuery(new URLSearchParams('category=network&q=ip'))).toEqual({
      q: 'ip',
      filters: { plan: 'all', ai: false, categories: ['network'] },
      sort: null,
      view: null,
    });
    const full = readCatalogueQuery(new URLSearchParams('q=x&category=network&category=web&plan=pro&ai=1&sort=alphabetical&view=list'));
    // Categories in the catalogue's order, whatever the address's.
    expect(full).toEqual({ q: 'x', filters: { plan: 'pro', ai: true, categories: ['web', 'network'] }, sort: 'alphabetical', view: 'list' });
  });

  it('ignores what it does not know, and accepts commas between categories', () => {
    expect(readCatalogueQuery(new URLSearchParams('category=nope&category=git,git,design&plan=gold&ai=yes&sort=random&view=table'))).toEqual({
      q: '',
      filters: { plan: 'all', ai: false, categories: ['git', 'design'] },
      sort: null,
      view: null,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeCatalogueQuery({ q: '', filters: noFilters, sort: null, view: null }).toString()).toBe('');
    const query = { q: 'ip range', filters: { plan: 'free' as const, ai: false, categories: ['network' as const, 'data' as const] }, sort: 'recent' as const, view: 'grid' as const };
    const written = writeCatalogueQuery(query);
    expect(written.toString()).toBe('q=ip+range&category=network&category=data&plan=free&sort=recent&view=grid');
    expect(readCatalogueQuery(written)).toEqual(query);
  });
});
