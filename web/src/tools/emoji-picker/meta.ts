import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'emoji-picker',
  name: 'Emoji Picker',
  description:
    'Find an emoji by name or keyword, pick its skin tone and copy it as a character, code points, HTML entity or shortcode.',
  category: 'text',
  tags: ['emoji', 'unicode', 'copy'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 55,
  keywords: [
    'emoji',
    'emoticon',
    'smiley',
    'shortcode',
    'skin tone',
    'unicode',
    'code point',
    'html entity',
    'gitmoji',
    'slack emoji',
  ],
  accepts: ['emoji'],
  load: () => import('./EmojiPicker'),
};
