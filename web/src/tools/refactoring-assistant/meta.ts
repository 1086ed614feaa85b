import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'refactoring-assistant',
  name: 'Refactoring Assistant',
  description:
    'Find long functions, deep nesting, duplicated blocks, magic numbers, unused names and dead code; ask AI for a refactoring.',
  category: 'code',
  tags: ['refactor', 'code quality', 'ai'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  popularity: 58,
  keywords: ['clean code', 'smells', 'duplicates', 'dead code', 'magic numbers'],
  load: () => import('./RefactoringAssistant'),
};
