import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'text-bytes-converter',
  name: 'Text to Binary/Hex Converter',
  description: 'Convert text to its UTF-8 bytes in hex, binary, octal or decimal, and bytes back to text.',
  category: 'converters',
  tags: ['binary', 'hex', 'utf-8'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 60,
  keywords: ['text to binary', 'binary to text', 'text to hex', 'hex to text', 'ascii', 'utf8 bytes', 'octal', 'decimal'],
  load: () => import('./TextBytesConverter'),
  screen: 'operations',
};
