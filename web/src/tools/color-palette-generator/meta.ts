import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'color-palette-generator',
  name: 'Color Palette Generator',
  description: 'Generate harmonious colour palettes and export them as CSS or Tailwind.',
  category: 'design',
  tags: ['color', 'palette', 'design'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 67,
  keywords: ['colour', 'hex', 'rgb', 'hsl', 'oklch', 'contrast', 'wcag', 'apca', 'tailwind', 'color blindness'],
  accepts: ['color'],
  load: () => import('./ColorPaletteGenerator'),
};
