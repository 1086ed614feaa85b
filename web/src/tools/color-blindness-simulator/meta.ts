import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'color-blindness-simulator',
  name: 'Color Blindness Simulator',
  description: 'See an image or a colour palette as people with protanopia, deuteranopia, tritanopia or achromatopsia do.',
  category: 'media',
  tags: ['color', 'accessibility', 'image'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 28,
  keywords: [
    'colour blindness',
    'color vision deficiency',
    'daltonism',
    'protanopia',
    'deuteranopia',
    'tritanopia',
    'achromatopsia',
    'a11y',
  ],
  accepts: ['color'],
  load: () => import('./ColorBlindnessSimulator'),
};
