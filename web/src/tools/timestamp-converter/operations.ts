import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import {
  formatHumanDate,
  formatIsoInZone,
  isValidTimeZone,
  parseIsoDate,
  parseUnixTimestamp,
  toUnixTimestamp,
} from './timestamp';

// The timestamp converter's transforms (issue 28): Unix time → a date, and a date → Unix time. The
// zone is an IANA name, UTC by default (an operation gives the same answer on every machine).

const timeZone = z
  .string()
  .default('UTC')
  .meta({ label: 'Time zone', description: 'An IANA time zone such as Europe/Paris or America/New_York.', placeholder: 'UTC' })
  .refine(
    (zone) => zone !== 'local' && isValidTimeZone({ timeZone: zone }),
    'is not a time zone this system knows (use an IANA name such as Europe/Paris)',
  );

export const timestampToDate = defineOperation({
  id: 'timestamp-to-date',
  name: 'Unix time to date',
  description:
    'Read a Unix timestamp (seconds, or milliseconds above 1e10) as an ISO 8601 date, a readable date or an HTTP date, in a time zone.',
  keywords: ['unix', 'epoch', 'timestamp', 'date', 'iso 8601', 'time zone'],
  input: 'text',
  output: 'text',
  options: z.object({
    format: z
      .enum(['iso', 'human', 'http'])
      .default('iso')
      .meta({ label: 'Format', choices: { iso: 'ISO 8601', human: 'Readable', http: 'HTTP date' } }),
    timeZone,
  }),
  inputLabel: 'Unix timestamp',
  outputLabel: 'Date',
  inputPlaceholder: '1700000000',
  run(text, { format, timeZone: zone }) {
    const parsed = parseUnixTimestamp({ value: text });
    if (!parsed) throw new Error('Enter a Unix timestamp (seconds, or milliseconds above 1e10)');
    const { date } = parsed;
    if (format === 'http') return date.toUTCString();
    if (format === 'human') return formatHumanDate({ date, timeZone: zone, locale: 'en-US' });
    return formatIsoInZone({ date, timeZone: zone });
  },
  examples: [
    { input: '1700000000', output: '2023-11-14T22:13:20.000Z' },
    {
      title: 'Milliseconds, in Tokyo',
      input: '1700000000123',
      options: { timeZone: 'Asia/Tokyo' },
      output: '2023-11-15T07:13:20.123+09:00',
    },
  ],
});

export const dateToTimestamp = defineOperation({
  id: 'date-to-timestamp',
  name: 'Date to Unix time',
  description: 'The Unix timestamp of an ISO 8601 date or date-time; without Z or an offset it is read in the chosen time zone.',
  keywords: ['unix', 'epoch', 'timestamp', 'date', 'iso 8601', 'to timestamp'],
  input: 'text',
  output: 'text',
  options: z.object({
    unit: z
      .enum(['seconds', 'milliseconds'])
      .default('seconds')
      .meta({ label: 'Unit', choices: { seconds: 'Seconds', milliseconds: 'Milliseconds' } }),
    timeZone,
  }),
  inputLabel: 'ISO 8601 date',
  outputLabel: 'Unix timestamp',
  inputPlaceholder: '2024-03-07T11:00:00+01:00',
  run(text, { unit, timeZone: zone }) {
    const date = parseIsoDate({ value: text, timeZone: zone });
    if (!date) throw new Error('Not an ISO 8601 date: write it as 2024-03-07, 2024-03-07T11:00 or 2024-03-07T11:00:00+01:00');
    return String(toUnixTimestamp({ date, unit }));
  },
  examples: [
    { input: '2023-11-14T22:13:20Z', output: '1700000000' },
    {
      title: 'Wall-clock time in Paris, in milliseconds',
      input: '2024-07-01 12:00',
      options: { unit: 'milliseconds', timeZone: 'Europe/Paris' },
      output: '1719828000000',
    },
  ],
});

export const operations = [timestampToDate, dateToTimestamp];
