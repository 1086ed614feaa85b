import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'schema-diff',
  name: 'Schema Diff',
  description:
    'Compare two schemas (PostgreSQL, MySQL, SQLite DDL or JSON) side by side and get the migration both ways, checked on a real PostgreSQL.',
  category: 'database',
  tags: ['sql', 'schema', 'diff'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 48,
  keywords: ['migration', 'ddl', 'compare'],
  accepts: ['sql'],
  load: () => import('./SchemaDiff'),
};
