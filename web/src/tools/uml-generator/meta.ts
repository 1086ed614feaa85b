import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'uml-generator',
  name: 'UML Class Diagram Generator',
  description: 'Generate class diagrams (Mermaid, PlantUML, SVG, PNG) from TypeScript, JavaScript, Python, Java, C# or C++ code.',
  category: 'code',
  tags: ['uml', 'diagram', 'classes'],
  isPro: true,
  hasAI: false,
  comingSoon: false,
  popularity: 45,
  keywords: ['mermaid', 'plantuml', 'class diagram', 'inheritance'],
  load: () => import('./UmlGenerator'),
};
