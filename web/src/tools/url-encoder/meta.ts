import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'url-encoder',
  name: 'URL Encoder/Decoder',
  description: 'Percent-encode and decode URLs and URL components.',
  category: 'encoders',
  tags: ['url', 'encode', 'decode'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 80,
  keywords: ['percent encoding', 'uri', 'query string', 'escape'],
  accepts: ['url-encoded'],
  load: () => import('./UrlEncoder'),
  screen: 'operations',
};
