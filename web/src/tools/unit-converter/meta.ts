import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'unit-converter',
  name: 'Unit Converter',
  description:
    'One quantity in every unit of its kind: length, mass, temperature, time, data, speed, area, volume, pressure, energy.',
  category: 'math',
  tags: ['units', 'convert', 'measurement'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 58,
  keywords: [
    'unit conversion',
    'metric',
    'imperial',
    'celsius',
    'fahrenheit',
    'km to miles',
    'bytes',
    'mib',
    'gib',
    'mph',
    'psi',
    'kwh',
    'acre',
  ],
  load: () => import('./UnitConverter'),
  screen: 'operations',
};
