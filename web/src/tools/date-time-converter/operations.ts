import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { formatAll, numberUnits, parseInstant } from './date-time';

/** Whether the engine knows this IANA zone name (aliases such as Asia/Kolkata and Asia/Calcutta both count). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const convertDateTime = defineOperation({
  id: 'date-time-convert',
  name: 'Convert',
  description:
    'Read a date-time in any common form and write it as ISO 8601, RFC 2822/7231, Unix s/ms/µs/ns, ObjectId, Excel serial and relative time, in any time zone.',
  keywords: ['date', 'time', 'iso 8601', 'rfc 2822', 'rfc 7231', 'unix', 'epoch', 'timestamp', 'objectid', 'excel', 'time zone'],
  input: 'text',
  output: 'text',
  options: z.object({
    zone: z
      .string()
      .max(64)
      .refine(knownZone, 'not a time zone name (try UTC, Europe/Paris, America/New_York, Asia/Kolkata)')
      .default('UTC')
      .meta({ label: 'Time zone', placeholder: 'UTC, Europe/Paris, Asia/Tokyo…' }),
    numbers: z
      .enum(numberUnits)
      .default('auto')
      .meta({
        label: 'Read numbers as',
        choices: {
          auto: 'Unix (by size)',
          s: 'Unix seconds',
          ms: 'Unix milliseconds',
          us: 'Unix microseconds',
          ns: 'Unix nanoseconds',
          excel: 'Excel serial',
        },
      }),
  }),
  inputLabel: 'Date-time',
  outputLabel: 'In every format',
  inputPlaceholder: 'now, 2024-05-01T10:00:00Z, Tue, 14 Nov 2023 22:13:20 GMT, 1700000000, 65a1b2c3d4e5f60718293a4b…',
  run: (text, { zone, numbers }) => formatAll(parseInstant(text, { zone, numbers }), { zone }),
  examples: [
    {
      input: '2024-02-29T12:34:56.789Z',
      options: { zone: 'Asia/Kolkata' },
      pattern:
        '^Read as: ISO 8601\\nISO 8601 \\(UTC\\): 2024-02-29T12:34:56\\.789Z\\nISO 8601 \\(Asia/Kolkata\\): 2024-02-29T18:04:56\\.789\\+05:30\\nRFC 2822 \\(e-mail\\): Thu, 29 Feb 2024 18:04:56 \\+0530\\nRFC 7231 \\(HTTP\\): Thu, 29 Feb 2024 12:34:56 GMT\\nUnix seconds: 1709210096\\nUnix milliseconds: 1709210096789\\n',
    },
    { input: '1700000000', pattern: '^Read as: Unix seconds\\nISO 8601 \\(UTC\\): 2023-11-14T22:13:20\\.000Z\\n' },
  ],
});

export const operations = [convertDateTime];
