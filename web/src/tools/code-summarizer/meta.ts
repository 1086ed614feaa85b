import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'code-summarizer',
  name: 'Code Summarizer',
  description: 'Summarise code, document functions and suggest comments, with optional AI.',
  category: 'code',
  tags: ['analysis', 'documentation', 'ai'],
  isPro: true,
  hasAI: true,
  comingSoon: true,
  popularity: 66,
  keywords: ['code analyzer', 'docs', 'complexity'],
};
