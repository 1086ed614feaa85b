import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { formatElapsed, lapsAsText } from './chrono';

/** Milliseconds, one number per line (blank lines skipped). */
function readMilliseconds(text: string): number[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, i) => {
      if (!/^\d+(\.\d+)?$/.test(line)) throw new Error(`Line ${i + 1}: “${line}” is not a number of milliseconds`);
      return Number(line);
    });
}

export const formatStopwatchTime = defineOperation({
  id: 'format-stopwatch-time',
  name: 'Format milliseconds as a stopwatch time',
  description:
    'Write durations in milliseconds (one per line) as a stopwatch shows them: MM:SS.cc, or H:MM:SS.cc from an hour on.',
  keywords: ['milliseconds', 'duration', 'elapsed', 'stopwatch', 'hh:mm:ss', 'format time'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Milliseconds, one per line',
  outputLabel: 'Stopwatch times',
  inputPlaceholder: '61230',
  run: (text) => readMilliseconds(text).map(formatElapsed).join('\n'),
  examples: [{ input: '61230\n3723450\n90061010', output: '01:01.23\n1:02:03.45\n25:01:01.01' }],
});

export const lapTable = defineOperation({
  id: 'lap-table',
  name: 'Lap table from lap totals',
  description:
    'Turn the elapsed time at each lap (milliseconds, one per line) into lap times and totals, the fastest and slowest marked.',
  keywords: ['laps', 'splits', 'stopwatch', 'lap times', 'fastest lap'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Elapsed milliseconds at each lap',
  outputLabel: 'Laps (tab-separated)',
  inputPlaceholder: '61230\n120000',
  run: (text) => {
    const laps = readMilliseconds(text);
    if (laps.some((total, i) => i > 0 && total < laps[i - 1]!))
      throw new Error('Each lap’s total must be at least the one before it');
    return lapsAsText(laps);
  },
  examples: [
    {
      input: '61230\n120000\n185500',
      output: 'Lap\tLap time\tTotal\n1\t01:01.23\t01:01.23\n2\t00:58.77\t02:00.00\tfastest\n3\t01:05.50\t03:05.50\tslowest',
    },
  ],
});

export const operations = [formatStopwatchTime, lapTable];
