import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'image-optimizer',
  name: 'Image Optimizer',
  description: 'Compress and resize images to JPEG, PNG or WebP in your browser.',
  category: 'utilities',
  tags: ['image', 'compress', 'resize'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 69,
  keywords: ['jpeg', 'png', 'webp', 'squoosh'],
  load: () => import('./ImageOptimizer'),
};
