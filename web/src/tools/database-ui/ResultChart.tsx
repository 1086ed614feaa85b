import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Spinner } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import type { RowSource } from '@/engines/database/row-chunks';
import type { ResultColumn } from '@/engines/database/types';
import { chartSeries, defaultChartColumns, numericColumns, type ChartKind } from './chart-data';

type ResultChartProps = {
  columns: ResultColumn[];
  rows: RowSource;
  kind: ChartKind;
  onKindChange: (kind: ChartKind) => void;
  /** Names the chart for screen readers, e.g. "Chart of the query result". */
  label?: string;
};

/** Bar, line or pie chart of one label column against one numeric column of a result (chart.js, loaded on first use). */
export function ResultChart({ columns, rows, kind, onKindChange, label = 'Chart of the result' }: ResultChartProps) {
  const defaults = useMemo(() => defaultChartColumns(columns, rows), [columns, rows]);
  const numeric = useMemo(() => numericColumns(columns, rows), [columns, rows]);
  const [picked, setPicked] = useState<{ label: number; value: number } | null>(null);
  // A new result with other columns falls back to the defaults.
  const choice = picked && picked.label < columns.length && numeric.includes(picked.value) ? picked : defaults;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [themeTick, setThemeTick] = useState(0);
  const captionId = useId();
  const series = useMemo(
    () => (choice ? chartSeries({ rows, label: choice.label, value: choice.value, kind }) : null),
    [rows, choice, kind],
  );

  // Colours come from the theme tokens: redraw when the theme flips.
  useEffect(() => {
    const observer = new MutationObserver(() => setThemeTick((t) => t + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!series || !choice || !canvas.current) return;
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    import('./chart-render').then(
      ({ drawChart }) => {
        if (cancelled || !canvas.current) return;
        chart = drawChart(canvas.current, { kind, series, valueLabel: columns[choice.value]?.name ?? '' });
        setDrawn(true);
      },
      (error: unknown) => {
        console.warn('Could not load the chart library', error);
        if (!cancelled) setLoadError('The chart could not be loaded. Check your connection and try again.');
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [series, kind, choice, columns, themeTick]);

  if (!defaults || !choice || !series) {
    return (
      <Alert tone="info">A chart needs a column of numbers. Run a query that returns one, e.g. a count or a sum per group.</Alert>
    );
  }
  const summary = `${kind === 'pie' ? 'Pie' : kind === 'bar' ? 'Bar' : 'Line'} chart of ${columns[choice.value]?.name} by ${columns[choice.label]?.name}: ${series.values.length} ${kind === 'pie' ? 'slices' : 'points'}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl
          label="Chart type"
          value={kind}
          onChange={onKindChange}
          options={[
            { value: 'bar', label: 'Bar' },
            { value: 'line', label: 'Line' },
            { value: 'pie', label: 'Pie' },
          ]}
        />
        <Select
          label="Label column"
          value={choice.label}
          onChange={(e) => setPicked({ ...choice, label: Number(e.target.value) })}
          wrapperClassName="w-44"
        >
          {columns.map((c, i) => (
            <option key={i} value={i}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select
          label="Value column"
          value={choice.value}
          onChange={(e) => setPicked({ ...choice, value: Number(e.target.value) })}
          wrapperClassName="w-44"
        >
          {numeric.map((i) => (
            <option key={i} value={i}>
              {columns[i].name}
            </option>
          ))}
        </Select>
      </div>
      {loadError ? (
        <Alert tone="error">{loadError}</Alert>
      ) : (
        <figure
          className="relative h-80 rounded-lg border border-border bg-surface p-3"
          aria-label={label}
          aria-describedby={captionId}
        >
          <canvas ref={canvas} role="img" aria-label={summary} />
          {!drawn && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label="Loading the chart" />
            </div>
          )}
        </figure>
      )}
      <p id={captionId} className="text-xs text-muted">
        {summary}
        {series.cappedAt ? ` (the first ${series.cappedAt}${kind === 'pie' ? ', the rest as Other' : ''})` : ''}
        {series.skipped ? ` · ${series.skipped} row(s) without a ${kind === 'pie' ? 'positive ' : ''}number left out` : ''}
      </p>
    </div>
  );
}
