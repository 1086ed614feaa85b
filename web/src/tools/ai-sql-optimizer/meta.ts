import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ai-sql-optimizer',
  name: 'AI SQL Optimizer',
  description: 'Get AI suggestions to make slow SQL queries faster.',
  category: 'ai-tools',
  tags: ['ai', 'sql', 'performance'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  // Offline its page says it needs the server: its whole job is the AI answer, which comes through the server.
  needsServer: true,
  popularity: 65,
  keywords: ['query optimization', 'index', 'explain'],
  accepts: ['sql'],
  load: () => import('./SqlOptimizer'),
};
