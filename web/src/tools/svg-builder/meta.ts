import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'svg-builder',
  name: 'SVG Builder',
  description: 'Draw SVG shapes and icons, edit the code, optimise with SVGO and export SVG or PNG.',
  category: 'design',
  tags: ['svg', 'icon', 'vector'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 44,
  keywords: ['vector graphics', 'shape', 'svgo', 'optimize svg', 'svg to png', 'icon editor'],
  load: () => import('./SvgBuilder'),
};
