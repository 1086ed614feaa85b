import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'nato-alphabet',
  name: 'NATO Phonetic Alphabet',
  description: 'Spell text with the ICAO/NATO phonetic alphabet (Alfa, Bravo, Charlie) and read code words back.',
  category: 'converters',
  tags: ['nato', 'phonetic', 'spelling'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 38,
  keywords: ['icao', 'spelling alphabet', 'radio alphabet', 'alfa bravo charlie'],
  load: () => import('./NatoAlphabet'),
  screen: 'operations',
};
