import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'benchmark-builder',
  name: 'Benchmark Builder',
  description: 'Paste benchmark timings or CSV: mean, median, standard deviation, p90/p95/p99 per series and a comparison chart.',
  category: 'math',
  tags: ['benchmark', 'statistics', 'performance'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 38,
  keywords: [
    'benchmark',
    'latency',
    'percentile',
    'p95',
    'p99',
    'mean',
    'median',
    'standard deviation',
    'stddev',
    'ops/s',
    'compare timings',
  ],
  accepts: ['csv'],
  load: () => import('./BenchmarkBuilder'),
};
