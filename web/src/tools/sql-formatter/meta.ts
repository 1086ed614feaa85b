import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'sql-formatter',
  name: 'SQL Formatter',
  description: 'Format and beautify SQL queries for several dialects.',
  category: 'database',
  tags: ['sql', 'format', 'database'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 76,
  keywords: ['beautify sql', 'postgres', 'mysql'],
  accepts: ['sql'],
};
