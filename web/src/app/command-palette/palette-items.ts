import { searchCatalogue, type OperationSummary } from '@/tools/catalogue/catalogue-search';
import { buildSearchIndex, rankedSearch } from '@/tools/catalogue/ranked-search';
import type { ToolMeta } from '@/tools/types';

export type PaletteActionId = 'go-tools' | 'toggle-theme' | 'go-account' | 'open-builder';

export type PaletteItem =
  | { kind: 'tool'; id: string; label: string; hint: string; tool: ToolMeta }
  /** An operation of a tool: opens the tool in that mode. */
  | { kind: 'operation'; id: string; label: string; hint: string; tool: ToolMeta }
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

// The same search as the catalogue's (name over keywords over description, a typo forgiven).
const actionIndex = buildSearchIndex(
  paletteActions.map((action) => ({ item: action, fields: { name: action.label, keywords: action.keywords, description: action.hint } })),
);

function toolItem(tool: ToolMeta): PaletteItem {
  return { kind: 'tool', id: tool.id, label: tool.name, hint: tool.description, tool };
}

function operationItem(operation: OperationSummary, tool: ToolMeta): PaletteItem {
  return { kind: 'operation', id: operation.id, label: `${operation.name}`, hint: operation.description, tool };
}

export type PaletteGroup = { label: string; items: PaletteItem[] };

/**
 * What the palette lists for a query, in display order: tools, their operations (once the
 * operations index has loaded) and actions, empty groups left out. The group whose best match is
 * best comes first ("toggle theme": the action; "base64 decode": the operation).
 */
export function searchPalette({
  query,
  tools,
  operations = null,
  recentIds = [],
}: {
  query: string;
  tools: readonly ToolMeta[];
  operations?: readonly OperationSummary[] | null;
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
  const found = searchCatalogue({ tools, operations, query: q });
  const actions = rankedSearch(actionIndex, q);
  const groups = [
    { label: 'Tools', best: found.tools[0] ? found.toolScores.get(found.tools[0].id)! : 0, items: found.tools.slice(0, PALETTE_MAX_TOOLS).map(toolItem) },
    { label: 'Operations', best: found.operations[0]?.score ?? 0, items: found.operations.map((hit) => operationItem(hit.operation, hit.tool)) },
    { label: 'Actions', best: actions[0]?.score ?? 0, items: actions.map((hit) => hit.item) },
  ];
  // Stable: at equal scores, tools before operations before actions.
  return groups
    .filter((g) => g.items.length > 0)
    .sort((a, b) => b.best - a.best)
    .map(({ label, items }) => ({ label, items }));
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
