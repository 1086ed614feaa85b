import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'percentage-calculator',
  name: 'Percentage Calculator',
  description: 'Work out X% of Y, what percentage X is of Y, and the percentage change from X to Y.',
  category: 'math',
  tags: ['percent', 'calculator', 'math'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 52,
  keywords: ['percent', 'percentage', 'increase', 'decrease', 'ratio', 'discount', 'growth'],
  load: () => import('./PercentageCalculator'),
};
