import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ci-config-builder',
  name: 'CI Config Builder',
  description: 'Build CI/CD pipelines for GitHub Actions, GitLab CI, Jenkins and more.',
  category: 'devops',
  tags: ['ci', 'cd', 'pipeline'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 62,
  keywords: ['github actions', 'gitlab ci', 'jenkins', 'circleci', 'azure pipelines'],
  load: () => import('./CiConfigBuilder'),
};
