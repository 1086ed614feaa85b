import { useEffect, useState } from 'react';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { useToolState } from '@/lib/tool-state/tool-state';
import { parseNumber } from '../percentage-calculator/percentage';
import type { ToolScreen } from '../types';
import { estimate, formatRate, formatSeconds, timeUnits, type TimeUnit } from './eta';

const unitLabels: Record<TimeUnit, string> = { seconds: 'seconds', minutes: 'minutes', hours: 'hours', days: 'days' };
const isUnit = (value: unknown): value is TimeUnit => typeof value === 'string' && value in timeUnits;

/** A datetime-local value ("2024-05-01T10:30") for a time, in the browser's zone. */
function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** "in 30 min", "2 h ago". */
function relative(ms: number, now: number): string {
  const seconds = (ms - now) / 1000;
  if (Math.abs(seconds) < 1) return 'now';
  return seconds > 0 ? `in ${formatSeconds(seconds)}` : `${formatSeconds(-seconds)} ago`;
}

const EtaCalculator: ToolScreen = () => {
  const [total, setTotal] = useToolState('total', '');
  const [done, setDone] = useToolState('done', '');
  const [taken, setTaken] = useToolState('taken', '');
  const [unit, setUnit] = useToolState<TimeUnit>('unit', 'minutes', { accept: isUnit, persist: true });
  const [startedAt, setStartedAt] = useToolState('startedAt', '');
  // "Now" moves on, so a running job's finish time and "in 5 min" stay true while the page is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const filled = total.trim() !== '' && done.trim() !== '' && taken.trim() !== '';
  let result: ReturnType<typeof estimate> | null = null;
  let error: string | null = null;
  let start = 0;
  if (filled) {
    const values = [parseNumber(total), parseNumber(done), parseNumber(taken)];
    const elapsedSeconds = values[2]! * timeUnits[unit];
    // No start time: the job is running now, so it started that long ago.
    start = startedAt ? new Date(startedAt).getTime() : now - elapsedSeconds * 1000;
    if (values.some(Number.isNaN)) error = 'Enter numbers, e.g. 1500 or 2.5';
    else {
      try {
        result = estimate({ total: values[0]!, done: values[1]!, elapsedSeconds, startedAt: start });
      } catch (err) {
        error = (err as Error).message;
      }
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Total amount"
            inputMode="decimal"
            value={total}
            onChange={(e) => setTotal(e.target.value)}
            placeholder="1000"
            hint="Items, bytes, rows, files…"
          />
          <TextInput
            label="Amount done"
            inputMode="decimal"
            value={done}
            onChange={(e) => setDone(e.target.value)}
            placeholder="250"
            hint="In the same unit as the total"
          />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
          <TextInput
            label="Time taken"
            inputMode="decimal"
            value={taken}
            onChange={(e) => setTaken(e.target.value)}
            placeholder="10"
          />
          <Select label="Unit" value={unit} onChange={(e) => setUnit(e.target.value as TimeUnit)} wrapperClassName="w-32">
            {(Object.keys(timeUnits) as TimeUnit[]).map((u) => (
              <option key={u} value={u}>
                {unitLabels[u]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
          <TextInput
            label="Started at"
            type="datetime-local"
            step={1}
            value={startedAt}
            onChange={(e) => setStartedAt(e.target.value)}
            hint="Leave empty when the job is running now."
          />
          <Button variant="outline" className="mb-6" onClick={() => setStartedAt(toLocalInput(Date.now()))}>
            Now
          </Button>
        </div>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Estimate</h2>
        {error ? (
          <Alert tone="error">{error}</Alert>
        ) : !result ? (
          <p className="text-sm text-muted">
            Fill in the total, the amount done and the time it took to see when the job finishes.
          </p>
        ) : (
          <>
            <div>
              <div
                role="progressbar"
                aria-label="Done"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(result.percentDone)}
                className="h-2.5 overflow-hidden rounded-full bg-surface-2"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${result.percentDone}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">{Number(result.percentDone.toFixed(1))}% done</p>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">Finishes</dt>
              <dd className="text-right font-semibold text-fg">
                {dateTime.format(result.finishAt)}{' '}
                <span className="block text-xs font-normal text-muted">{relative(result.finishAt, now)}</span>
              </dd>
              <dt className="text-muted">Time left</dt>
              <dd className="text-right font-medium text-fg">{formatSeconds(result.remainingSeconds)}</dd>
              <dt className="text-muted">Total time</dt>
              <dd className="text-right font-medium text-fg">{formatSeconds(result.totalSeconds)}</dd>
              <dt className="text-muted">Rate</dt>
              <dd className="text-right font-medium text-fg">{formatRate(result.ratePerSecond)}</dd>
              <dt className="text-muted">Left to do</dt>
              <dd className="text-right font-medium text-fg">{result.remaining.toLocaleString('en-US')}</dd>
              <dt className="text-muted">Started</dt>
              <dd className="text-right font-medium text-fg">{dateTime.format(start)}</dd>
            </dl>
          </>
        )}
      </Card>
    </div>
  );
};

export default EtaCalculator;
