import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'lorem-ipsum-generator',
  name: 'Lorem Ipsum Generator',
  description: 'Generate placeholder paragraphs, sentences or words.',
  category: 'utilities',
  tags: ['lorem', 'text', 'placeholder'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 52,
  keywords: ['dummy text', 'filler'],
  load: () => import('./LoremIpsumGenerator'),
};
