import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// zxcvbn's dictionaries are a few MB: they load inside run, always in a worker (heavy). The
// password is the input, and sensitive: never in a link unless asked.

export const passwordStrength = defineOperation({
  id: 'password-strength',
  name: 'Analyze password strength',
  description:
    'How guessable a password is (zxcvbn): score 0-4, guesses and entropy, crack times for online and offline attackers, the patterns found and advice.',
  keywords: [
    'password strength',
    'zxcvbn',
    'entropy',
    'crack time',
    'password checker',
    'how secure is my password',
    'guessable',
  ],
  input: 'text',
  output: 'json',
  options: z.object({
    userInputs: z
      .string()
      .default('')
      .meta({ label: 'Words about you (comma-separated)', placeholder: 'your name, email, site', sensitive: true }),
  }),
  inputLabel: 'Password',
  outputLabel: 'Strength',
  inputPlaceholder: 'Type or paste a password',
  sensitiveInput: true,
  heavy: true,
  run: async (password, { userInputs }) =>
    (await import('../../engines/password/strength')).analysePassword(password, userInputs.split(',')),
  examples: [
    {
      title: 'A common password',
      input: 'P@ssw0rd',
      pattern: '"score": 0,[\\s\\S]*"explanation": "common password \\\\"password\\\\"',
    },
    { title: 'Four random words', input: 'correct horse battery staple', pattern: '"score": 4,' },
  ],
});

export const operations = [passwordStrength];
