import { z } from 'zod';
import { buildOperationCatalogue } from '@/operations/catalogue';
import { defineOperation } from '@/operations/operation';
import { operations as base64 } from '../base64-encoder/operations';

// A catalogue for the builder's unit tests: the real Base64 operations, and two small ones for
// what the branch has no operation for yet (a JSON formatter with worked examples, a keyed one).

export const jsonPretty = defineOperation({
  id: 'test-json-pretty',
  name: 'Pretty',
  description: 'Writes JSON with two-space indentation.',
  keywords: ['beautify'],
  input: 'json',
  output: 'text',
  options: z.object({}),
  run: (value) => JSON.stringify(value, null, 2),
  examples: [{ input: '{"a":[1,2]}', output: '{\n  "a": [\n    1,\n    2\n  ]\n}' }],
});

export const keyed = defineOperation({
  id: 'test-keyed',
  name: 'Keyed',
  description: 'Appends a key.',
  input: 'text',
  output: 'text',
  version: 2,
  options: z.object({
    key: z.string().default('').meta({ label: 'Secret key', sensitive: true }),
    upper: z.boolean().default(false).meta({ label: 'Upper case' }),
  }),
  run: (text, { key }) => text + key,
});

export const testCatalogue = buildOperationCatalogue([
  ['base64-encoder', base64],
  ['json-tool', [jsonPretty]],
  ['keyed-tool', [keyed]],
]);
