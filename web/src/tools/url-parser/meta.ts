import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'url-parser',
  name: 'URL Parser',
  description:
    'Split a URL into protocol, credentials, host, port, path, query parameters and fragment; edit any part and the URL follows.',
  category: 'web',
  tags: ['url', 'parse', 'query string'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 70,
  keywords: ['url parser', 'query string', 'query parameters', 'punycode', 'idn', 'uri', 'whatwg url', 'url editor'],
  accepts: ['url'],
  load: () => import('./UrlParser'),
};
