import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'badge-generator',
  name: 'Badge Generator',
  description: 'Create README badges with label, status, colour and style.',
  category: 'devops',
  tags: ['badge', 'readme', 'shields'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: ['shields.io', 'status badge'],
  load: () => import('./BadgeGenerator'),
};
