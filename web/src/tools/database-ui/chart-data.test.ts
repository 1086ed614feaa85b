// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrayRows } from '@/engines/database/row-chunks';
import { chartSeries, defaultChartColumns, MAX_POINTS, MAX_SLICES } from './chart-data';

describe('defaultChartColumns', () => {
  it('picks a text column for labels and a numeric one (numeric text included) for values', () => {
    const columns = [{ name: 'id' }, { name: 'category' }, { name: 'revenue' }];
    expect(defaultChartColumns(columns, arrayRows([[1, 'Audio', '249.00']]))).toEqual({ label: 1, value: 0 });
    expect(defaultChartColumns([{ name: 'category' }, { name: 'total' }], arrayRows([['Audio', '338.90']]))).toEqual({
      label: 0,
      value: 1,
    });
    expect(defaultChartColumns([{ name: 'name' }], arrayRows([['x']]))).toBeNull();
  });
});

describe('chartSeries', () => {
  const rows = arrayRows([
    ['a', 3],
    ['b', null],
    ['c', -1],
    ['d', '2.5'],
  ]);
  it('skips values that are not numbers, and non-positive ones in a pie', () => {
    expect(chartSeries({ rows, label: 0, value: 1, kind: 'bar' })).toEqual({
      labels: ['a', 'c', 'd'],
      values: [3, -1, 2.5],
      skipped: 1,
    });
    expect(chartSeries({ rows, label: 0, value: 1, kind: 'pie' })).toEqual({ labels: ['a', 'd'], values: [3, 2.5], skipped: 2 });
  });

  it('caps points and folds small slices into Other', () => {
    const many = arrayRows(Array.from({ length: 1000 }, (_, i) => [`r${i}`, i + 1]));
    expect(chartSeries({ rows: many, label: 0, value: 1, kind: 'line' }).values).toHaveLength(MAX_POINTS);
    const pie = chartSeries({ rows: arrayRows(many.all().slice(0, 20)), label: 0, value: 1, kind: 'pie' });
    expect(pie.labels).toHaveLength(MAX_SLICES);
    expect(pie.labels.at(-1)).toBe('Other');
    expect(pie.values.reduce((a, b) => a + b, 0)).toBe(210);
  });
});
