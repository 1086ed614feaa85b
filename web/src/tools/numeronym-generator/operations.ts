import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { numeronyms } from './numeronym';

export const numeronymGenerate = defineOperation({
  id: 'numeronym',
  name: 'Numeronym',
  description: 'Abbreviate words the i18n way: first letter, number of letters between, last letter.',
  keywords: ['i18n', 'l10n', 'a11y', 'k8s', 'abbreviation', 'acronym'],
  input: 'text',
  output: 'text',
  options: z.object({
    eachWord: z
      .boolean()
      .default(true)
      .meta({ label: 'Each word separately', description: 'Off: each line is one word ("Andreessen Horowitz" → A16z).' }),
  }),
  inputLabel: 'Words',
  outputLabel: 'Numeronyms',
  inputPlaceholder: 'internationalization',
  run: (text, { eachWord }) => numeronyms({ text, eachWord }),
  examples: [
    { input: 'internationalization\nlocalization\naccessibility\nkubernetes', output: 'i18n\nl10n\na11y\nk8s' },
    { input: 'Andreessen Horowitz', options: { eachWord: false }, output: 'A16z' },
  ],
});

export const operations = [numeronymGenerate];
