import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'schema-diff',
  name: 'Schema Diff',
  description: 'Compare two database schemas and generate the migration between them.',
  category: 'database',
  tags: ['sql', 'schema', 'diff'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 48,
  keywords: ['migration', 'ddl', 'compare'],
  accepts: ['sql'],
};
