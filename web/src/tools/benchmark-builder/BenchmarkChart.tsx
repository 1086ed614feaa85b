import type { BenchmarkReport, Measure } from './stats';
import { formatFigure } from './stats';

const measureNames: Record<Measure, string> = { mean: 'Mean', median: 'Median' };

/**
 * One row per series: a bar to the compared measure (mean or median) and a whisker from min to max,
 * on a shared scale from zero. Drawn as a small SVG track per row inside an HTML grid, so names and
 * figures stay readable text at any width; screen readers get the whole chart as one described image.
 */
export function BenchmarkChart({ report }: { report: BenchmarkReport }) {
  const { series, unit, comparedBy } = report;
  const high = Math.max(...series.map((s) => s.max), 0);
  const low = Math.min(...series.map((s) => s.min), 0);
  const span = high - low || 1;
  const x = (value: number) => ((value - low) / span) * 100;
  const summary = `${measureNames[comparedBy]} per series in ${unit}, with the range from min to max: ${series
    .map((s) => `${s.name} ${formatFigure(s[comparedBy])} (${formatFigure(s.min)} to ${formatFigure(s.max)})`)
    .join('; ')}`;

  return (
    <figure className="flex flex-col gap-3">
      <div
        role="img"
        aria-label={summary}
        className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2"
      >
        {series.map((s) => (
          <div key={s.name} className="contents" aria-hidden>
            <span className="truncate text-sm text-fg" title={s.name}>
              {s.name}
            </span>
            <svg viewBox="0 0 100 24" preserveAspectRatio="none" className="h-6 w-full overflow-visible">
              <rect
                x={Math.min(x(0), x(s[comparedBy]))}
                y={4}
                width={Math.abs(x(s[comparedBy]) - x(0))}
                height={16}
                rx={1}
                fill="var(--primary)"
                opacity={s.name === report.baseline ? 1 : 0.6}
              />
              <line
                x1={x(s.min)}
                x2={x(s.max)}
                y1={12}
                y2={12}
                stroke="var(--fg)"
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
              />
              {[s.min, s.max].map((v, i) => (
                <line
                  key={i}
                  x1={x(v)}
                  x2={x(v)}
                  y1={6}
                  y2={18}
                  stroke="var(--fg)"
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
            <span className="text-right text-sm tabular-nums text-muted">
              {formatFigure(s[comparedBy])} {unit}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="text-xs text-muted">
        Bars: {measureNames[comparedBy].toLowerCase()} in {unit} from {formatFigure(low)}; lines: min to max. The baseline (
        {report.baseline}) is drawn solid.
      </figcaption>
    </figure>
  );
}
