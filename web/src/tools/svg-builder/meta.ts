import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'svg-builder',
  name: 'SVG Builder',
  description: 'Build simple SVG shapes and icons and copy the markup.',
  category: 'design',
  tags: ['svg', 'icon', 'vector'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 44,
  keywords: ['vector graphics', 'shape'],
};
