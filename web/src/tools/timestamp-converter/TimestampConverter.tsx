import { Clock, Globe, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { FieldShell, inputClasses, Select } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import {
  formatHumanDate,
  formatIsoInZone,
  formatRelativeTime,
  isValidTimeZone,
  listTimeZones,
  parseIsoDate,
  parseUnixTimestamp,
  resolveTimeZone,
  toUnixTimestamp,
  type TimestampUnit,
  type ZoneChoice,
} from './timestamp';

type Fields = { unixText: string; isoText: string; date: Date | null; unit: TimestampUnit; unixError: string | null };

function fieldsFor(date: Date, unit: TimestampUnit = 'seconds'): Fields {
  return { unixText: String(toUnixTimestamp({ date, unit })), isoText: date.toISOString(), date, unit, unixError: null };
}

/** Smart paste hands over a number (Unix time) or an ISO date; anything else starts at now. */
function initialFields(input: string | undefined, timeZone: ZoneChoice): Fields {
  const now = new Date();
  if (!input?.trim()) return fieldsFor(now);
  try {
    const parsed = parseUnixTimestamp({ value: input });
    if (parsed) return { ...fieldsFor(parsed.date, parsed.unit), unixText: input.trim() };
  } catch {
    const date = parseIsoDate({ value: input, timeZone });
    if (date) return { ...fieldsFor(date), isoText: input.trim() };
  }
  return fieldsFor(now);
}

/** The current time, ticking every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

export default function TimestampConverter({ initialInput }: { initialInput?: string }) {
  const [storedZone, setTimeZone] = useToolState<ZoneChoice>('time-zone', 'local', { persist: true });
  // A stored zone this browser does not know (saved elsewhere, or renamed) falls back to local time.
  const timeZone = isValidTimeZone({ timeZone: storedZone }) ? storedZone : 'local';
  // What a Share link carries: the timestamp or date last typed (none: the tool opens at the current time).
  const [typed, setTyped] = useToolState('input', '', { start: initialInput });
  const [fields, setFields] = useState<Fields>(() => initialFields(typed, timeZone));
  const now = useNow();
  const zones = useMemo(() => listTimeZones(), []);
  const localZone = useMemo(() => resolveTimeZone({ timeZone: 'local' }), []);

  function onUnixChange(value: string) {
    setTyped(value);
    try {
      const parsed = parseUnixTimestamp({ value });
      setFields((f) =>
        parsed
          ? { ...fieldsFor(parsed.date, parsed.unit), unixText: value }
          : { ...f, unixText: value, date: null, unixError: null },
      );
    } catch (err) {
      setFields((f) => ({ ...f, unixText: value, date: null, unixError: (err as Error).message }));
    }
  }

  function onIsoChange(value: string) {
    setTyped(value);
    const date = parseIsoDate({ value, timeZone });
    // An invalid ISO string is ignored silently (spec): the other fields keep their values.
    setFields((f) => (date ? { ...fieldsFor(date, f.unit), isoText: value } : { ...f, isoText: value }));
  }

  const { date } = fields;
  const zoneLabel = timeZone === 'local' ? null : timeZone;
  const outputs = date
    ? [
        { label: 'Human readable', value: formatHumanDate({ date, timeZone }) },
        { label: 'Relative', value: formatRelativeTime({ date, now }) },
        { label: 'ISO 8601 (UTC)', value: date.toISOString() },
        { label: `ISO 8601 (${zoneLabel ?? 'local'})`, value: formatIsoInZone({ date, timeZone }) },
        { label: 'Unix seconds', value: String(toUnixTimestamp({ date })) },
        { label: 'Unix milliseconds', value: String(toUnixTimestamp({ date, unit: 'milliseconds' })) },
        { label: 'HTTP date (RFC 7231)', value: date.toUTCString() },
      ]
    : [];

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-5">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Clock className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted">Current Unix time</p>
            <p className="font-mono text-xl font-semibold tabular-nums text-fg">{Math.floor(now / 1000)}</p>
          </div>
          <CopyButton
            iconOnly
            label="Copy current Unix time"
            variant="ghost"
            value={() => String(Math.floor(Date.now() / 1000))}
          />
        </div>
        <Button
          className="ml-auto"
          onClick={() => {
            setTyped('');
            setFields(fieldsFor(new Date(), fields.unit));
          }}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          Use Current Time
        </Button>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <CopyableField
            label="Unix timestamp"
            inputMode="decimal"
            value={fields.unixText}
            onChange={onUnixChange}
            copyDisabled={!fields.date}
            error={fields.unixError}
            hint={
              fields.date
                ? `Read as ${fields.unit}${fields.unit === 'milliseconds' ? ' (above 1e10)' : ''}`
                : 'Seconds, or milliseconds above 1e10'
            }
          />
          <CopyableField
            label="ISO 8601"
            value={fields.isoText}
            onChange={onIsoChange}
            copyDisabled={!fields.date}
            hint={`Without Z or an offset, read as ${zoneLabel ?? 'local'} time`}
          />
          <Select label="Time zone" value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            <option value="local">Local time ({localZone})</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Globe className="h-4 w-4 shrink-0" aria-hidden />
            {zoneLabel
              ? `All times are shown in the ${zoneLabel.replace(/_/g, ' ')} time zone`
              : 'All times are shown in your local timezone'}
          </p>
        </Card>

        <Card className="p-4 sm:p-5">
          <h2 className="mb-2 text-sm font-medium text-fg">Converted</h2>
          {date ? (
            <dl className="divide-y divide-border">
              {outputs.map(({ label, value }) => (
                <div key={label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-2.5">
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className="col-start-1 font-mono text-[13px] break-words text-fg">{value}</dd>
                  <dd className="col-start-2 row-span-2 row-start-1 flex items-center">
                    <SendToButton
                      iconOnly
                      variant="ghost"
                      label={`Send ${label} to…`}
                      value={tag('text', value)}
                      fromToolId="timestamp-converter"
                    />
                    <CopyButton iconOnly variant="ghost" label={`Copy ${label}`} value={value} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="py-8 text-center text-sm text-muted">Enter a Unix timestamp or an ISO 8601 date.</p>
          )}
        </Card>
      </div>
    </div>
  );
}

function CopyableField({
  label,
  value,
  onChange,
  hint,
  error,
  copyDisabled,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string | null;
  copyDisabled: boolean;
  inputMode?: 'decimal';
}) {
  return (
    <FieldShell label={label} hint={error ? undefined : hint} error={error ?? undefined}>
      {(id, describedBy) => (
        <div className="flex gap-2">
          <input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={cn(inputClasses, 'h-10 font-mono', error && 'border-danger')}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <CopyButton iconOnly label={`Copy ${label}`} value={value} disabled={copyDisabled} className="h-10 w-10 shrink-0" />
        </div>
      )}
    </FieldShell>
  );
}
