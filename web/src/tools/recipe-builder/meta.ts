import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'recipe-builder',
  name: 'Recipe Builder',
  description: 'Chain operations into a recipe applied to one input, live: see every step, save it, share it.',
  category: 'data',
  tags: ['recipe', 'pipeline', 'chain'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 60,
  keywords: ['cyberchef', 'workflow', 'steps', 'transform', 'decode', 'encode', 'sub-recipe'],
  load: () => import('./RecipeBuilder'),
};
