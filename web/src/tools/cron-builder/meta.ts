import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'cron-builder',
  name: 'Cron Expression Builder',
  description: 'Build cron expressions, read them in plain English and see the next runs.',
  category: 'utilities',
  tags: ['cron', 'schedule', 'time'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 71,
  keywords: ['crontab', 'scheduler', 'next run'],
  accepts: ['cron'],
  load: () => import('./CronBuilder'),
};
