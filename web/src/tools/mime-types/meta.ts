import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'mime-types',
  name: 'MIME Types',
  description:
    'Look up the MIME type (Content-Type) of a file extension and the extensions of a MIME type, or search the database.',
  category: 'web',
  tags: ['mime', 'content-type', 'http'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 58,
  keywords: ['content type', 'media type', 'file extension', 'mime-db', 'iana media types'],
  load: () => import('./MimeTypes'),
  screen: 'operations',
};
