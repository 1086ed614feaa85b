import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-formatter',
  name: 'JSON Formatter',
  description: 'Format, minify, sort and validate JSON, with JSON Schema validation.',
  category: 'formatting',
  tags: ['json', 'format', 'validate'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 98,
  keywords: ['pretty print', 'beautify', 'minify', 'lint', 'schema', 'ajv'],
  accepts: ['json'],
  load: () => import('./JsonFormatter'),
};
