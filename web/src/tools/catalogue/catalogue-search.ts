import Fuse, { type IFuseOptions } from 'fuse.js';
import { categoryLabels, compareToolNames, toolCategories, type ToolCategory, type ToolMeta } from '../types';

export const catalogueFilters = ['all', 'free', 'pro', 'ai'] as const;
export type CatalogueFilter = (typeof catalogueFilters)[number];
export const catalogueFilterLabels: Record<CatalogueFilter, string> = { all: 'All', free: 'Free', pro: 'Pro', ai: 'AI-powered' };

export const catalogueSorts = ['popular', 'alphabetical', 'recent'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const catalogueSortLabels: Record<CatalogueSort, string> = {
  popular: 'Most popular',
  alphabetical: 'Alphabetical',
  recent: 'Recently used',
};

export const catalogueViews = ['grid', 'list'] as const;
export type CatalogueView = (typeof catalogueViews)[number];

/** Narrows a stored value to one of `allowed`, so a hand-edited or stale localStorage entry cannot break the page. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function filterTools({ tools, filter = 'all' }: { tools: readonly ToolMeta[]; filter?: CatalogueFilter }): ToolMeta[] {
  switch (filter) {
    case 'free':
      return tools.filter((t) => !t.isPro);
    case 'pro':
      return tools.filter((t) => t.isPro);
    case 'ai':
      return tools.filter((t) => t.hasAI);
    default:
      return [...tools];
  }
}

const byName = (a: ToolMeta, b: ToolMeta) => compareToolNames(a.name, b.name);
const byPopularity = (a: ToolMeta, b: ToolMeta) => b.popularity - a.popularity || byName(a, b);

/**
 * Orders tools. 'recent' puts the recently used ones first, newest first, and the rest by popularity
 * (so the order is still useful before anything has been opened).
 */
export function sortTools({
  tools,
  sort = 'popular',
  recentIds = [],
}: {
  tools: readonly ToolMeta[];
  sort?: CatalogueSort;
  recentIds?: readonly string[];
}): ToolMeta[] {
  const list = [...tools];
  if (sort === 'alphabetical') return list.sort(byName);
  if (sort === 'recent') {
    const rank = new Map(recentIds.map((id, i) => [id, i]));
    return list.sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || byPopularity(a, b));
  }
  return list.sort(byPopularity);
}

type SearchRecord = { tool: ToolMeta; name: string; keywords: string[]; tags: string[]; description: string; category: string };

const fuseOptions: IFuseOptions<SearchRecord> = {
  keys: [
    { name: 'name', weight: 3 },
    { name: 'keywords', weight: 2 },
    { name: 'tags', weight: 2 },
    { name: 'category', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  includeScore: true,
  // Each word of the query is matched on its own ("format sql"), anywhere in a field.
  useTokenSearch: true,
  ignoreLocation: true,
  threshold: 0.34,
  minMatchCharLength: 2,
};

// Fuse scores run from 0 (exact) to 1. Results far behind the best one are fuzzy noise
// (a short query like "git" loosely matches half the descriptions), so they are dropped.
const SCORE_SPREAD = 0.3;
const SCORE_CEILING = 0.8;
// Among near-equal matches, the more popular tool comes first ("json" → JSON Formatter).
const POPULARITY_BIAS = 0.001;

// One index per tool list: the registry is a constant, so this is built once per page.
const indexCache = new WeakMap<readonly ToolMeta[], Fuse<SearchRecord>>();

function searchIndex(tools: readonly ToolMeta[]): Fuse<SearchRecord> {
  let fuse = indexCache.get(tools);
  if (!fuse) {
    const records = tools.map((tool) => ({
      tool,
      name: tool.name,
      keywords: tool.keywords,
      tags: tool.tags,
      description: tool.description,
      category: categoryLabels[tool.category],
    }));
    fuse = new Fuse(records, fuseOptions);
    indexCache.set(tools, fuse);
  }
  return fuse;
}

/** Fuzzy search over name, keywords, tags, category label and description; best match first. Blank query: no filtering. */
export function searchTools({ tools, query }: { tools: readonly ToolMeta[]; query: string }): ToolMeta[] {
  const q = query.trim();
  if (!q) return [...tools];
  // Bitap is limited to 32-character patterns; longer text is not a tool name anyway.
  const results = searchIndex(tools).search(q.slice(0, 32));
  if (results.length === 0) return [];
  const cutoff = Math.min((results[0].score ?? 0) + SCORE_SPREAD, SCORE_CEILING);
  const rank = (r: (typeof results)[number]) => (r.score ?? 0) - r.item.tool.popularity * POPULARITY_BIAS;
  return results
    .filter((r) => (r.score ?? 0) <= cutoff)
    .sort((a, b) => rank(a) - rank(b))
    .map((r) => r.item.tool);
}

export type CategoryGroup = { category: ToolCategory; label: string; tools: ToolMeta[] };

/** Groups tools by category in the catalogue's category order, keeping each group's tool order; empty groups are left out. */
export function groupByCategory(tools: readonly ToolMeta[]): CategoryGroup[] {
  return toolCategories
    .map((category) => ({ category, label: categoryLabels[category], tools: tools.filter((t) => t.category === category) }))
    .filter((g) => g.tools.length > 0);
}
