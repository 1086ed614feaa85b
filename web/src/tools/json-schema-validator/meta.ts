import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-schema-validator',
  name: 'JSON Schema Validator',
  description: 'Validate JSON documents against a JSON Schema (draft 2020-12, 2019-09, 07, 06, 04), with every error located.',
  category: 'formatting',
  tags: ['json', 'schema', 'validate'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 63,
  keywords: ['ajv', 'json schema', 'validation', 'draft-07', '2020-12', 'generate schema'],
  accepts: ['json'],
  load: () => import('./JsonSchemaValidator'),
};
