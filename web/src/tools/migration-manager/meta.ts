import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'migration-manager',
  name: 'Migration Manager',
  description:
    'Create, apply and roll back migrations on a real PostgreSQL in your browser, each in a transaction; export and import them as files.',
  category: 'database',
  tags: ['sql', 'migration', 'database'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 42,
  keywords: ['schema migration', 'rollback', 'up down'],
  accepts: ['sql'],
  load: () => import('./MigrationManager'),
};
