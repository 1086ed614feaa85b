import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'nosql-query-tester',
  name: 'NoSQL/SQL Query Runner',
  description:
    'Run SQL, MongoDB and Redis queries on real engines in your browser: PostgreSQL, SQLite, MySQL syntax, MongoDB and Redis.',
  category: 'database',
  tags: ['sql', 'mongodb', 'redis', 'query'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 46,
  keywords: ['mongo', 'find', 'aggregate', 'postgres', 'pglite', 'sqlite', 'mysql', 'redis', 'query runner'],
  accepts: ['json', 'sql'],
  load: () => import('./QueryRunner'),
};
