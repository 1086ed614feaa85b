import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'sql-formatter',
  name: 'SQL Formatter',
  description: 'Format SQL for PostgreSQL, MySQL, SQLite, SQL Server, BigQuery and 15 more dialects, as you type.',
  category: 'database',
  tags: ['sql', 'format', 'database'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 76,
  keywords: ['beautify sql', 'postgres', 'mysql'],
  accepts: ['sql'],
  load: () => import('./SqlFormatter'),
};
