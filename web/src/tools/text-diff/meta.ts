import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'text-diff',
  name: 'Text Diff',
  description: 'Compare two texts side by side or inline, by line or by word.',
  category: 'utilities',
  tags: ['diff', 'compare', 'text'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 79,
  keywords: ['difference', 'compare files', 'patch'],
  accepts: ['diff'],
  load: () => import('./TextDiff'),
};
