import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'changelog-generator',
  name: 'Changelog Builder',
  description: 'Turn commit messages into a grouped, readable changelog.',
  category: 'git',
  tags: ['git', 'changelog', 'release'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 55,
  keywords: ['release notes', 'conventional commits', 'keep a changelog', 'git log'],
  load: () => import('./ChangelogGenerator'),
};
