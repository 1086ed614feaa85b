import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'numeronym-generator',
  name: 'Numeronym Generator',
  description: 'Turn words into i18n-style numeronyms: internationalization becomes i18n, kubernetes k8s.',
  category: 'text',
  tags: ['abbreviation', 'i18n', 'words'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 22,
  keywords: ['numeronym', 'i18n', 'l10n', 'a11y', 'k8s', 'abbreviate', 'acronym'],
  load: () => import('./NumeronymGenerator'),
  screen: 'operations',
};
