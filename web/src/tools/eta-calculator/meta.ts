import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'eta-calculator',
  name: 'ETA Calculator',
  description: 'Estimate when a job finishes (a download, a migration, a batch) from how much was done in how long.',
  category: 'math',
  tags: ['time', 'estimate', 'progress'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 30,
  keywords: ['eta', 'estimated time of arrival', 'remaining time', 'finish time', 'download time', 'rate'],
  load: () => import('./EtaCalculator'),
};
