import { Eraser, FlaskConical } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextArea } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { BenchmarkChart } from './BenchmarkChart';
import {
  baselines,
  benchmarkReport,
  describeComparison,
  describeProblem,
  formatFigure,
  measures,
  parseMeasurements,
  reportTable,
  unitLabels,
  units,
  type Baseline,
  type Measure,
  type Unit,
} from './stats';

type Settings = { unit: Unit; comparedBy: Measure; baseline: Baseline };
const DEFAULT_SETTINGS: Settings = { unit: 'ms', comparedBy: 'mean', baseline: 'fastest' };

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  units.includes((value as Settings).unit) &&
  measures.includes((value as Settings).comparedBy) &&
  baselines.includes((value as Settings).baseline);

const EXAMPLE = `JSON.parse,structuredClone,manual copy
1.92,3.41,0.88
2.05,3.38,0.91
1.88,3.52,0.87
2.31,3.47,0.95
1.95,3.60,0.89
2.02,3.44,1.42
1.90,3.39,0.90
2.11,3.58,0.88`;

const MAX_PROBLEMS_SHOWN = 8;
const figureColumns = ['mean', 'median', 'stdev', 'min', 'max', 'p90', 'p95', 'p99'] as const;
const figureHeadings = ['Mean', 'Median', 'Std dev', 'Min', 'Max', 'p90', 'p95', 'p99'];

const BenchmarkBuilder: ToolScreen = ({ initialInput }) => {
  const [data, setData] = useToolState('data', '', { start: initialInput });
  const [settings, setSettings] = useToolState('settings', DEFAULT_SETTINGS, { persist: true, accept: isSettings });
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((s) => ({ ...s, [key]: value }));

  const deferred = useDeferredValue(data);
  const parsed = useMemo(() => parseMeasurements(deferred), [deferred]);
  const report = useMemo(() => benchmarkReport(parsed.series, settings), [parsed, settings]);
  const table = useMemo(() => (report.series.length ? reportTable(report, settings.unit) : ''), [report, settings.unit]);
  const unit = unitLabels[settings.unit];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
        <SegmentedControl
          label="Unit"
          value={settings.unit}
          options={units.map((value) => ({ value, label: unitLabels[value] }))}
          onChange={(value) => set('unit', value)}
        />
        <SegmentedControl
          label="Compare by"
          value={settings.comparedBy}
          options={[
            { value: 'mean', label: 'Mean' },
            { value: 'median', label: 'Median' },
          ]}
          onChange={(value) => set('comparedBy', value)}
        />
        <Select
          label="Baseline"
          value={settings.baseline}
          onChange={(e) => set('baseline', e.target.value as Baseline)}
          wrapperClassName="w-48"
        >
          <option value="fastest">The fastest series</option>
          <option value="first">The first series</option>
        </Select>
        <div className="flex gap-2 sm:ml-auto">
          <Button variant="secondary" size="sm" onClick={() => setData(EXAMPLE)}>
            <FlaskConical className="h-4 w-4" aria-hidden />
            Load example
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setData('')} disabled={data === ''}>
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <TextArea
          label="Measurements"
          value={data}
          onChange={(e) => setData(e.target.value)}
          placeholder={'fast:\n1.92\n2.05\nslow:\n3.41\n3.38\n\nor CSV: fast,slow\n1.92,3.41'}
          className="min-h-64"
          hint="CSV with a header row of series names, or one value per line, each series starting on a line like “fast:”."
        />
        <Card className="flex min-w-0 flex-col gap-3 p-4">
          <h2 className="text-sm font-semibold text-fg">Comparison chart</h2>
          {report.series.length ? (
            <BenchmarkChart report={report} />
          ) : (
            <p className="text-sm text-muted">Enter or paste measurements to see each series drawn here.</p>
          )}
        </Card>
      </div>

      {parsed.problems.length > 0 && (
        <Alert tone="error" title="Some values are not numbers; they are left out until fixed">
          <ul className="mt-1 list-disc pl-5">
            {parsed.problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => (
              <li key={`${p.line}:${p.column ?? 0}`}>{describeProblem(p)}</li>
            ))}
          </ul>
          {parsed.problems.length > MAX_PROBLEMS_SHOWN && (
            <p className="mt-1">and {parsed.problems.length - MAX_PROBLEMS_SHOWN} more.</p>
          )}
        </Alert>
      )}

      {report.series.length > 0 && (
        <Card className="flex min-w-0 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-fg">Statistics ({unit})</h2>
            <div className="flex flex-wrap gap-2">
              <CopyButton value={table} label="Copy as Markdown" />
              <SendToButton value={tag('json', report)} fromToolId="benchmark-builder" aria-label="Send the statistics to…" />
            </div>
          </div>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Statistics table">
            <table className="w-full min-w-[44rem] text-sm tabular-nums">
              <caption className="sr-only">
                Statistics per series in {unit}; the baseline is {report.baseline}
              </caption>
              <thead>
                <tr className="border-b border-border text-left text-xs text-muted">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Series
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    n
                  </th>
                  {figureHeadings.map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 text-right font-medium">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pl-3 font-medium">
                    vs baseline
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.series.map((s) => (
                  <tr key={s.name} className="border-b border-border last:border-0">
                    <th scope="row" className="max-w-40 truncate py-2 pr-3 text-left font-medium text-fg">
                      {s.name}
                    </th>
                    <td className="px-2 py-2 text-right">{s.count}</td>
                    {figureColumns.map((key) => (
                      <td key={key} className="px-2 py-2 text-right">
                        {formatFigure(s[key])}
                      </td>
                    ))}
                    <td className="whitespace-nowrap py-2 pl-3">{describeComparison(s, report, settings.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-muted">
            Standard deviation is the sample one (n − 1). Percentiles interpolate linearly between ranks (as Python’s
            statistics.quantiles with method “inclusive”, numpy and R’s default).{' '}
            {settings.unit === 'ops' ? 'Ops/s: higher is faster.' : 'Time: lower is faster.'}
          </p>
        </Card>
      )}
    </div>
  );
};

export default BenchmarkBuilder;
