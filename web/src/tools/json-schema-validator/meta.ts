import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-schema-validator',
  name: 'JSON Schema Validator',
  description: 'Validate JSON documents against a JSON Schema (draft 2020-12, 2019-09, 07).',
  category: 'formatting',
  tags: ['json', 'schema', 'validate'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 63,
  keywords: ['ajv', 'json schema', 'validation'],
  accepts: ['json'],
};
