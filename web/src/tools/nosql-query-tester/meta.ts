import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'nosql-query-tester',
  name: 'NoSQL Query Tester',
  description: 'Run MongoDB-style queries against sample data in the browser.',
  category: 'database',
  tags: ['mongodb', 'nosql', 'query'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 46,
  keywords: ['mongo', 'find', 'aggregate'],
  accepts: ['json'],
};
