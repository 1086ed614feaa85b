import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'slugify',
  name: 'Slugify',
  description: 'Turn titles into URL slugs: Unicode-aware transliteration, your separator and case.',
  category: 'converters',
  tags: ['slug', 'url', 'text'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 55,
  keywords: ['slug generator', 'permalink', 'url friendly', 'seo', 'kebab case', 'transliterate'],
  load: () => import('./Slugify'),
  screen: 'operations',
};
