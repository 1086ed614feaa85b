import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'email-normalizer',
  name: 'Email Normalizer',
  description:
    'Normalize lists of email addresses to the mailbox they reach (Gmail dots and +tags, Outlook, Yahoo, iCloud…) and remove duplicates.',
  category: 'web',
  tags: ['email', 'normalize', 'dedupe'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 36,
  keywords: ['gmail dots', 'plus addressing', 'subaddressing', 'canonical email', 'deduplicate emails', 'mailing list'],
  load: () => import('./EmailNormalizer'),
  screen: 'operations',
};
