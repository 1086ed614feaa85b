import { toolCategories, type ToolCategory } from '../types';
import { catalogueSorts, catalogueViews, planFilters, type CatalogueFilters, type CatalogueSort, type CatalogueView } from './catalogue-search';

// The catalogue's state in its address (/tools?q=ip&category=network&category=web&plan=free&ai=1&sort=alphabetical&view=list),
// so a filtered catalogue can be linked, reloaded, and Back returns to it. Only what differs from the
// defaults is written; anything unknown in a hand-edited address is ignored.

export type SearchSort = CatalogueSort | 'relevance';

export type CatalogueQuery = {
  q: string;
  filters: CatalogueFilters;
  /** Absent: the remembered sort (or, while searching, the best match first). */
  sort: SearchSort | null;
  /** Absent: the remembered view. */
  view: CatalogueView | null;
};

const isCategory = (value: string): value is ToolCategory => (toolCategories as readonly string[]).includes(value);

export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const plan = params.get('plan');
  const sort = params.get('sort');
  const view = params.get('view');
  // A category given twice counts once; order as in the catalogue.
  const chosen = new Set(params.getAll('category').flatMap((value) => value.split(',')));
  return {
    q: params.get('q') ?? '',
    filters: {
      plan: plan && (planFilters as readonly string[]).includes(plan) ? (plan as CatalogueFilters['plan']) : 'all',
      ai: params.get('ai') === '1',
      categories: toolCategories.filter((category) => chosen.has(category) && isCategory(category)),
    },
    sort: sort === 'relevance' || (catalogueSorts as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : null,
    view: (catalogueViews as readonly string[]).includes(view ?? '') ? (view as CatalogueView) : null,
  };
}

export function writeCatalogueQuery({ q, filters, sort, view }: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const category of filters.categories) params.append('category', category);
  if (filters.plan !== 'all') params.set('plan', filters.plan);
  if (filters.ai) params.set('ai', '1');
  if (sort) params.set('sort', sort);
  if (view) params.set('view', view);
  return params;
}
