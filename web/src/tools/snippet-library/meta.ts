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
  // Offline its page says it needs the server: snippets are stored on the server, per account.
  needsServer: true,
  popularity: 72,
  keywords: ['gist', 'saved code', 'clipboard', 'code library'],
  load: () => import('./SnippetLibrary'),
};
