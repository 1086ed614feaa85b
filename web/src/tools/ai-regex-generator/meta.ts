import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'ai-regex-generator',
  name: 'AI Regex Generator',
  description: 'Describe a pattern in words and get a tested regular expression.',
  category: 'ai-tools',
  tags: ['ai', 'regex', 'generator'],
  isPro: true,
  hasAI: true,
  comingSoon: false,
  // Offline its page says it needs the server: its whole job is the AI answer, which comes through the server.
  needsServer: true,
  popularity: 77,
  keywords: ['regular expression', 'llm', 'pattern from examples'],
  load: () => import('./RegexGenerator'),
};
