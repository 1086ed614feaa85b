import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'regex-tester',
  name: 'Regex Tester',
  description: 'Test regular expressions with live match highlighting, groups and replace.',
  category: 'utilities',
  tags: ['regex', 'regexp', 'pattern'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 91,
  keywords: ['regular expression', 'match', 'capture group'],
  load: () => import('./RegexTester'),
};
