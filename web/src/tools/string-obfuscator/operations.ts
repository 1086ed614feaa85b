import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { obfuscate } from './obfuscate';

export const obfuscateString = defineOperation({
  id: 'obfuscate-string',
  name: 'Obfuscate',
  description: 'Mask a string but its first and last characters, to show a secret or an address without revealing it.',
  keywords: ['mask', 'hide', 'redact', 'secret', 'token', 'censor'],
  input: 'text',
  output: 'text',
  options: z.object({
    keepFirst: z.number().int().min(0).max(1000).default(4).meta({ label: 'Keep first' }),
    keepLast: z.number().int().min(0).max(1000).default(0).meta({ label: 'Keep last' }),
    keepSpaces: z.boolean().default(true).meta({ label: 'Keep spaces' }),
    maskWith: z.string().default('*').meta({ label: 'Mask character' }),
  }),
  inputLabel: 'Text to obfuscate',
  outputLabel: 'Obfuscated text',
  inputPlaceholder: 'A secret, a token, an e-mail address…',
  run: (text, { keepFirst, keepLast, keepSpaces, maskWith }) => obfuscate({ text, keepFirst, keepLast, keepSpaces, maskWith }),
  examples: [
    { input: 'sk_live_51HxYzAbCdEf', output: 'sk_l****************' },
    { input: 'jane.doe@example.com', options: { keepFirst: 2, keepLast: 12 }, output: 'ja******@example.com' },
    {
      input: 'Lorem ipsum dolor',
      options: { keepFirst: 1, keepLast: 1, keepSpaces: true, maskWith: '•' },
      output: 'L•••• ••••• ••••r',
    },
  ],
});

export const operations = [obfuscateString];
