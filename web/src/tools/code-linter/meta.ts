import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'code-linter',
  name: 'Code Linter',
  description: 'Lint JavaScript, TypeScript, Python and Java with configurable rules and auto-fix.',
  category: 'code',
  tags: ['lint', 'code quality'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 68,
  keywords: ['eslint', 'ruff', 'style', 'fix', 'python', 'java', 'typescript'],
  load: () => import('./CodeLinter'),
};
