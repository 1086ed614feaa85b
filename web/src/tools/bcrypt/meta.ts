import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'bcrypt',
  name: 'Bcrypt',
  description: 'Hash passwords with bcrypt at a chosen cost, check a password against a hash, and see its cost and salt.',
  category: 'crypto',
  tags: ['bcrypt', 'password', 'hash'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 66,
  keywords: ['password hash', 'blowfish', 'salt', 'cost factor', 'rounds', '$2b$', '$2a$', '$2y$', 'verify password'],
  accepts: ['bcrypt-hash'],
  load: () => import('./Bcrypt'),
};
