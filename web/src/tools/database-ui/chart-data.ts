// What a chart of a result shows: one label column and one value column, picked by the user (with
// sensible defaults), capped so a 100,000-row result still draws quickly.
import type { RowSource } from '@/engines/database/row-chunks';
import type { Cell, ResultColumn } from '@/engines/database/types';
import { cellText } from './result-export';

export const chartKinds = ['bar', 'line', 'pie'] as const;
export type ChartKind = (typeof chartKinds)[number];

export const MAX_POINTS = 500;
export const MAX_SLICES = 12;

export function numericValue(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell))) return Number(cell);
  return null;
}

/** The first `n` rows (a large result decodes only what it needs). */
export function headRows(rows: RowSource, n: number): Cell[][] {
  const head: Cell[][] = [];
  for (let i = 0; i < Math.min(n, rows.length); i++) head.push(rows.at(i));
  return head;
}

/** Columns whose non-null values (in the first rows) are all numbers or numeric text (PostgreSQL numeric). */
export function numericColumns(columns: ResultColumn[], rows: RowSource, sample = 200): number[] {
  const head = headRows(rows, sample);
  return columns
    .map((_, i) => i)
    .filter((i) => {
      const values = head.map((r) => r[i]).filter((v) => v !== null);
      return values.length > 0 && values.every((v) => numericValue(v) !== null);
    });
}

/** The default pick: the first non-numeric column as labels, the first numeric one as values. */
export function defaultChartColumns(columns: ResultColumn[], rows: RowSource): { label: number; value: number } | null {
  const numeric = numericColumns(columns, rows);
  if (numeric.length === 0) return null;
  const label = columns.findIndex((_, i) => !numeric.includes(i));
  const value = numeric.find((i) => i !== label) ?? numeric[0];
  return { label: label === -1 ? (value === 0 && columns.length > 1 ? 1 : 0) : label, value };
}

export type ChartSeries = { labels: string[]; values: number[]; skipped: number; cappedAt?: number };

export function chartSeries({
  rows,
  label,
  value,
  kind,
}: {
  rows: RowSource;
  label: number;
  value: number;
  kind: ChartKind;
}): ChartSeries {
  const labels: string[] = [];
  const values: number[] = [];
  let skipped = 0;
  // A bar or line chart shows the first MAX_POINTS values: past one more, nothing else is read.
  for (let i = 0; i < rows.length && (kind === 'pie' || labels.length <= MAX_POINTS); i++) {
    const row = rows.at(i);
    const n = numericValue(row[value] ?? null);
    if (n === null) {
      skipped++;
      continue;
    }
    labels.push(cellText(row[label] ?? null) || '(empty)');
    values.push(n);
  }
  if (kind === 'pie') {
    // A pie shows shares: negative values have none, and past a dozen slices the rest is one "Other".
    const positive = labels.map((l, i) => ({ l, v: values[i] })).filter((p) => p.v > 0);
    skipped += labels.length - positive.length;
    if (positive.length > MAX_SLICES) {
      positive.sort((a, b) => b.v - a.v);
      const other = positive.slice(MAX_SLICES - 1).reduce((sum, p) => sum + p.v, 0);
      const top = positive.slice(0, MAX_SLICES - 1);
      return {
        labels: [...top.map((p) => p.l), 'Other'],
        values: [...top.map((p) => p.v), other],
        skipped,
        cappedAt: MAX_SLICES,
      };
    }
    return { labels: positive.map((p) => p.l), values: positive.map((p) => p.v), skipped };
  }
  if (labels.length > MAX_POINTS)
    return { labels: labels.slice(0, MAX_POINTS), values: values.slice(0, MAX_POINTS), skipped, cappedAt: MAX_POINTS };
  return { labels, values, skipped };
}
