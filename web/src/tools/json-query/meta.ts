import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-query',
  name: 'JSONPath / JMESPath Tester',
  description: 'Query JSON live with JSONPath or JMESPath: results to copy and the matches highlighted in the document.',
  category: 'formatting',
  tags: ['json', 'jsonpath', 'jmespath', 'query'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 65,
  keywords: ['jsonpath tester', 'jmespath tester', 'json query', 'json filter', 'aws cli query', 'jq alternative'],
  accepts: ['json'],
  load: () => import('./JsonQuery'),
};
