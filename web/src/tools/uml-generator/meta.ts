import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'uml-generator',
  name: 'UML Class Diagram Generator',
  description: 'Generate class-diagram text from your classes.',
  category: 'code',
  tags: ['uml', 'diagram', 'classes'],
  isPro: true,
  hasAI: false,
  comingSoon: true,
  popularity: 45,
  keywords: ['mermaid', 'plantuml', 'class diagram'],
};
