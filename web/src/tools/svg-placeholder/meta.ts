import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'svg-placeholder',
  name: 'SVG Placeholder',
  description: 'Placeholder images of any size and colour, with text, as SVG, PNG or a data URL for mockups and layouts.',
  category: 'media',
  tags: ['placeholder', 'svg', 'image'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 30,
  keywords: ['placeholder image', 'dummy image', 'placehold', 'mockup', 'data url', 'svg', 'png'],
  load: () => import('./SvgPlaceholder'),
  screen: 'operations',
};
