import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { generateLorem, LOREM_COUNT_DEFAULT, LOREM_COUNT_MAX, LOREM_COUNT_MIN, seededRandom } from './lorem';

// The lorem ipsum generator (issue 28): a generator, it takes nothing. A seed makes the text
// repeatable (a recipe, a test); without one each run draws new text.

export const loremIpsum = defineOperation({
  id: 'lorem-ipsum',
  name: 'Lorem ipsum',
  description: 'Generate placeholder text: paragraphs, sentences or words of lorem ipsum, optionally as HTML paragraphs.',
  keywords: ['lorem ipsum', 'placeholder', 'dummy text', 'filler', 'paragraphs'],
  input: 'none',
  output: 'text',
  options: z.object({
    mode: z
      .enum(['paragraphs', 'sentences', 'words'])
      .default('paragraphs')
      .meta({ label: 'Generate', choices: { paragraphs: 'Paragraphs', sentences: 'Sentences', words: 'Words' } }),
    count: z.number().int().min(LOREM_COUNT_MIN).max(LOREM_COUNT_MAX).default(LOREM_COUNT_DEFAULT).meta({ label: 'Count' }),
    startWithLorem: z.boolean().default(true).meta({ label: 'Start with “Lorem ipsum…”' }),
    html: z.boolean().default(false).meta({ label: 'Wrap paragraphs in <p> tags' }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .default(0)
      .meta({ label: 'Seed', description: '0 draws new text each run; any other number always gives the same text.' }),
  }),
  outputLabel: 'Generated text',
  run: (_none, { mode, count, startWithLorem, html, seed }) =>
    generateLorem({
      mode,
      count,
      startWithLorem,
      html: html && mode === 'paragraphs',
      random: seed === 0 ? Math.random : seededRandom(seed),
    }),
  examples: [
    { options: { mode: 'words', count: 5 }, output: 'Lorem ipsum dolor sit amet' },
    {
      title: 'Three sentences',
      options: { mode: 'sentences', count: 3, startWithLorem: false },
      pattern: '^([A-Z][a-z, ]+\\.)( [A-Z][a-z, ]+\\.){2}$',
    },
  ],
});

export const operations = [loremIpsum];
