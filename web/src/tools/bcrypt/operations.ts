import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { DEFAULT_COST, hashPassword, MAX_COST, MIN_COST, parseBcryptHash, verifyPassword } from './bcrypt';

// bcrypt: hash a password, check a password against a hash, read a hash's parts. Hashing and
// checking are slow on purpose and always run in a worker.

export const bcryptHash = defineOperation({
  id: 'bcrypt-hash',
  name: 'Hash',
  description: 'Hash a password with bcrypt at a chosen cost (a new random salt every time).',
  keywords: ['bcrypt', 'password', 'hash', 'salt', 'cost', 'blowfish'],
  input: 'text',
  output: 'text',
  options: z.object({
    cost: z
      .number()
      .int()
      .min(MIN_COST)
      .max(MAX_COST)
      .default(DEFAULT_COST)
      .meta({ label: 'Cost', description: 'Each step doubles the time' }),
  }),
  heavy: true,
  sensitiveInput: true,
  inputLabel: 'Password',
  outputLabel: 'bcrypt hash',
  run: (password, { cost }, { progress }) => hashPassword({ password, cost, progress }),
  examples: [
    {
      title: 'Cost 4 (for tests only)',
      input: 'correct horse battery staple',
      options: { cost: 4 },
      pattern: '^\\$2b\\$04\\$[./A-Za-z0-9]{53}$',
    },
  ],
});

export const bcryptVerify = defineOperation({
  id: 'bcrypt-verify',
  name: 'Verify',
  description: 'Check whether a password matches a bcrypt hash.',
  keywords: ['bcrypt', 'verify', 'check', 'compare', 'password'],
  input: 'text',
  output: 'text',
  options: z.object({
    password: z.string().default('').meta({ label: 'Password', sensitive: true }),
  }),
  heavy: true,
  inputLabel: 'bcrypt hash',
  outputLabel: 'Result',
  run: async (hash, { password }, { progress }) => ((await verifyPassword({ password, hash, progress })) ? 'Match' : 'No match'),
  examples: [
    {
      title: 'A hash made by Python’s bcrypt',
      input: '$2b$04$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evtiPzl9rm2',
      options: { password: 'correct horse battery staple' },
      output: 'Match',
    },
  ],
});

export const bcryptParse = defineOperation({
  id: 'bcrypt-parse',
  name: 'Parts',
  description: 'Show the variant, cost, salt and hash inside a bcrypt hash.',
  keywords: ['bcrypt', 'parse', 'cost', 'salt', 'rounds'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'bcrypt hash',
  outputLabel: 'Parts',
  run: (hash) => parseBcryptHash(hash),
  examples: [
    {
      input: '$2b$04$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evtiPzl9rm2',
      output:
        '{\n  "variant": "2b",\n  "cost": 4,\n  "rounds": 16,\n  "salt": "90khAjo3gyS0YKW4MuHrhu",\n  "hash": "Zcw5k7oD6AFwl97QdBb4evtiPzl9rm2"\n}',
    },
  ],
});

export const operations = [bcryptHash, bcryptVerify, bcryptParse];
