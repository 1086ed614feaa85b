import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'regex-cheat-sheet',
  name: 'Regex Cheat Sheet',
  description:
    'JavaScript regular expression syntax (classes, anchors, quantifiers, groups, lookaround, flags, Unicode properties, replacements) with examples to try in the Regex Tester.',
  category: 'utilities',
  tags: ['regex', 'cheat sheet', 'reference'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 52,
  keywords: [
    'regular expression',
    'regex syntax',
    'lookahead',
    'lookbehind',
    'named groups',
    'unicode property escapes',
    'regex reference',
  ],
  load: () => import('./RegexCheatSheet'),
};
