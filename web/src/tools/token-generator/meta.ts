import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'token-generator',
  name: 'Token Generator',
  description: 'Random tokens with chosen characters and length, many at once, with the entropy of each shown.',
  category: 'crypto',
  tags: ['token', 'random', 'secret'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 57,
  keywords: ['random string', 'api key', 'secret key', 'nonce', 'session id', 'invite code', 'entropy', 'hex key'],
  load: () => import('./TokenGenerator'),
};
