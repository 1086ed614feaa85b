import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-yaml-converter',
  name: 'JSON to YAML Converter',
  description: 'Convert JSON to YAML and YAML to JSON: YAML 1.2, multiple documents, anchors and merge keys resolved.',
  category: 'converters',
  tags: ['json', 'yaml', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 80,
  keywords: ['yml', 'json2yaml', 'yaml2json', 'kubernetes', 'docker compose', 'anchors'],
  accepts: ['json', 'yaml'],
  load: () => import('./JsonYamlConverter'),
  screen: 'operations',
};
