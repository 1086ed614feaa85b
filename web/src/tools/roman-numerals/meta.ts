import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'roman-numerals',
  name: 'Roman Numeral Converter',
  description: 'Convert numbers from 1 to 3999 to Roman numerals and back, with clear errors for non-standard forms.',
  category: 'converters',
  tags: ['roman', 'numerals', 'numbers'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: ['roman numerals', 'mcmxciv', 'numeral converter'],
  load: () => import('./RomanNumerals'),
  screen: 'operations',
};
