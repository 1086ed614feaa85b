import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// The cron builder's transforms (issue 28): a cron expression → its plain-English reading, and →
// its next run times in a time zone. cronstrue and cron-parser (with luxon) are imported inside run.

const expressionLabel = { inputLabel: 'Cron expression', inputPlaceholder: '0 9 * * 1-5' } as const;

export const cronDescribe = defineOperation({
  id: 'cron-describe',
  name: 'Describe a cron expression',
  description:
    'Read a five-field cron expression (minute hour day-of-month month day-of-week, with L, # and names) in plain English.',
  keywords: ['cron', 'crontab', 'schedule', 'describe', 'explain', 'human readable'],
  input: 'text',
  output: 'text',
  options: z.object({
    use24HourTimeFormat: z.boolean().default(true).meta({ label: '24-hour times' }),
  }),
  ...expressionLabel,
  outputLabel: 'Description',
  async run(expression, options) {
    const { describeCron } = await import('./cron');
    return describeCron({ expression, use24HourTimeFormat: options.use24HourTimeFormat });
  },
  examples: [
    { input: '0 9 * * 1-5', output: 'At 09:00, Monday through Friday' },
    { input: '*/15 * * * *', options: { use24HourTimeFormat: false }, output: 'Every 15 minutes' },
  ],
});

export const cronNextRuns = defineOperation({
  id: 'cron-next-runs',
  name: 'Next runs of a cron expression',
  description: 'The next times a cron expression runs, in a time zone, as ISO 8601 date-times one per line.',
  keywords: ['cron', 'crontab', 'schedule', 'next run', 'when', 'time zone'],
  input: 'text',
  output: 'text',
  options: z.object({
    timeZone: z
      .string()
      .default('UTC')
      .meta({ label: 'Time zone', placeholder: 'UTC', description: 'An IANA time zone such as Europe/Berlin.' }),
    count: z.number().int().min(1).max(100).default(5).meta({ label: 'Runs' }),
    from: z
      .string()
      .default('')
      .meta({
        label: 'From',
        placeholder: '2025-01-01T00:00:00Z',
        description: 'An ISO 8601 date-time to count from; empty: now.',
      }),
  }),
  ...expressionLabel,
  outputLabel: 'Next runs',
  async run(expression, { timeZone, count, from }) {
    const [{ nextCronRuns }, { formatIsoInZone, isValidTimeZone }] = await Promise.all([
      import('./cron'),
      import('../timestamp-converter/timestamp'),
    ]);
    if (!isValidTimeZone({ timeZone }) || timeZone === 'local')
      throw new Error(`Time zone: "${timeZone}" is not a time zone this system knows (use an IANA name such as Europe/Berlin)`);
    const start = from.trim() === '' ? new Date() : new Date(from);
    if (Number.isNaN(start.getTime())) throw new Error('From: write an ISO 8601 date-time, e.g. 2025-01-01T00:00:00Z');
    const runs = nextCronRuns({ expression, tz: timeZone, count, currentDate: start });
    if (runs.length === 0) throw new Error('This schedule never runs.');
    return runs.map((date) => formatIsoInZone({ date, timeZone })).join('\n');
  },
  examples: [
    {
      input: '0 9 * * 1-5',
      options: { timeZone: 'Europe/Paris', count: 3, from: '2024-03-29T12:00:00Z' },
      output: '2024-04-01T09:00:00.000+02:00\n2024-04-02T09:00:00.000+02:00\n2024-04-03T09:00:00.000+02:00',
    },
  ],
});

export const operations = [cronDescribe, cronNextRuns];
