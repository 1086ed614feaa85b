// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runOperation } from '../../operations/run';
import { tag } from '../../operations/kinds';
import { benchmarkStats } from './operations';
import { benchmarkReport, describeComparison, parseMeasurements, percentile, type SeriesStats } from './stats';

// The outside oracle: Python's statistics module (Debian's python3) on the same numbers:
// mean, median, stdev (sample) and quantiles(n=100, method='inclusive') for p90/p95/p99.
const PYTHON = `
import json, statistics as s, sys
out = []
for d in json.load(sys.stdin):
    q = s.quantiles(d, n=100, method='inclusive')
    out.append(dict(count=len(d), mean=s.mean(d), median=s.median(d), stdev=s.stdev(d),
                    min=min(d), max=max(d), p90=q[89], p95=q[94], p99=q[98]))
print(json.dumps(out))
`;
type Figures = Pick<SeriesStats, 'count' | 'mean' | 'median' | 'min' | 'max' | 'p90' | 'p95' | 'p99'> & { stdev: number };
const python = (data: number[][]): Figures[] =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYTHON], { input: JSON.stringify(data) }).toString('utf8'));

function randomSeries(seed: number, length: number, scale: number): number[] {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  // Latency-like: a floor plus a long tail, rounded to three decimals as timers print them.
  return Array.from({ length }, () => Math.round((scale + scale * next() ** 3 * 4) * 1000) / 1000);
}

const close = (actual: number | null, expected: number) =>
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12 + 1e-15);

describe('benchmark statistics against Python statistics', () => {
  const datasets = [
    [1, 2],
    [3, 1, 2],
    [5, 5, 5, 5],
    [12.1, 11.8, 12.6, 12.0, 13.4],
    [-4, 0, 2.5, 1e-3, 7],
    ...[1, 2, 3, 4, 5, 6].map((seed) => randomSeries(seed, seed * 17 + 3, 10 ** (seed - 3))),
    randomSeries(42, 1000, 2.5),
  ];

  it('agrees on count, mean, median, sample stdev, min, max, p90, p95 and p99', () => {
    const expected = python(datasets);
    const report = benchmarkReport(datasets.map((values, i) => ({ name: `s${i}`, values })));
    report.series.forEach((stats, i) => {
      const oracle = expected[i]!;
      expect(stats.count).toBe(oracle.count);
      for (const key of ['mean', 'median', 'stdev', 'min', 'max', 'p90', 'p95', 'p99'] as const) close(stats[key], oracle[key]);
    });
  });

  it('reads CSV and lists to the same numbers Python gets from the columns', async () => {
    const csv = 'old,new\n10.5,7.25\n11,7.5\n9.75,\n12.25,8\n';
    const report = (await runOperation(benchmarkStats, tag('text', csv))).value as { series: SeriesStats[]; baseline: string };
    const [old, fresh] = python([
      [10.5, 11, 9.75, 12.25],
      [7.25, 7.5, 8],
    ]);
    expect(report.series.map((s) => s.name)).toEqual(['old', 'new']);
    expect(report.series[1]!.count).toBe(3); // the empty cell is not a value
    close(report.series[0]!.p95, old!.p95);
    close(report.series[1]!.stdev, fresh!.stdev);
    expect(report.baseline).toBe('new');
    close(report.series[0]!.ratio, old!.mean / fresh!.mean);
  });
});

describe('parseMeasurements', () => {
  it('reads named lists, thousands separators and unit suffixes', () => {
    const { series, problems } = parseMeasurements('# before\n1,200 ms\n1,300ms\n\nafter:\n950\n1e3\n');
    expect(problems).toEqual([]);
    expect(series).toEqual([
      { name: 'before', values: [1200, 1300] },
      { name: 'after', values: [950, 1000] },
    ]);
  });

  it('reads one unnamed series and CSV without a header row', () => {
    expect(parseMeasurements('3\n4\n').series).toEqual([{ name: 'Series 1', values: [3, 4] }]);
    expect(parseMeasurements('1\t2\n3\t4').series).toEqual([
      { name: 'Column 1', values: [1, 3] },
      { name: 'Column 2', values: [2, 4] },
    ]);
  });

  it('names each bad value by its line (and column in CSV)', async () => {
    expect(parseMeasurements('fast:\n1\n2x\n3').problems).toEqual([{ line: 3, text: '2x' }]);
    expect(parseMeasurements('a,b\n1,2\n3,oops\n4,5,6').problems).toEqual([
      { line: 3, column: 2, text: 'oops' },
      { line: 4, column: 3, text: '6' },
    ]);
    await expect(runOperation(benchmarkStats, tag('text', 'a,b\n1,2\n3,oops'))).rejects.toThrow(
      'Line 3, column 2: "oops" is not a number.',
    );
    await expect(runOperation(benchmarkStats, tag('text', 'fast:\nslow:'))).rejects.toThrow(/No measurements found/);
  });
});

describe('comparison', () => {
  const series = [
    { name: 'a', values: [10, 10] },
    { name: 'b', values: [20, 20] },
    { name: 'c', values: [5, 5] },
  ];

  it('compares time with the fastest (lowest) or the first series', () => {
    const fastest = benchmarkReport(series, { unit: 'ms' });
    expect(fastest.baseline).toBe('c');
    expect(fastest.series.map((s) => describeComparison(s, fastest, 'ms'))).toEqual([
      '2× slower (+100%)',
      '4× slower (+300%)',
      'baseline',
    ]);
    const first = benchmarkReport(series, { unit: 'ms', baseline: 'first' });
    expect(first.series.map((s) => describeComparison(s, first, 'ms'))).toEqual([
      'baseline',
      '2× slower (+100%)',
      '2× faster (−50%)',
    ]);
  });

  it('treats ops/s as higher is better', () => {
    const report = benchmarkReport(series, { unit: 'ops' });
    expect(report.baseline).toBe('b');
    expect(report.series.map((s) => describeComparison(s, report, 'ops'))).toEqual([
      '2× slower (−50%)',
      'baseline',
      '4× slower (−75%)',
    ]);
  });

  it('compares by median on request', () => {
    const report = benchmarkReport(
      [
        { name: 'spiky', values: [1, 1, 100] },
        { name: 'steady', values: [2, 2, 2] },
      ],
      { comparedBy: 'median' },
    );
    expect(report.baseline).toBe('spiky');
  });

  it('gives a single value as its own percentiles', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(benchmarkReport([{ name: 'one', values: [7] }]).series[0]!.stdev).toBeNull();
  });
});
