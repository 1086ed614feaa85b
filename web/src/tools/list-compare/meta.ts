import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'list-compare',
  name: 'List Compare',
  description: 'Compare two lists: what only the first has, only the second, both, and all of them, with counts.',
  category: 'data',
  tags: ['list', 'compare', 'set'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 48,
  keywords: ['list comparer', 'comm', 'set difference', 'intersection', 'union', 'diff lists', 'duplicates'],
  load: () => import('./ListCompare'),
};
