import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'password-generator',
  name: 'Password Generator',
  description: 'Generate strong random passwords and estimate how long they take to crack.',
  category: 'utilities',
  tags: ['password', 'security', 'random'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 85,
  keywords: ['passphrase', 'strength', 'zxcvbn'],
  load: () => import('./PasswordGenerator'),
};
