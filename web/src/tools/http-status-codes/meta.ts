import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'http-status-codes',
  name: 'HTTP Status Codes',
  description:
    'Every registered HTTP status code with its RFC, what it means and what to do about it; search by code, class or word.',
  category: 'web',
  tags: ['http', 'status', 'reference'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 64,
  keywords: ['status code', '404', '500', '502 bad gateway', '429', 'rfc 9110', 'iana', 'redirect', 'error codes'],
  load: () => import('./HttpStatusCodes'),
  screen: 'operations',
};
