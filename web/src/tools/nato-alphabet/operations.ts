import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { fromNato, toNato } from './nato';

export const textToNato = defineOperation({
  id: 'text-to-nato',
  name: 'Text to NATO',
  description: 'Spell text with the ICAO/NATO phonetic alphabet (Alfa, Bravo, Charlie…).',
  keywords: ['nato', 'icao', 'phonetic', 'spelling alphabet', 'radio'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Text',
  outputLabel: 'Spelled out',
  inputPlaceholder: 'DevForge 42',
  run: (text) => toNato(text),
  examples: [{ input: 'Hi 42', output: 'Hotel India / Four Two' }],
});

export const natoToText = defineOperation({
  id: 'nato-to-text',
  name: 'NATO to text',
  description: 'Read ICAO/NATO code words back as letters and digits (Alpha/Alfa, Juliet/Juliett, Niner accepted).',
  keywords: ['nato', 'icao', 'phonetic', 'decode'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Code words',
  outputLabel: 'Text',
  inputPlaceholder: 'Hotel India / Four Two',
  run: (text) => fromNato(text),
  examples: [{ input: 'hotel india / four two', output: 'HI 42' }],
});

export const operations = [textToNato, natoToText];
