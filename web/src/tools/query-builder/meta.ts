import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'query-builder',
  name: 'Query Builder',
  description:
    'Build and run SQL on PostgreSQL, MySQL syntax or SQLite in your browser: visual builder, live schema browser, history and charts.',
  category: 'database',
  tags: ['sql', 'query', 'database'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 64,
  keywords: ['postgres', 'sqlite', 'pglite', 'sql editor'],
  accepts: ['sql'],
  load: () => import('./QueryBuilder'),
};
