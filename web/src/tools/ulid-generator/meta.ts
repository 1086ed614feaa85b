import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ulid-generator',
  name: 'ULID Generator',
  description: 'Generate sortable ULIDs (monotonic, many at once) and decode the time inside one.',
  category: 'crypto',
  tags: ['ulid', 'id', 'generator'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 46,
  keywords: [
    'universally unique lexicographically sortable identifier',
    'crockford base32',
    'sortable id',
    'decode time',
    'uuid',
  ],
  accepts: ['ulid'],
  load: () => import('./UlidGenerator'),
  screen: 'operations',
};
