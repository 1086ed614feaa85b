import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-diff',
  name: 'JSON Diff',
  description:
    'Compare two JSON documents semantically, side by side (moved array items, type changes), and copy the JSON Patch.',
  category: 'formatting',
  tags: ['json', 'diff', 'compare', 'patch'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 73,
  keywords: ['json compare', 'json patch', 'rfc 6902', 'semantic diff', 'jsondiffpatch', 'compare json'],
  accepts: ['json'],
  load: () => import('./JsonDiff'),
};
