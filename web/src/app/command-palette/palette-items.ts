import Fuse from 'fuse.js';
import { searchTools } from '@/tools/catalogue/catalogue-search';
import type { ToolMeta } from '@/tools/types';

export type PaletteActionId = 'go-tools' | 'toggle-theme' | 'go-account' | 'open-builder';

export type PaletteItem =
  | { kind: 'tool'; id: string; label: string; hint: string; tool: ToolMeta }
  | { kind: 'action'; id: PaletteActionId; label: string; hint: string; keywords: string[] };

export const paletteActions: Extract<PaletteItem, { kind: 'action' }>[] = [
  {
    kind: 'action',
    id: 'go-tools',
    label: 'Go to Tools',
    hint: 'Browse the tools catalogue',
    keywords: ['catalogue', 'catalog', 'all tools', 'browse'],
  },
  {
    kind: 'action',
    id: 'toggle-theme',
    label: 'Toggle theme',
    hint: 'Switch between light and dark',
    keywords: ['dark mode', 'light mode', 'appearance', 'colour scheme'],
  },
  {
    kind: 'action',
    id: 'go-account',
    label: 'Go to Account',
    hint: 'Profile, API keys, usage and billing',
    keywords: ['settings', 'billing', 'api keys', 'profile', 'pricing'],
  },
  {
    kind: 'action',
    id: 'open-builder',
    label: 'Open Website Builder',
    hint: 'Generate a website with AI',
    keywords: ['forge', 'site', 'landing page', 'ai builder'],
  },
];

/** Without a query the palette offers this many tools: recently used first, then the most popular. */
export const PALETTE_DEFAULT_TOOLS = 8;
export const PALETTE_MAX_TOOLS = 20;

const actionIndex = new Fuse(paletteActions, {
  keys: [
    { name: 'label', weight: 3 },
    { name: 'keywords', weight: 2 },
    { name: 'hint', weight: 1 },
  ],
  threshold: 0.34,
  ignoreLocation: true,
  useTokenSearch: true,
  includeScore: true,
});

// An action whose name the query all but spells ("theme", "go to tools") is listed before tools,
// which match such words only loosely (every tool is in a category called "… Tools").
const ACTION_FIRST_SCORE = 0.15;

function toolItem(tool: ToolMeta): PaletteItem {
  return { kind: 'tool', id: tool.id, label: tool.name, hint: tool.description, tool };
}

export type PaletteGroup = { label: string; items: PaletteItem[] };

/** What the palette lists for a query, in display order: tools and actions, empty groups left out. */
export function searchPalette({
  query,
  tools,
  recentIds = [],
}: {
  query: string;
  tools: readonly ToolMeta[];
  recentIds?: readonly string[];
}): PaletteGroup[] {
  const q = query.trim();
  if (!q) {
    const byId = new Map(tools.map((t) => [t.id, t]));
    const recent = recentIds.map((id) => byId.get(id)).filter((t): t is ToolMeta => t !== undefined);
    const popular = [...tools].sort((a, b) => b.popularity - a.popularity).filter((t) => !recent.includes(t));
    const items = [...recent, ...popular].slice(0, PALETTE_DEFAULT_TOOLS).map(toolItem);
    return [
      { label: recent.length > 0 ? 'Recent and popular tools' : 'Popular tools', items },
      { label: 'Actions', items: paletteActions },
    ];
  }
  const toolGroup = { label: 'Tools', items: searchTools({ tools, query: q }).slice(0, PALETTE_MAX_TOOLS).map(toolItem) };
  const actionResults = actionIndex.search(q.slice(0, 32));
  const actionGroup = { label: 'Actions', items: actionResults.map((r) => r.item) };
  const actionsFirst = (actionResults[0]?.score ?? 1) <= ACTION_FIRST_SCORE;
  return (actionsFirst ? [actionGroup, toolGroup] : [toolGroup, actionGroup]).filter((g) => g.items.length > 0);
}

/** Moves the active option with wrap-around; -1 means "no options". */
export function moveActive({
  active,
  count,
  key,
}: {
  active: number;
  count: number;
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';
}): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return (active + 1) % count;
    case 'ArrowUp':
      return (active - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
