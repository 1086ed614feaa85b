import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { deficiencies, deficiencyLabels, parsePalette, simulateRgb, toHex } from './simulate';

export const colorBlindnessPalette = defineOperation({
  id: 'color-blindness-palette',
  name: 'Simulate a palette',
  description:
    'Show how hex colours look with protanopia, deuteranopia, tritanopia (Machado et al. 2009) or achromatopsia, one per line.',
  keywords: [
    'colour blindness',
    'color blindness',
    'daltonism',
    'protanopia',
    'deuteranopia',
    'tritanopia',
    'palette',
    'accessibility',
  ],
  input: 'text',
  output: 'text',
  options: z.object({
    deficiency: z.enum(deficiencies).default('deuteranopia').meta({ label: 'Vision', choices: deficiencyLabels }),
  }),
  inputLabel: 'Colours',
  inputPlaceholder: '#e63946\n#2a9d8f\n#457b9d',
  outputLabel: 'Simulated colours',
  run: (text, { deficiency }) =>
    parsePalette(text)
      .map(({ rgb }) => toHex(simulateRgb(rgb, deficiency)))
      .join('\n'),
  examples: [
    { input: '#ff0000\n#00ff00\n#0000ff', options: { deficiency: 'protanopia' }, output: '#6d5f00\n#ffe500\n#0059ff' },
    { input: '#e63946, #2a9d8f', options: { deficiency: 'achromatopsia' }, output: '#7c7c7c\n#8d8d8d' },
  ],
});

export const operations = [colorBlindnessPalette];
