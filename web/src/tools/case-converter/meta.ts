import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'case-converter',
  name: 'Case Converter',
  description:
    'Convert text between camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, Title Case and more, all at once.',
  category: 'converters',
  tags: ['case', 'camelcase', 'snake_case'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 74,
  keywords: [
    'camel case',
    'pascal case',
    'snake case',
    'kebab case',
    'constant case',
    'title case',
    'sentence case',
    'dot case',
    'path case',
    'header case',
    'uppercase',
    'lowercase',
  ],
  load: () => import('./CaseConverter'),
  screen: 'operations',
};
