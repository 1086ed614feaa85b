import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'meta-tag-generator',
  name: 'Meta Tag Generator',
  description:
    'Write the title, description, Open Graph and Twitter card tags of a page, with previews of a search result, a social card and a chat message.',
  category: 'web',
  tags: ['seo', 'open graph', 'html'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 50,
  keywords: ['og tags', 'open graph generator', 'twitter card', 'meta description', 'social preview', 'link preview', 'seo tags'],
  load: () => import('./MetaTagGenerator'),
};
