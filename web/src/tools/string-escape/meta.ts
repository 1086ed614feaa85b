import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'string-escape',
  name: 'String Escape/Unescape',
  description: 'Escape and unescape strings for JSON, JavaScript, Java, C#, SQL, CSV, XML, regular expressions and the shell.',
  category: 'converters',
  tags: ['escape', 'unescape', 'string'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 62,
  keywords: [
    'backslash',
    'string literal',
    'quote',
    'sql quote',
    'shell quote',
    'regex escape',
    'json string',
    'java string',
    'c# string',
  ],
  load: () => import('./StringEscape'),
  screen: 'operations',
};
