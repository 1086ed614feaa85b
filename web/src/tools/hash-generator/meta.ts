import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'hash-generator',
  name: 'Hash Generator',
  description: 'Compute MD5, SHA-1, SHA-256, SHA-512, SHA-3 and HMAC of text or files.',
  category: 'utilities',
  tags: ['hash', 'md5', 'sha'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 82,
  keywords: ['checksum', 'sha256', 'hmac', 'digest'],
  load: () => import('./HashGenerator'),
};
