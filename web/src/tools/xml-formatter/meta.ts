import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'xml-formatter',
  name: 'XML Formatter',
  description: 'Pretty-print, minify and validate XML with line and column errors, and query it with XPath.',
  category: 'formatting',
  tags: ['xml', 'format', 'validate', 'xpath'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 70,
  keywords: ['xml beautifier', 'xml pretty print', 'xml validator', 'well-formed', 'xml lint', 'xpath tester', 'minify xml'],
  accepts: ['xml'],
  load: () => import('./XmlFormatter'),
  screen: 'operations',
};
