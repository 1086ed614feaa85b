import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'commit-message-generator',
  name: 'Git Commit Assistant',
  description: 'Write conventional commit messages from a diff, with or without AI.',
  category: 'git',
  tags: ['git', 'commit', 'ai'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  popularity: 78,
  keywords: ['conventional commits', 'gitmoji', 'diff', 'changelog'],
  accepts: ['diff'],
  load: () => import('./CommitMessageGenerator'),
};
