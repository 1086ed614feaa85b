import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'hmac-generator',
  name: 'HMAC Generator',
  description: 'Compute HMAC-SHA-256/384/512, HMAC-SHA-1 and HMAC-MD5 of text or a file with a text, hex or Base64 key.',
  category: 'crypto',
  tags: ['hmac', 'hash', 'signature'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 62,
  keywords: ['mac', 'sha256', 'sha512', 'md5', 'webhook signature', 'rfc 2104', 'message authentication'],
  load: () => import('./HmacGenerator'),
  screen: 'operations',
};
