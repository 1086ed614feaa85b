import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'basic-auth-header',
  name: 'Basic Auth Header',
  description: 'Build an HTTP Basic Authorization header from a user name and password, or read one back.',
  category: 'crypto',
  tags: ['http', 'auth', 'header'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 48,
  keywords: ['basic authentication', 'authorization', 'rfc 7617', 'curl -u', 'credentials', 'base64'],
  load: () => import('./BasicAuthHeader'),
  screen: 'operations',
};
