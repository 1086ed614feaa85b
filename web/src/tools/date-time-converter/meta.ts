import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'date-time-converter',
  name: 'Date-Time Converter',
  description:
    'Read one date-time in any format (ISO 8601, e-mail/HTTP dates, Unix s/ms/µs/ns, ObjectId, Excel) and see it in every format and any time zone at once.',
  category: 'converters',
  tags: ['date', 'time', 'time zone'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 70,
  keywords: [
    'iso 8601',
    'rfc 2822',
    'rfc 7231',
    'http date',
    'epoch',
    'nanoseconds',
    'objectid',
    'excel date',
    'timezone converter',
    'relative time',
    'iso week',
  ],
  accepts: ['iso-date', 'unix-timestamp'],
  load: () => import('./DateTimeConverter'),
  screen: 'operations',
};
