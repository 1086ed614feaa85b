import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import {
  baselines,
  benchmarkReport,
  describeProblem,
  measures,
  parseMeasurements,
  reportTable,
  unitLabels,
  units,
  type BenchmarkReport,
  type Unit,
} from './stats';

// Benchmark statistics: series of measurements (lists or CSV) → count, mean, median, sample standard
// deviation, min/max, p90/p95/p99 (Python's quantiles, method='inclusive') and a comparison.

const reportOptions = z.object({
  unit: z.enum(units).default('ms').meta({ label: 'Unit', choices: unitLabels }),
  comparedBy: z
    .enum(measures)
    .default('mean')
    .meta({ label: 'Compare by', choices: { mean: 'Mean', median: 'Median' } }),
  baseline: z
    .enum(baselines)
    .default('fastest')
    .meta({ label: 'Baseline', choices: { fastest: 'The fastest series', first: 'The first series' } }),
});

const INPUT_HELP =
  'CSV with a header row of series names, or one value per line with each series starting on a line like "fast:"';

/** Parses and describes, refusing input with values that are not numbers (each named by its line). */
export function reportFromText(text: string, options: z.output<typeof reportOptions>): BenchmarkReport {
  const { series, problems } = parseMeasurements(text);
  if (problems.length > 0) {
    const listed = problems.slice(0, 5).map(describeProblem).join('; ');
    throw new Error(`${listed}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}.`);
  }
  if (!series.some((s) => s.values.length > 0)) throw new Error(`No measurements found. Enter ${INPUT_HELP}.`);
  return benchmarkReport(series, options);
}

const sample = 'baseline,optimised\n12.1,8.2\n11.8,8.0\n12.6,8.9\n12.0,8.1\n13.4,8.4';

export const benchmarkStats = defineOperation({
  id: 'benchmark-stats',
  name: 'Benchmark statistics',
  description:
    'Per series of measurements: count, mean, median, standard deviation, min, max, p90, p95, p99 and the ratio to a baseline.',
  keywords: ['benchmark', 'statistics', 'mean', 'median', 'stddev', 'percentile', 'p95', 'p99', 'latency'],
  input: 'text',
  output: 'json',
  options: reportOptions,
  inputLabel: 'Measurements',
  outputLabel: 'Statistics',
  inputPlaceholder: INPUT_HELP,
  run: (text, options) => reportFromText(text, options),
  examples: [
    {
      input: sample,
      output: JSON.stringify(
        {
          unit: 'ms',
          comparedBy: 'mean',
          baseline: 'optimised',
          series: [
            {
              name: 'baseline',
              count: 5,
              mean: 12.379999999999999,
              median: 12.1,
              stdev: 0.6418722614352484,
              min: 11.8,
              max: 13.4,
              p90: 13.08,
              p95: 13.24,
              p99: 13.368,
              ratio: 1.4879807692307692,
              differencePercent: 48.79807692307692,
            },
            {
              name: 'optimised',
              count: 5,
              mean: 8.32,
              median: 8.2,
              stdev: 0.3563705936241095,
              min: 8,
              max: 8.9,
              p90: 8.700000000000001,
              p95: 8.8,
              p99: 8.88,
              ratio: 1,
              differencePercent: 0,
            },
          ],
        },
        null,
        2,
      ),
    },
  ],
});

export const benchmarkTable = defineOperation({
  id: 'benchmark-table',
  name: 'Benchmark table',
  description: 'The same statistics as a Markdown table, ready for a pull request or an issue.',
  keywords: ['benchmark', 'markdown', 'table', 'compare'],
  input: 'text',
  output: 'text',
  options: reportOptions,
  inputLabel: 'Measurements',
  outputLabel: 'Markdown table',
  inputPlaceholder: INPUT_HELP,
  outputFile: { extension: 'md', mimeType: 'text/markdown' },
  outputLanguage: 'markdown',
  run: (text, options) => reportTable(reportFromText(text, options), options.unit as Unit),
  examples: [
    {
      input: 'fast:\n1\n2\n3\nslow:\n2\n4\n6',
      options: { unit: 'us' },
      output: [
        '| Series | n | Mean (µs) | Median (µs) | Std dev (µs) | Min (µs) | Max (µs) | p90 (µs) | p95 (µs) | p99 (µs) | vs baseline |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        '| fast | 3 | 2 | 2 | 1 | 1 | 3 | 2.8 | 2.9 | 2.98 | baseline |',
        '| slow | 3 | 4 | 4 | 2 | 2 | 6 | 5.6 | 5.8 | 5.96 | 2× slower (+100%) |',
      ].join('\n'),
    },
  ],
});

export const operations = [benchmarkStats, benchmarkTable];
