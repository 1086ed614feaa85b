import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'text-statistics',
  name: 'Text Statistics',
  description:
    'Count characters, words, lines, sentences and bytes, see reading time, the longest line and which words a text uses most.',
  category: 'text',
  tags: ['count', 'words', 'characters'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 66,
  keywords: [
    'word count',
    'character count',
    'wc',
    'letter count',
    'reading time',
    'word frequency',
    'text length',
    'byte count',
  ],
  load: () => import('./TextStatistics'),
};
