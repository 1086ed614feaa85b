import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'list-converter',
  name: 'List Converter',
  description: 'Sort, de-duplicate, trim, reverse, quote and re-join lists with any separator.',
  category: 'converters',
  tags: ['list', 'sort', 'dedupe'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 63,
  keywords: [
    'unique lines',
    'remove duplicates',
    'sort lines',
    'comma separated',
    'join lines',
    'split',
    'quote items',
    'sql in list',
  ],
  load: () => import('./ListConverter'),
  screen: 'operations',
};
