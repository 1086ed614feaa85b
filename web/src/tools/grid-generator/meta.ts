import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'grid-generator',
  name: 'CSS Grid Generator',
  description: 'Generate responsive grid layouts as Tailwind classes or CSS.',
  category: 'design',
  tags: ['css', 'grid', 'layout'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 50,
  keywords: ['tailwind', 'flexbox', 'layout tester', 'responsive', 'media query', 'col-span'],
  load: () => import('./GridGenerator'),
};
