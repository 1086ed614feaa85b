import { CalendarClock } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { readStored } from '@/lib/storage';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  browserTimeZone,
  cronFieldErrors,
  cronFieldKeys,
  cronFieldSpecs,
  cronPresets,
  DEFAULT_CRON,
  describeCron,
  formatRelative,
  formatRunTime,
  joinCronFields,
  listTimeZones,
  nextCronRuns,
  splitCronExpression,
  type CronFieldKey,
  type CronFields,
} from './cron';

const runCounts = [5, 10, 20];

const syntax: [string, string][] = [
  ['*', 'every value'],
  ['5,10', 'a list'],
  ['1-5', 'a range'],
  ['*/15', 'every 15th value'],
  ['L', 'last day of the month'],
  ['5L', 'last Friday (day of week)'],
  ['1#2', 'second Monday (day of week)'],
  ['MON, JAN', 'names for days and months'],
];

function initialState(input: string | undefined) {
  const text = input?.trim() || DEFAULT_CRON;
  try {
    return { text, fields: splitCronExpression(text), error: null };
  } catch (err) {
    return { text, fields: splitCronExpression(DEFAULT_CRON), error: (err as Error).message };
  }
}

function attempt<T>(fn: () => T): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: fn(), error: null };
  } catch (err) {
    return { value: null, error: err instanceof Error ? err.message : String(err) };
  }
}

const CronBuilder: ToolScreen = ({ initialInput }) => {
  // The expression, the zone and the number of runs are Share-link state. The zone starts at the
  // stored one or the browser's, but its default is UTC, so a link always says which zone it meant.
  const [text, setText] = useToolState('expression', DEFAULT_CRON, { start: initialInput?.trim() || undefined });
  const [start] = useState(() => initialState(text));
  const [fields, setFields] = useState<CronFields>(start.fields);
  const [textError, setTextError] = useState<string | null>(start.error);
  const localZone = useMemo(() => browserTimeZone(), []);
  const timeZones = useMemo(() => listTimeZones(localZone), [localZone]);
  const [firstZone] = useState(() => readStored('cron-builder:time-zone', localZone));
  const [tz, setTz] = useToolState('time-zone', 'UTC', { persist: true, start: firstZone });
  const [count, setCount] = useToolState('run-count', 5, { persist: true, accept: oneOf(runCounts) });
  // Ticks every 30 s so "in 5 min" and the next runs stay true while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);

  function editText(value: string) {
    setText(value);
    try {
      setFields(splitCronExpression(value));
      setTextError(null);
    } catch (err) {
      setTextError((err as Error).message);
    }
  }

  function editField(key: CronFieldKey, value: string) {
    const next = { ...fields, [key]: value.replace(/\s+/g, '') };
    setFields(next);
    setText(joinCronFields(next));
    setTextError(null);
  }

  const expression = joinCronFields(fields);
  const fieldErrors = textError ? {} : cronFieldErrors(fields);
  const valid = !textError && Object.keys(fieldErrors).length === 0;
  const description = valid ? attempt(() => describeCron({ expression })) : null;
  const runs = valid
    ? attempt(() => nextCronRuns({ expression, tz: timeZones.includes(tz) ? tz : 'UTC', count, currentDate: now }))
    : null;
  const problems = [textError, ...Object.values(fieldErrors), description?.error, runs?.error].filter(Boolean) as string[];

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <div className="flex items-end gap-2 sm:gap-3">
          <TextInput
            label="Cron expression"
            value={text}
            onChange={(e) => editText(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            className="h-12 font-mono text-lg tracking-wide"
            wrapperClassName="flex-1"
            aria-invalid={problems.length > 0 ? true : undefined}
          />
          <SendToButton value={valid ? tag('text', expression) : null} fromToolId="cron-builder" size="md" className="h-12" />
          <CopyButton value={expression} size="md" className="h-12" disabled={!valid} />
        </div>

        <div aria-live="polite" className="flex flex-col gap-3">
          {description?.value && (
            <p className="flex items-start gap-2 text-lg font-medium text-fg">
              <CalendarClock className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <span data-testid="cron-description">{description.value}</span>
            </p>
          )}
          {problems.length > 0 && (
            <Alert tone="error" title="This expression is not valid">
              <ul className="mt-1 list-disc pl-4">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Alert>
          )}
        </div>

        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {cronFieldKeys.map((key) => (
            <TextInput
              key={key}
              label={cronFieldSpecs[key].label}
              hint={cronFieldSpecs[key].hint}
              value={fields[key]}
              onChange={(e) => editField(key, e.target.value)}
              error={fieldErrors[key] ? fieldErrors[key]!.replace(/^[^:]+: /, '') : undefined}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          ))}
        </div>

        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-medium text-fg">Presets</h2>
          <div className="flex flex-wrap gap-2">
            {cronPresets.map((preset) => {
              const active = preset.expression === expression && !textError;
              return (
                <Button
                  key={preset.expression}
                  variant={active ? 'primary' : 'outline'}
                  size="sm"
                  aria-pressed={active}
                  onClick={() => editText(preset.expression)}
                  title={preset.expression}
                >
                  {preset.label}
                </Button>
              );
            })}
          </div>
        </div>

        <details className="group text-sm">
          <summary className="cursor-pointer text-muted hover:text-fg">Syntax help</summary>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr_auto_1fr]">
            {syntax.map(([code, meaning]) => (
              <div key={code} className="contents">
                <dt>
                  <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs text-fg">{code}</code>
                </dt>
                <dd className="text-muted">{meaning}</dd>
              </div>
            ))}
          </dl>
        </details>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-base font-semibold text-fg">Next runs</h2>
          <div className="flex w-full items-end gap-3 sm:w-auto">
            <Select
              label="Time zone"
              value={tz}
              onChange={(e) => setTz(e.target.value)}
              wrapperClassName="min-w-0 flex-1 sm:w-56 sm:flex-none"
            >
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone === localZone ? `${zone} (yours)` : zone}
                </option>
              ))}
            </Select>
            <Select
              label="Show"
              value={String(count)}
              onChange={(e) => setCount(Number(e.target.value))}
              wrapperClassName="w-20 shrink-0"
            >
              {runCounts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {runs?.value && runs.value.length > 0 ? (
          <ol className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Next run times">
            {runs.value.map((date, i) => (
              <li
                key={date.getTime()}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-3 py-2 text-sm"
              >
                <span className="flex items-baseline gap-3">
                  <span className="w-5 text-right text-xs tabular-nums text-muted">{i + 1}</span>
                  <time dateTime={date.toISOString()} className="font-medium tabular-nums text-fg">
                    {formatRunTime({ date, tz })}
                  </time>
                </span>
                <span className={cn('text-xs text-muted', 'pl-8 sm:pl-0')}>
                  {formatRelative({ date, now })}
                  {tz !== localZone && ` · ${formatRunTime({ date, tz: localZone })} your time`}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">
            {valid && runs?.value ? 'This schedule never runs.' : 'Fix the expression to see when it runs.'}
          </p>
        )}
      </Card>
    </div>
  );
};

export default CronBuilder;
