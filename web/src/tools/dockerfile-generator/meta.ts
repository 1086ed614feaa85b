import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'dockerfile-generator',
  name: 'Dockerfile Generator',
  description: 'Generate Dockerfiles and Docker Compose files for common stacks.',
  category: 'devops',
  tags: ['docker', 'container', 'compose'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 74,
  keywords: ['dockerfile', 'docker-compose', 'container image'],
  accepts: ['dockerfile'],
  load: () => import('./DockerfileGenerator'),
};
