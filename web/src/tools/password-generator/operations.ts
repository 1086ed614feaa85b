import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { DEFAULT_LENGTH, generatePassword, MAX_LENGTH, MIN_LENGTH } from './password';

// The password generator (issue 28): a generator, it takes nothing. The password is its output,
// never an option, so a saved recipe or a link holds how to make one, not the password.

export const passwordGenerate = defineOperation({
  id: 'password-generate',
  name: 'Generate passwords',
  description:
    'Random passwords from the chosen character sets (crypto.getRandomValues, no modulo bias), with at least one character of each set.',
  keywords: ['password', 'generate', 'random', 'secure', 'passphrase', 'secret'],
  input: 'none',
  output: 'text',
  options: z.object({
    length: z.number().int().min(MIN_LENGTH).max(MAX_LENGTH).default(DEFAULT_LENGTH).meta({ label: 'Length' }),
    uppercase: z.boolean().default(true).meta({ label: 'Uppercase (A-Z)' }),
    lowercase: z.boolean().default(true).meta({ label: 'Lowercase (a-z)' }),
    digits: z.boolean().default(true).meta({ label: 'Digits (0-9)' }),
    symbols: z.boolean().default(true).meta({ label: 'Symbols (!@#$…)' }),
    excludeSimilar: z.boolean().default(false).meta({ label: 'Exclude look-alikes (il1Lo0O|)' }),
    count: z.number().int().min(1).max(100).default(1).meta({ label: 'How many', description: 'One password per line.' }),
  }),
  outputLabel: 'Passwords',
  run: (_none, { count, ...options }) => Array.from({ length: count }, () => generatePassword(options)).join('\n'),
  examples: [
    { pattern: '^[!-~]{16}$' },
    { title: 'Six digits', options: { length: 6, uppercase: false, lowercase: false, symbols: false }, pattern: '^[0-9]{6}$' },
  ],
});

export const operations = [passwordGenerate];
