import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { convertList, separatorIds, separatorLabels, sortIds } from './list';

export const convertListOperation = defineOperation({
  id: 'list-convert',
  name: 'Convert list',
  description: 'Split text into items, trim, de-duplicate, sort, change case, wrap each item, and join them with any separator.',
  keywords: ['list', 'sort', 'dedupe', 'unique', 'join', 'split', 'lines', 'comma separated', 'quote'],
  input: 'text',
  output: 'text',
  options: z.object({
    split: z.enum(separatorIds).default('newline').meta({ label: 'Split on', choices: separatorLabels }),
    splitCustom: z.string().max(20).default('').meta({ label: 'Custom split', placeholder: '\\n, ;, ->…' }),
    join: z.enum(separatorIds).default('comma').meta({ label: 'Join with', choices: separatorLabels }),
    joinCustom: z.string().max(20).default(', ').meta({ label: 'Custom join' }),
    trim: z.boolean().default(true).meta({ label: 'Trim spaces' }),
    removeEmpty: z.boolean().default(true).meta({ label: 'Remove empty items' }),
    dedupe: z.boolean().default(false).meta({ label: 'Remove duplicates' }),
    ignoreCase: z.boolean().default(false).meta({ label: 'Ignore case (duplicates, sorting)' }),
    sort: z
      .enum(sortIds)
      .default('none')
      .meta({
        label: 'Sort',
        choices: {
          none: 'Keep order',
          asc: 'A → Z',
          desc: 'Z → A',
          natural: 'Natural (2 < 10)',
          length: 'By length',
          random: 'Shuffle',
        },
      }),
    reverse: z.boolean().default(false).meta({ label: 'Reverse' }),
    letterCase: z
      .enum(['keep', 'lower', 'upper'])
      .default('keep')
      .meta({ label: 'Letter case', choices: { keep: 'Keep', lower: 'lower', upper: 'UPPER' } }),
    prefix: z.string().max(100).default('').meta({ label: 'Prefix' }),
    suffix: z.string().max(100).default('').meta({ label: 'Suffix' }),
    quote: z
      .enum(['none', 'single', 'double', 'backtick'])
      .default('none')
      .meta({ label: 'Quote items', choices: { none: 'No', single: "'…'", double: '"…"', backtick: '`…`' } }),
  }),
  inputLabel: 'List',
  outputLabel: 'Result',
  inputPlaceholder: 'one item per line',
  run: (text, options) => convertList(text, options),
  examples: [
    {
      input: 'banana\napple\n\n cherry \napple',
      options: { dedupe: true, sort: 'asc', quote: 'single', join: 'custom', joinCustom: ', ' },
      output: "'apple', 'banana', 'cherry'",
    },
    {
      input: 'file10.txt, file2.txt, file1.txt',
      options: { split: 'comma', join: 'newline', sort: 'natural' },
      output: 'file1.txt\nfile2.txt\nfile10.txt',
    },
  ],
});

export const operations = [convertListOperation];
