import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'html-entities',
  name: 'HTML Entities Encoder/Decoder',
  description: 'Escape text for HTML and decode named, decimal and hexadecimal character references.',
  category: 'converters',
  tags: ['html', 'entities', 'escape'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 64,
  keywords: ['html escape', 'html unescape', '&amp;', 'character reference', 'encode html'],
  load: () => import('./HtmlEntities'),
  screen: 'operations',
};
