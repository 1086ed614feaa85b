import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'code-summarizer',
  name: 'Code Summarizer',
  description:
    'Analyze code: functions, complexity, maintainability, dependencies, suggested comments and documentation, with optional AI.',
  category: 'code',
  tags: ['analysis', 'documentation', 'ai'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  popularity: 66,
  keywords: ['code analyzer', 'docs', 'complexity', 'maintainability', 'jsdoc', 'docstring', 'javadoc'],
  load: () => import('./CodeSummarizer'),
};
