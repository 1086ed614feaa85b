import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'base64-encoder',
  name: 'Base64 Encoder/Decoder',
  description: 'Encode text to Base64 and decode it back, with full Unicode support.',
  category: 'encoders',
  tags: ['base64', 'encode', 'decode'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 88,
  keywords: ['b64', 'atob', 'btoa', 'rfc 4648'],
  accepts: ['base64'],
  load: () => import('./Base64Encoder'),
  screen: 'operations',
};
