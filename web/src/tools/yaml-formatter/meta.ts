import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'yaml-formatter',
  name: 'YAML Formatter',
  description:
    'Format and validate YAML: re-indent, switch block and flow style, keep comments and anchors, errors with line and column.',
  category: 'formatting',
  tags: ['yaml', 'format', 'validate'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 68,
  keywords: ['yml', 'yaml lint', 'yaml validator', 'yaml beautifier', 'pretty print', 'flow style', 'block style'],
  accepts: ['yaml'],
  load: () => import('./YamlFormatter'),
  screen: 'operations',
};
