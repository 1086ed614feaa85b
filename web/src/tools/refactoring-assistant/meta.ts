import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'refactoring-assistant',
  name: 'Refactoring Assistant',
  description: 'Find refactoring opportunities and get concrete hints.',
  category: 'code',
  tags: ['refactor', 'code quality', 'ai'],
  isPro: true,
  hasAI: true,
  comingSoon: true,
  popularity: 58,
  keywords: ['clean code', 'smells'],
};
