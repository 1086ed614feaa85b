import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'markdown-to-html',
  name: 'Markdown to HTML',
  description: 'Convert Markdown to HTML with a live, sanitised preview: GitHub tables, task lists and strikethrough.',
  category: 'formatting',
  tags: ['markdown', 'html', 'preview'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 71,
  keywords: ['md to html', 'commonmark', 'gfm', 'github flavored markdown', 'markdown preview', 'readme', 'render markdown'],
  accepts: ['markdown'],
  load: () => import('./MarkdownToHtml'),
  screen: 'operations',
};
