import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'http-client',
  name: 'HTTP/API Client',
  description: 'Send HTTP requests with params, auth, headers and bodies; keep history and collections.',
  category: 'api',
  tags: ['http', 'rest', 'api'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 86,
  keywords: ['postman', 'hoppscotch', 'insomnia', 'curl', 'request', 'rest client', 'cors'],
  load: () => import('./HttpClient'),
};
