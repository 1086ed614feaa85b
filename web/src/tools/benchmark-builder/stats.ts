// Benchmark statistics: named series of measurements in, per-series figures and a comparison out.
// Percentiles use linear interpolation between closest ranks (Hyndman & Fan type 7, the default of
// numpy and R), which is exactly Python's statistics.quantiles(data, n=100, method='inclusive').

export const units = ['ns', 'us', 'ms', 's', 'ops'] as const;
export type Unit = (typeof units)[number];
export const unitLabels: Record<Unit, string> = { ns: 'ns', us: 'µs', ms: 'ms', s: 's', ops: 'ops/s' };
/** Throughput units: a higher figure is better. */
export const higherIsBetter = (unit: Unit) => unit === 'ops';

export const baselines = ['fastest', 'first'] as const;
export type Baseline = (typeof baselines)[number];
export const measures = ['mean', 'median'] as const;
export type Measure = (typeof measures)[number];

export type Series = { name: string; values: number[] };
export type Problem = { line: number; column?: number; text: string };
export type ParsedMeasurements = { series: Series[]; problems: Problem[] };

export type SeriesStats = {
  name: string;
  count: number;
  mean: number;
  median: number;
  /** Sample standard deviation (n − 1); null with fewer than two values. */
  stdev: number | null;
  min: number;
  max: number;
  p90: number;
  p95: number;
  p99: number;
  /** The compared measure divided by the baseline's. */
  ratio: number;
  /** (ratio − 1) × 100. */
  differencePercent: number;
};

export type BenchmarkReport = {
  unit: string;
  comparedBy: Measure;
  baseline: string | null;
  series: SeriesStats[];
};

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

function parseNumber(text: string): number | null {
  // Thousands separators and a trailing unit are common in pasted benchmark output: "1,234.5 ms".
  const cleaned = text
    .trim()
    .replace(/\s*(?:ns|µs|us|ms|s|ops\/s)$/i, '')
    .replace(/(?<=\d)[,_ ](?=\d{3}\b)/g, '');
  return NUMBER.test(cleaned) ? Number(cleaned) : null;
}

const HEADER_DELIMITERS = [',', '\t', ';'] as const;

function splitRow(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

/**
 * Reads measurements in either of two forms:
 * - CSV (comma, tab or semicolon) whose first row names the series, one column each;
 * - lists: one value per line, each series starting with a line naming it ("fast:" or "# fast"),
 *   or a single unnamed series.
 * Values that are not numbers are reported with their line (and column, for CSV), not dropped silently.
 */
export function parseMeasurements(text: string): ParsedMeasurements {
  const lines = text.split(/\r\n|\n|\r/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex === -1) return { series: [], problems: [] };
  const first = lines[firstIndex]!;
  const delimiter = HEADER_DELIMITERS.find((d) => first.includes(d));
  if (delimiter) {
    const header = splitRow(first, delimiter);
    if (header.some((cell) => parseNumber(cell) === null)) return parseCsv(lines, firstIndex, header, delimiter);
    // Numbers only: columns without a header row.
    return parseCsv(
      lines,
      firstIndex - 1,
      header.map((_, i) => `Column ${i + 1}`),
      delimiter,
    );
  }
  return parseLists(lines);
}

function parseCsv(lines: string[], headerIndex: number, header: string[], delimiter: string): ParsedMeasurements {
  const series = header.map((name, i) => ({ name: name || `Column ${i + 1}`, values: [] as number[] }));
  // headerIndex is the row before the first data row (−1 when there is no header row).
  const problems: Problem[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    splitRow(lines[i]!, delimiter).forEach((cell, column) => {
      if (cell === '') return; // series of different lengths leave cells empty
      const value = parseNumber(cell);
      if (column >= series.length || value === null) problems.push({ line: i + 1, column: column + 1, text: cell });
      else series[column]!.values.push(value);
    });
  }
  return { series, problems };
}

const SERIES_NAME = /^(?:#+\s*(.+?)|(.+?):)\s*$/;

function parseLists(lines: string[]): ParsedMeasurements {
  const series: Series[] = [];
  const problems: Problem[] = [];
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    const value = parseNumber(trimmed);
    if (value !== null) {
      if (series.length === 0) series.push({ name: 'Series 1', values: [] });
      series[series.length - 1]!.values.push(value);
      return;
    }
    const name = SERIES_NAME.exec(trimmed);
    if (name) series.push({ name: (name[1] ?? name[2])!.trim(), values: [] });
    else problems.push({ line: i + 1, text: trimmed });
  });
  return { series, problems };
}

export function describeProblem({ line, column, text }: Problem): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `Line ${line}${column ? `, column ${column}` : ''}: "${shown}" is not a number`;
}

/** Sum with Neumaier's compensation, so a mean of many close values keeps its last digits. */
function sum(values: readonly number[]): number {
  let total = 0;
  let compensation = 0;
  for (const v of values) {
    const t = total + v;
    compensation += Math.abs(total) >= Math.abs(v) ? total - t + v : v - t + total;
    total = t;
  }
  return total + compensation;
}

/** The p-th percentile (0–100) of sorted values, type 7 (Python's quantiles with method='inclusive'). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 1) return sorted[0]!;
  const position = ((sorted.length - 1) * p) / 100;
  const j = Math.floor(position);
  const fraction = position - j;
  if (j >= sorted.length - 1) return sorted[sorted.length - 1]!;
  return sorted[j]! + (sorted[j + 1]! - sorted[j]!) * fraction;
}

function describe(series: Series) {
  const sorted = [...series.values].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = sum(sorted) / n;
  const middle = n >> 1;
  const median = n % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const stdev = n < 2 ? null : Math.sqrt(sum(sorted.map((v) => (v - mean) ** 2)) / (n - 1));
  return {
    name: series.name,
    count: n,
    mean,
    median,
    stdev,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Figures for every series with values, each compared with the baseline (the fastest or the first). */
export function benchmarkReport(
  series: Series[],
  { unit = 'ms', comparedBy = 'mean', baseline = 'fastest' }: { unit?: Unit; comparedBy?: Measure; baseline?: Baseline } = {},
): BenchmarkReport {
  const described = series.filter((s) => s.values.length > 0).map(describe);
  const better = (a: number, b: number) => (higherIsBetter(unit) ? a > b : a < b);
  const base =
    baseline === 'first'
      ? described[0]
      : described.reduce<(typeof described)[number] | undefined>(
          (best, s) => (!best || better(s[comparedBy], best[comparedBy]) ? s : best),
          undefined,
        );
  return {
    unit: unitLabels[unit],
    comparedBy,
    baseline: base?.name ?? null,
    series: described.map((s) => {
      const ratio = base && base[comparedBy] !== 0 ? s[comparedBy] / base[comparedBy] : Number.NaN;
      return { ...s, ratio, differencePercent: (ratio - 1) * 100 };
    }),
  };
}

/** A short figure: four significant digits, grouped thousands. */
export function formatFigure(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 1000) return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return value.toLocaleString('en-US', { maximumSignificantDigits: 4 });
}

/** "baseline", "2.35× slower (+135%)", "1.50× faster (−33.3%)" — slower and faster follow the unit's direction. */
export function describeComparison(stats: SeriesStats, report: BenchmarkReport, unit: Unit): string {
  if (stats.name === report.baseline && stats.ratio === 1) return 'baseline';
  if (!Number.isFinite(stats.ratio)) return '—';
  const percent = `${stats.differencePercent >= 0 ? '+' : '−'}${formatFigure(Math.abs(stats.differencePercent))}%`;
  if (stats.ratio === 1) return `same (${percent})`;
  const worse = higherIsBetter(unit) ? stats.ratio < 1 : stats.ratio > 1;
  const times = stats.ratio >= 1 ? stats.ratio : 1 / stats.ratio;
  return `${formatFigure(times)}× ${worse ? 'slower' : 'faster'} (${percent})`;
}

const columns = ['Series', 'n', 'Mean', 'Median', 'Std dev', 'Min', 'Max', 'p90', 'p95', 'p99', 'vs baseline'];

/** The report as a Markdown table (GitHub pipes), values in the report's unit. */
export function reportTable(report: BenchmarkReport, unit: Unit): string {
  const rows = report.series.map((s) => [
    s.name.replace(/\|/g, '\\|'),
    String(s.count),
    ...[s.mean, s.median, s.stdev, s.min, s.max, s.p90, s.p95, s.p99].map(formatFigure),
    describeComparison(s, report, unit),
  ]);
  const head = columns.map((c, i) => (i > 1 && i < 10 ? `${c} (${report.unit})` : c));
  return [head, head.map((_, i) => (i === 0 || i === 10 ? '---' : '---:')), ...rows]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');
}
