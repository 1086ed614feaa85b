import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'html-wysiwyg-editor',
  name: 'HTML WYSIWYG Editor',
  description:
    'Write rich text (headings, lists, links, tables, code, images by URL) and copy the clean, sanitised HTML; paste HTML to edit it visually.',
  category: 'web',
  tags: ['html', 'editor', 'rich text'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 46,
  keywords: ['wysiwyg', 'rich text editor', 'html editor', 'visual html', 'clean html', 'tiptap'],
  load: () => import('./HtmlWysiwygEditor'),
};
