import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeUlids, generateUlids, MAX_COUNT } from './ulid';

// ULIDs: generate and decode. The tool's screen is the generic operation screen.

export const ulidGenerate = defineOperation({
  id: 'ulid-generate',
  name: 'Generate',
  description: 'Generate ULIDs (sortable, time-ordered identifiers), one per line, optionally monotonic within a millisecond.',
  keywords: ['ulid', 'id', 'identifier', 'sortable', 'crockford base32', 'generate'],
  input: 'none',
  output: 'text',
  options: z.object({
    count: z.number().int().min(1).max(MAX_COUNT).default(5).meta({ label: 'Count' }),
    time: z
      .string()
      .default('')
      .meta({ label: 'Time', placeholder: 'now', description: 'Empty for now, or an ISO 8601 date or milliseconds' }),
    monotonic: z.boolean().default(true).meta({ label: 'Monotonic (strictly increasing)' }),
    lowercase: z.boolean().default(false).meta({ label: 'Lowercase' }),
  }),
  outputLabel: 'ULIDs',
  run: (_input, options) => generateUlids(options).join('\n'),
  examples: [
    { title: 'Five ULIDs made now', pattern: '^(?:[0-7][0-9A-HJKMNP-TV-Z]{25}\\n){4}[0-7][0-9A-HJKMNP-TV-Z]{25}$' },
    {
      title: 'Three at the time of the spec’s example',
      options: { count: 3, time: '2016-07-30T22:36:16.385Z' },
      pattern: '^(?:01ARYZ6S41[0-9A-HJKMNP-TV-Z]{16}\\n){2}01ARYZ6S41[0-9A-HJKMNP-TV-Z]{16}$',
    },
  ],
});

export const ulidDecode = defineOperation({
  id: 'ulid-decode',
  name: 'Decode',
  description: 'Read the time out of ULIDs (one per line), with their random part and the same 128 bits as a UUID.',
  keywords: ['ulid', 'decode', 'timestamp', 'time', 'uuid'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'ULIDs',
  outputLabel: 'Decoded',
  inputPlaceholder: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  run: (text) => decodeUlids(text),
  examples: [
    {
      title: 'The spec’s example',
      input: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      output:
        '{\n  "ulid": "01ARYZ6S41TSV4RRFFQ69G5FAV",\n  "timestampMs": 1469918176385,\n  "time": "2016-07-30T22:36:16.385Z",\n  "randomness": "TSV4RRFFQ69G5FAV",\n  "uuid": "01563df3-6481-d676-4c61-efb99302bd5b"\n}',
    },
  ],
});

export const operations = [ulidGenerate, ulidDecode];
