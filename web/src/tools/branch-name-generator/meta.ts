import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'branch-name-generator',
  name: 'Branch Name Generator',
  description: 'Generate consistent Git branch names for GitFlow, GitHub and Jira.',
  category: 'git',
  tags: ['git', 'branch', 'naming'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 60,
  keywords: ['gitflow', 'jira', 'feature branch', 'git checkout -b'],
  load: () => import('./BranchNameGenerator'),
};
