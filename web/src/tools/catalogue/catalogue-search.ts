import { buildSearchIndex, rankedSearch, type SearchIndex, type SearchRecord } from './ranked-search';
import { categoryLabels, compareToolNames, toolCategories, type ToolCategory, type ToolMeta } from '../types';

/** The plan filter (spec: all, free, pro); AI-powered is a filter of its own, combinable with it. */
export const planFilters = ['all', 'free', 'pro'] as const;
export type PlanFilter = (typeof planFilters)[number];
export const planFilterLabels: Record<PlanFilter, string> = { all: 'All', free: 'Free', pro: 'Pro' };

/** What narrows the catalogue: a plan, AI-powered only, and any number of categories (none: all). */
export type CatalogueFilters = { plan: PlanFilter; ai: boolean; categories: readonly ToolCategory[] };
export const noFilters: CatalogueFilters = { plan: 'all', ai: false, categories: [] };

export function hasFilters(filters: CatalogueFilters): boolean {
  return filters.plan !== 'all' || filters.ai || filters.categories.length > 0;
}

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

/** The tools that pass every filter: the plan, AI-powered, and one of the chosen categories. */
export function filterTools({ tools, filters = noFilters }: { tools: readonly ToolMeta[]; filters?: CatalogueFilters }): ToolMeta[] {
  const categories = new Set(filters.categories);
  return tools.filter(
    (t) =>
      (filters.plan === 'all' || t.isPro === (filters.plan === 'pro')) &&
      (!filters.ai || t.hasAI) &&
      (categories.size === 0 || categories.has(t.category)),
  );
}

/** How many tools each category holds under the plan and AI filters (the chips' counts). */
export function countByCategory({ tools, filters = noFilters }: { tools: readonly ToolMeta[]; filters?: CatalogueFilters }): Map<ToolCategory, number> {
  const counts = new Map<ToolCategory, number>();
  for (const tool of filterTools({ tools, filters: { ...filters, categories: [] } })) counts.set(tool.category, (counts.get(tool.category) ?? 0) + 1);
  return counts;
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

/** What the search needs of an operation (the operations index is loaded lazily: operation-index.ts). */
export type OperationSummary = { id: string; name: string; description: string; keywords: readonly string[]; toolId: string };

export type OperationHit = { operation: OperationSummary; tool: ToolMeta; score: number };
export type CatalogueSearchResult = { tools: ToolMeta[]; operations: OperationHit[]; toolScores: Map<string, number> };

type Entry = { kind: 'tool'; tool: ToolMeta } | { kind: 'operation'; operation: OperationSummary; tool: ToolMeta };

// Among near-equal matches, the more popular tool comes first ("json" → JSON Formatter).
const popularityBoost = (tool: ToolMeta) => tool.popularity / 500;
// An operation found by its own name and its tool's ("base64 decode") is what was asked for: it
// outranks the tool, whose name holds both words only loosely ("Encoder/Decoder").
const NAMED_WITH_ITS_TOOL = 0.5;
// An operation is listed when the query is about it more than about its tool ("yaml to json",
// "decode"), and it matches about as well as the best result: a query that names tools ("json")
// would otherwise list the operations of every JSON tool.
const OPERATION_KEEP = 0.7;
export const OPERATION_RESULTS_MAX = 6;

// One index per (tools, operations) pair: both are constants of the page, so each is built once.
const indexCache = new WeakMap<readonly ToolMeta[], Map<readonly OperationSummary[] | null, SearchIndex<Entry>>>();

function catalogueIndex(tools: readonly ToolMeta[], operations: readonly OperationSummary[] | null): SearchIndex<Entry> {
  let byOperations = indexCache.get(tools);
  if (!byOperations) indexCache.set(tools, (byOperations = new Map()));
  let index = byOperations.get(operations);
  if (!index) {
    const records: SearchRecord<Entry>[] = tools.map((tool) => ({
      item: { kind: 'tool', tool },
      fields: {
        name: tool.name,
        keywords: [...tool.keywords, ...tool.tags],
        category: categoryLabels[tool.category],
        description: tool.description,
      },
      boost: popularityBoost(tool),
    }));
    if (operations) {
      const toolsById = new Map(tools.map((tool) => [tool.id, tool]));
      const perTool = new Map<string, number>();
      for (const op of operations) perTool.set(op.toolId, (perTool.get(op.toolId) ?? 0) + 1);
      for (const operation of operations) {
        const tool = toolsById.get(operation.toolId);
        // A tool's only operation is the tool itself: its result says it already.
        if (!tool || (perTool.get(operation.toolId) ?? 0) < 2) continue;
        records.push({
          item: { kind: 'operation', operation, tool },
          fields: { name: operation.name, context: tool.name, keywords: operation.keywords, description: operation.description },
          boost: popularityBoost(tool),
        });
      }
    }
    index = buildSearchIndex(records);
    byOperations.set(operations, index);
  }
  return index;
}

/**
 * Searches tools (and their operations, once loaded) by name, then keywords and tags, then the
 * category and description, forgiving a typo per word; best first. `within` narrows the results to
 * those tools (the filtered catalogue) while the index stays the whole catalogue's.
 */
export function searchCatalogue({
  tools,
  operations = null,
  query,
  within,
}: {
  tools: readonly ToolMeta[];
  operations?: readonly OperationSummary[] | null;
  query: string;
  within?: readonly ToolMeta[];
}): CatalogueSearchResult {
  const allowed = within ? new Set(within.map((t) => t.id)) : null;
  const hits = rankedSearch(catalogueIndex(tools, operations), query.slice(0, 100), {
    bonus: (hit) => (hit.item.kind === 'operation' && hit.matched.has('name') && hit.matched.has('context') ? NAMED_WITH_ITS_TOOL : 0),
  }).filter((hit) => !allowed || allowed.has(hit.item.tool.id));
  const best = hits[0]?.score ?? 0;
  const result: CatalogueSearchResult = { tools: [], operations: [], toolScores: new Map() };
  for (const { item, score } of hits) {
    if (item.kind !== 'tool') continue;
    result.tools.push(item.tool);
    result.toolScores.set(item.tool.id, score);
  }
  for (const { item, score } of hits) {
    if (item.kind !== 'operation' || result.operations.length >= OPERATION_RESULTS_MAX) continue;
    if (score >= best * OPERATION_KEEP && score > (result.toolScores.get(item.tool.id) ?? 0)) result.operations.push({ operation: item.operation, tool: item.tool, score });
  }
  return result;
}

/** The tools a query finds, best first. Blank query: every tool, in the given order. */
export function searchTools({ tools, query }: { tools: readonly ToolMeta[]; query: string }): ToolMeta[] {
  if (!query.trim()) return [...tools];
  return searchCatalogue({ tools, query }).tools;
}

export type CategoryGroup = { category: ToolCategory; label: string; tools: ToolMeta[] };

/** Groups tools by category in the catalogue's category order, keeping each group's tool order; empty groups are left out. */
export function groupByCategory(tools: readonly ToolMeta[]): CategoryGroup[] {
  return toolCategories
    .map((category) => ({ category, label: categoryLabels[category], tools: tools.filter((t) => t.category === category) }))
    .filter((g) => g.tools.length > 0);
}
