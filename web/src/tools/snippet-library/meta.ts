import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'snippet-library',
  name: 'Snippet Library',
  description: 'Save, tag and search your code snippets, synced to your account.',
  category: 'snippets',
  tags: ['snippets', 'code', 'library'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 72,
  keywords: ['gist', 'saved code', 'clipboard', 'code library'],
  load: () => import('./SnippetLibrary'),
};
