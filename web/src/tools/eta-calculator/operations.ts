import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { estimate, formatRate, formatSeconds } from './eta';

export const etaOperation = defineOperation({
  id: 'eta',
  name: 'Estimate finish time',
  description: 'Estimate when a job finishes from how much was done in how long, at the same pace.',
  keywords: ['eta', 'estimated time of arrival', 'remaining time', 'progress', 'download time'],
  input: 'none',
  output: 'json',
  options: z.object({
    total: z.number().positive().default(1000).meta({ label: 'Total amount' }),
    done: z.number().min(0).default(250).meta({ label: 'Amount done' }),
    elapsedSeconds: z.number().positive().default(600).meta({ label: 'Time taken (seconds)' }),
    startedAt: z.string().default('2024-01-01T10:00:00Z').meta({ label: 'Started at (ISO 8601)' }),
  }),
  outputLabel: 'Estimate',
  run: (_input, { total, done, elapsedSeconds, startedAt }) => {
    const started = Date.parse(startedAt);
    const eta = estimate({ total, done, elapsedSeconds, startedAt: started });
    return {
      rate: formatRate(eta.ratePerSecond),
      ratePerSecond: eta.ratePerSecond,
      percentDone: eta.percentDone,
      remaining: eta.remaining,
      remainingTime: formatSeconds(eta.remainingSeconds),
      totalTime: formatSeconds(eta.totalSeconds),
      finishAt: new Date(eta.finishAt).toISOString(),
    };
  },
  examples: [
    {
      options: { total: 1000, done: 250, elapsedSeconds: 600, startedAt: '2024-01-01T10:00:00Z' },
      output: JSON.stringify(
        {
          rate: '25 per minute',
          ratePerSecond: 0.4166666666666667,
          percentDone: 25,
          remaining: 750,
          remainingTime: '30 min',
          totalTime: '40 min',
          finishAt: '2024-01-01T10:40:00.000Z',
        },
        null,
        2,
      ),
    },
  ],
});

export const operations = [etaOperation];
