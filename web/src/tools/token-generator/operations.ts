import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { defaultTokenOptions, generateTokens, MAX_COUNT, MAX_LENGTH, MIN_LENGTH } from './token';

export const tokenGenerate = defineOperation({
  id: 'token-generate',
  name: 'Generate tokens',
  description: 'Random tokens of a chosen length and alphabet from the browser’s secure random numbers, one per line.',
  keywords: ['token', 'random string', 'api key', 'secret', 'nonce', 'session id', 'random'],
  input: 'none',
  output: 'text',
  options: z.object({
    length: z.number().int().min(MIN_LENGTH).max(MAX_LENGTH).default(defaultTokenOptions.length).meta({ label: 'Length' }),
    count: z.number().int().min(1).max(MAX_COUNT).default(defaultTokenOptions.count).meta({ label: 'How many' }),
    uppercase: z.boolean().default(true).meta({ label: 'Uppercase (A-Z)' }),
    lowercase: z.boolean().default(true).meta({ label: 'Lowercase (a-z)' }),
    digits: z.boolean().default(true).meta({ label: 'Digits (0-9)' }),
    symbols: z.boolean().default(false).meta({ label: 'Symbols' }),
    excludeLookAlikes: z.boolean().default(false).meta({ label: 'Exclude look-alikes (I l 1 O 0 o)' }),
    custom: z
      .string()
      .default('')
      .meta({ label: 'Only these characters', description: 'When filled, the tokens use exactly these characters' }),
  }),
  outputLabel: 'Tokens',
  run: (_input, options) => generateTokens(options).join('\n'),
  examples: [
    { title: 'Five tokens of 32 letters and digits', pattern: '^(?:[A-Za-z0-9]{32}\\n){4}[A-Za-z0-9]{32}$' },
    { title: 'A 64-digit hex key', options: { count: 1, length: 64, custom: '0123456789abcdef' }, pattern: '^[0-9a-f]{64}$' },
  ],
});

export const operations = [tokenGenerate];
