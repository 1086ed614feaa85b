import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'uuid-generator',
  name: 'UUID Generator',
  description: 'Generate v1, v3, v4 and v5 UUIDs in bulk, in standard, simple or base64 form.',
  category: 'utilities',
  tags: ['uuid', 'guid', 'random'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 90,
  keywords: ['guid', 'unique id', 'rfc 9562', 'rfc 4122'],
  accepts: ['uuid'],
  load: () => import('./UuidGenerator'),
};
