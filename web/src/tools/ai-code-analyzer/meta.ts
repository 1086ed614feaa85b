import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ai-code-analyzer',
  name: 'AI Code Analyzer',
  description: 'AI review of your code: quality score, security, performance and refactoring.',
  category: 'ai-tools',
  tags: ['ai', 'code review', 'security'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  // Offline its page says it needs the server: its whole job is the AI answer, which comes through the server.
  needsServer: true,
  popularity: 83,
  keywords: ['review', 'static analysis', 'llm'],
  load: () => import('./CodeAnalyzer'),
};
