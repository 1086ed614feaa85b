import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'query-builder',
  name: 'Query Builder',
  description: 'Write and run SQL against an in-browser database, browse its schema and chart results.',
  category: 'database',
  tags: ['sql', 'query', 'database'],
  isPro: false,
  hasAI: false,
  comingSoon: true,
  popularity: 64,
  keywords: ['postgres', 'sqlite', 'pglite', 'sql editor'],
  accepts: ['sql'],
};
