import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'docker-run-to-compose',
  name: 'Docker Run to Compose',
  description:
    'Convert docker run commands into a compose.yaml (ports, volumes, environment, networks, restart, healthcheck, limits…) and compose services back into docker run.',
  category: 'devops',
  tags: ['docker', 'compose', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 64,
  keywords: ['docker run', 'docker compose', 'compose.yaml', 'docker-compose.yml', 'composerize', 'decomposerize', 'container'],
  accepts: ['docker-run'],
  load: () => import('./DockerRunToCompose'),
  screen: 'operations',
};
