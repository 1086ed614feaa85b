import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'compress',
  name: 'Compress / Decompress',
  description: 'Compress and decompress text or files with gzip, zlib, DEFLATE or Brotli, with sizes and ratio.',
  category: 'converters',
  tags: ['gzip', 'brotli', 'compression'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 54,
  keywords: ['gunzip', 'deflate', 'inflate', 'zlib', 'br', 'compress file', 'compression ratio'],
  load: () => import('./Compress'),
  screen: 'operations',
};
