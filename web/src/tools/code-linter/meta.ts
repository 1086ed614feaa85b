import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'code-linter',
  name: 'Code Linter',
  description: 'Lint JavaScript, TypeScript, Python and Java with configurable rules and auto-fix.',
  category: 'code',
  tags: ['lint', 'code quality'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 68,
  keywords: ['eslint', 'style', 'fix'],
};
