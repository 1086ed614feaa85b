import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'password-strength-analyzer',
  name: 'Password Strength Analyzer',
  description:
    'Check how guessable a password is: entropy, crack times for online and offline attackers, the words, dates and keyboard walks in it, and advice. Nothing leaves the page.',
  category: 'crypto',
  tags: ['password', 'security', 'zxcvbn'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 68,
  keywords: [
    'password strength',
    'password checker',
    'password meter',
    'how secure is my password',
    'zxcvbn',
    'entropy',
    'crack time',
    'brute force',
    'dictionary attack',
  ],
  load: () => import('./PasswordStrengthAnalyzer'),
};
