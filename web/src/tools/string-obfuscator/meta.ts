import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'string-obfuscator',
  name: 'String Obfuscator',
  description: 'Mask a secret, token or address but its first and last characters, to share it without revealing it.',
  category: 'text',
  tags: ['mask', 'redact', 'privacy'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 34,
  keywords: ['obfuscate', 'mask', 'hide', 'censor', 'redact', 'secret', 'token'],
  load: () => import('./StringObfuscator'),
  screen: 'operations',
};
