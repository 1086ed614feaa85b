import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ascii-art-text',
  name: 'ASCII Art Text',
  description: 'Big letters made of characters, in FIGlet fonts, wrapped and aligned, for banners, READMEs and terminals.',
  category: 'text',
  tags: ['ascii', 'figlet', 'banner'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 40,
  keywords: ['figlet', 'ascii art', 'text art', 'banner', 'big text', 'toilet', 'motd'],
  load: () => import('./AsciiArtText'),
  screen: 'operations',
};
