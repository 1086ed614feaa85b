import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'math-evaluator',
  name: 'Math Evaluator',
  description: 'Evaluate math expressions with functions, units, matrices, big numbers and variables, keeping a history.',
  category: 'math',
  tags: ['calculator', 'math', 'expression'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 61,
  keywords: ['calculator', 'calc', 'mathjs', 'evaluate', 'expression', 'arithmetic', 'bignumber', 'units', 'matrix'],
  accepts: ['arithmetic'],
  load: () => import('./MathEvaluator'),
};
