import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'timestamp-converter',
  name: 'Unix Timestamp Converter',
  description: 'Convert Unix timestamps to dates and back, in any time zone.',
  category: 'utilities',
  tags: ['timestamp', 'date', 'time'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 84,
  keywords: ['epoch', 'unix time', 'iso 8601', 'date converter'],
  accepts: ['unix-timestamp', 'iso-date'],
  load: () => import('./TimestampConverter'),
};
