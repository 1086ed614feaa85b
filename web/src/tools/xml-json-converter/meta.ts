import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'xml-json-converter',
  name: 'XML to JSON Converter',
  description: 'Convert XML to JSON and JSON to XML: attributes, namespaces, CDATA and repeated elements as arrays.',
  category: 'converters',
  tags: ['xml', 'json', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 66,
  keywords: ['xml2json', 'json2xml', 'soap', 'rss', 'attributes'],
  accepts: ['xml', 'json'],
  load: () => import('./XmlJsonConverter'),
  screen: 'operations',
};
