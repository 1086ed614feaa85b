import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'git-cheat-sheet',
  name: 'Git Cheat Sheet',
  description:
    'Git commands by task (set up, undo, branches, remotes, stash, history, rewriting history, tags), searchable, each one tested with real git.',
  category: 'git',
  tags: ['git', 'cheat sheet', 'reference'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 60,
  keywords: ['git commands', 'undo commit', 'git reset', 'git stash', 'git rebase', 'delete branch', 'git reference'],
  load: () => import('./GitCheatSheet'),
};
