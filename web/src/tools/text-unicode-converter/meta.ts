import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'text-unicode-converter',
  name: 'Unicode Converter',
  description:
    'Convert text to Unicode code points and escapes and back, and name every character with its UTF-8 and UTF-16 bytes.',
  category: 'converters',
  tags: ['unicode', 'code point', 'escape'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 57,
  keywords: ['u+', '\\u escape', 'utf-16', 'surrogate pair', 'character name', 'invisible characters', 'zero width', 'emoji'],
  load: () => import('./TextUnicodeConverter'),
  screen: 'operations',
};
