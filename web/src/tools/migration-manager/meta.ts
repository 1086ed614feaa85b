import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'migration-manager',
  name: 'Migration Manager',
  description: 'Create, apply and roll back database migrations on an in-browser database.',
  category: 'database',
  tags: ['sql', 'migration', 'database'],
  isPro: false,
  hasAI: false,
  comingSoon: true,
  popularity: 42,
  keywords: ['schema migration', 'rollback', 'up down'],
  accepts: ['sql'],
};
