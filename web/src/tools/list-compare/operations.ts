import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { compareLists, separators } from './compare';

const compareOptions = {
  ignoreCase: z.boolean().default(false).meta({ label: 'Ignore case' }),
  trim: z.boolean().default(true).meta({ label: 'Trim whitespace' }),
  skipEmpty: z.boolean().default(true).meta({ label: 'Skip empty items' }),
  separator: z
    .enum(separators)
    .default('newline')
    .meta({ label: 'Items separated by', choices: { newline: 'New lines', comma: 'Commas', whitespace: 'Spaces' } }),
};

export const compareListsOperation = defineOperation({
  id: 'compare-lists',
  name: 'Compare lists',
  description: 'Compare two lists as sets: items only in A, only in B, in both, and all of them.',
  keywords: ['diff', 'comm', 'set', 'intersection', 'union', 'difference', 'compare'],
  input: 'text',
  output: 'json',
  options: z.object({
    listB: z.string().default('').meta({ label: 'List B', multiline: true, placeholder: 'One item per line' }),
    ...compareOptions,
  }),
  inputLabel: 'List A',
  outputLabel: 'Comparison',
  inputPlaceholder: 'One item per line',
  run: (a, { listB, ...options }) => compareLists({ a, b: listB, ...options }),
  examples: [
    {
      input: 'apple\nbanana\ncherry',
      options: { listB: 'banana\ncherry\ndate' },
      output: JSON.stringify(
        {
          onlyInA: ['apple'],
          onlyInB: ['date'],
          inBoth: ['banana', 'cherry'],
          union: ['apple', 'banana', 'cherry', 'date'],
          counts: { a: 3, b: 3, uniqueA: 3, uniqueB: 3, duplicatesA: 0, duplicatesB: 0 },
        },
        null,
        2,
      ),
    },
  ],
});

export const operations = [compareListsOperation];
