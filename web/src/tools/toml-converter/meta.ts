import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'toml-converter',
  name: 'TOML Converter',
  description: 'Convert between TOML and JSON or YAML (TOML 1.0), keeping dates as dates.',
  category: 'converters',
  tags: ['toml', 'json', 'yaml', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 58,
  keywords: ['pyproject', 'cargo.toml', 'toml2json', 'json2toml', 'yaml2toml', 'config'],
  accepts: ['toml', 'json', 'yaml'],
  load: () => import('./TomlConverter'),
  screen: 'operations',
};
