import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'chmod-calculator',
  name: 'Chmod Calculator',
  description:
    'Unix file permissions: rwx checkboxes, octal, symbolic and ls -l in step, setuid/setgid/sticky, umask, what a change like u+x does, and the chmod command.',
  category: 'devops',
  tags: ['chmod', 'permissions', 'unix', 'linux'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 66,
  keywords: ['file permissions', 'octal', '755', '644', '777', 'rwx', 'umask', 'setuid', 'setgid', 'sticky bit', 'symbolic mode'],
  accepts: ['chmod'],
  load: () => import('./ChmodCalculator'),
};
