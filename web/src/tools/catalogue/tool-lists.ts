import type { ToolMeta } from '../types';

/** How many recently used tools are remembered, and how many each catalogue strip shows. */
export const RECENT_TOOLS_KEPT = 20;
export const STRIP_SIZE = 6;

/** Keeps only unique tool ids that are strings: stored lists may be stale, hand-edited or from an older version. */
export function sanitizeToolIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0))];
}

/** Adds the tool to the end of the favorites, or removes it if it is already there. */
export function toggleFavorite({ ids, id }: { ids: readonly string[]; id: string }): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The list with the item at `from` moved to `to` (clamped to the list), the others keeping their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const list = [...items];
  if (from < 0 || from >= list.length) return list;
  const [item] = list.splice(from, 1);
  list.splice(Math.max(0, Math.min(to, list.length)), 0, item!);
  return list;
}

/** Moves (or adds) the tool to the front of the recent list, keeping at most `max` entries. */
export function pushRecent({ ids, id, max = RECENT_TOOLS_KEPT }: { ids: readonly string[]; id: string; max?: number }): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}

/** Resolves ids to tools in list order, skipping ids of tools that no longer exist. */
export function pickTools({
  ids,
  tools,
  limit = Infinity,
}: {
  ids: readonly string[];
  tools: readonly ToolMeta[];
  limit?: number;
}): ToolMeta[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  return ids
    .map((id) => byId.get(id))
    .filter((t): t is ToolMeta => t !== undefined)
    .slice(0, limit);
}
