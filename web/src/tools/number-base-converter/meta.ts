import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'number-base-converter',
  name: 'Number Base Converter',
  description: 'Convert whole numbers of any size between binary, octal, decimal, hexadecimal and any base from 2 to 36, or 64.',
  category: 'converters',
  tags: ['binary', 'hex', 'base'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 72,
  keywords: ['radix', 'hexadecimal', 'octal', 'decimal', 'base36', 'base64', 'bigint', '0x', '0b'],
  accepts: ['prefixed-number'],
  load: () => import('./NumberBaseConverter'),
  screen: 'operations',
};
