import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'json-csv-converter',
  name: 'JSON to CSV Converter',
  description: 'Convert JSON arrays to CSV or TSV and back, with nested objects as dotted headers.',
  category: 'converters',
  tags: ['json', 'csv', 'tsv', 'convert'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 76,
  keywords: ['json2csv', 'csv2json', 'excel', 'spreadsheet', 'tsv', 'flatten', 'papaparse'],
  accepts: ['csv', 'json'],
  load: () => import('./JsonCsvConverter'),
  screen: 'operations',
};
