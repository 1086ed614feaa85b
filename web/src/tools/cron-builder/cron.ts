// Five-field cron expressions: field-by-field checks with messages that name the field,
// a plain-English description (cronstrue) and the real next runs (cron-parser).
import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';

export const cronFieldKeys = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronFieldKey = (typeof cronFieldKeys)[number];
export type CronFields = Record<CronFieldKey, string>;

type FieldSpec = {
  label: string;
  /** The spec's hint (tools.md §5): 0-59, 0-23, 1-31, 1-12, 0-7. */
  hint: string;
  min: number;
  max: number;
  unit: string;
  /** Three-letter names, the first one standing for `min`. */
  names?: string[];
};

export const cronFieldSpecs: Record<CronFieldKey, FieldSpec> = {
  minute: { label: 'Minute', hint: '0-59', min: 0, max: 59, unit: 'minute' },
  hour: { label: 'Hour', hint: '0-23', min: 0, max: 23, unit: 'hour' },
  dayOfMonth: { label: 'Day of month', hint: '1-31', min: 1, max: 31, unit: 'day' },
  month: {
    label: 'Month',
    hint: '1-12',
    min: 1,
    max: 12,
    unit: 'month',
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  // 0 and 7 are both Sunday.
  dayOfWeek: {
    label: 'Day of week',
    hint: '0-7',
    min: 0,
    max: 7,
    unit: 'day',
    names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
  },
};

export type CronPreset = { label: string; expression: string };

export const cronPresets: CronPreset[] = [
  { label: 'Every minute', expression: '* * * * *' },
  { label: 'Every 15 minutes', expression: '*/15 * * * *' },
  { label: 'Every hour', expression: '0 * * * *' },
  { label: 'Every day at midnight', expression: '0 0 * * *' },
  { label: 'Every Monday at 9:00', expression: '0 9 * * 1' },
  { label: 'Every weekday at 9:00', expression: '0 9 * * 1-5' },
  { label: 'First of the month', expression: '0 0 1 * *' },
  { label: 'Every Sunday', expression: '0 0 * * 0' },
];

const shortcuts: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

export const DEFAULT_CRON = '0 9 * * 1-5';

/** Splits an expression (or an @shortcut) into its five fields. */
export function splitCronExpression(expression: string): CronFields {
  const text = expression.trim();
  if (text === '') throw new Error('Enter a cron expression, e.g. */15 * * * *');
  if (text.startsWith('@')) {
    const expanded = shortcuts[text.toLowerCase()];
    if (!expanded) {
      if (text.toLowerCase() === '@reboot')
        throw new Error('@reboot runs once at start-up, not on a schedule: it has no next runs');
      throw new Error(`Unknown shortcut "${text}": use @yearly, @monthly, @weekly, @daily or @hourly`);
    }
    return splitCronExpression(expanded);
  }
  const parts = text.split(/\s+/);
  if (parts.length !== 5) {
    const seconds = parts.length === 6 ? ' (a seconds field is not supported)' : '';
    throw new Error(
      `A cron expression has 5 fields (minute hour day-of-month month day-of-week); this one has ${parts.length}${seconds}`,
    );
  }
  return Object.fromEntries(cronFieldKeys.map((key, i) => [key, parts[i]])) as CronFields;
}

export function joinCronFields(fields: CronFields): string {
  return cronFieldKeys.map((key) => fields[key].trim()).join(' ');
}

function parseValue(spec: FieldSpec, token: string): number {
  const { label, min, max, names } = spec;
  let value: number;
  if (/^\d+$/.test(token)) value = Number(token);
  else {
    const index = names?.indexOf(token.toUpperCase()) ?? -1;
    if (index < 0) throw new Error(`${label}: "${token}" is not a ${names ? 'number or name' : 'number'}`);
    value = min + index;
  }
  if (value < min || value > max) throw new Error(`${label}: ${value} is out of range ${min}-${max}`);
  return value;
}

function checkItem(key: CronFieldKey, item: string): void {
  const spec = cronFieldSpecs[key];
  const { label, min, max } = spec;
  if (key === 'dayOfMonth' && item.toUpperCase() === 'L') return;
  if (key === 'dayOfWeek') {
    const nth = /^(\w+)#(\w*)$/.exec(item);
    if (nth) {
      parseValue(spec, nth[1]);
      if (!/^[1-5]$/.test(nth[2])) throw new Error(`${label}: in "${item}" the occurrence after # must be 1-5`);
      return;
    }
    const last = /^(\w+)L$/i.exec(item);
    if (last && item.toUpperCase() !== 'L') {
      parseValue(spec, last[1]);
      return;
    }
  }
  if (/L/i.test(item) && !spec.names?.some((n) => item.toUpperCase().includes(n))) {
    throw new Error(
      key === 'dayOfWeek'
        ? `${label}: use 5L for "last Friday of the month"; L alone is only allowed in day of month`
        : `${label}: "L" (last) is only allowed in day of month and day of week`,
    );
  }

  const pieces = item.split('/');
  if (pieces.length > 2) throw new Error(`${label}: "${item}" has more than one step (/)`);
  const [range, step] = pieces;
  if (step !== undefined) {
    if (!/^\d+$/.test(step)) throw new Error(`${label}: step "${step}" in "${item}" is not a number`);
    const span = max - min + 1;
    if (Number(step) < 1 || Number(step) > span) throw new Error(`${label}: step ${step} is out of range 1-${span}`);
  }
  if (range === '*') return;
  if (range === '') throw new Error(`${label}: "${item}" is missing a value before the /`);
  const bounds = range.split('-');
  if (bounds.length > 2 || bounds.some((b) => b === '')) throw new Error(`${label}: "${range}" is not a valid range`);
  const [from, to] = bounds.map((b) => parseValue(spec, b));
  if (to !== undefined && from > to) throw new Error(`${label}: range ${bounds[0]}-${bounds[1]} must go from low to high`);
}

/** Checks one field; throws e.g. "Hour: 25 is out of range 0-23". */
export function checkCronField(key: CronFieldKey, raw: string): void {
  const spec = cronFieldSpecs[key];
  const value = raw.trim();
  if (value === '') throw new Error(`${spec.label}: empty (use * for every ${spec.unit})`);
  if (/\s/.test(value)) throw new Error(`${spec.label}: "${value}" contains spaces; separate values with commas`);
  if (value === '?') {
    if (key === 'dayOfMonth' || key === 'dayOfWeek') return;
    throw new Error(`${spec.label}: "?" is only allowed in day of month and day of week`);
  }
  for (const item of value.split(',')) {
    if (item === '') throw new Error(`${spec.label}: "${value}" has an empty item in its list`);
    checkItem(key, item);
  }
}

/** Every problem of the five fields, one message per field. */
export function cronFieldErrors(fields: CronFields): Partial<Record<CronFieldKey, string>> {
  const errors: Partial<Record<CronFieldKey, string>> = {};
  for (const key of cronFieldKeys) {
    try {
      checkCronField(key, fields[key]);
    } catch (err) {
      errors[key] = (err as Error).message;
    }
  }
  return errors;
}

function checkedFields(expression: string): CronFields {
  const fields = splitCronExpression(expression);
  const first = Object.values(cronFieldErrors(fields))[0];
  if (first) throw new Error(first);
  return fields;
}

function parserMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/explicit day of month/i.test(message))
    return 'Day of month: no month in this schedule has that day (e.g. 30 February), so it never runs';
  return `Invalid cron expression: ${message}`;
}

/** A plain-English reading, e.g. "At 09:00, Monday through Friday". */
export function describeCron({
  expression,
  use24HourTimeFormat = true,
}: {
  expression: string;
  use24HourTimeFormat?: boolean;
}): string {
  const fields = checkedFields(expression);
  try {
    return cronstrue.toString(joinCronFields(fields), { use24HourTimeFormat, verbose: false });
  } catch (err) {
    throw new Error(`Cannot describe this expression: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

export type NextRunsOptions = {
  expression: string;
  /** IANA time zone the schedule runs in, e.g. "Europe/Berlin". */
  tz?: string;
  count?: number;
  currentDate?: Date | string | number;
};

/** The real next run times (cron-parser), interpreted in `tz`. */
export function nextCronRuns({ expression, tz = 'UTC', count = 5, currentDate = new Date() }: NextRunsOptions): Date[] {
  const fields = checkedFields(expression);
  try {
    return CronExpressionParser.parse(joinCronFields(fields), { tz, currentDate })
      .take(count)
      .map((date) => date.toDate());
  } catch (err) {
    throw new Error(parserMessage(err), { cause: err });
  }
}

/** The browser's time zones, UTC first (Chromium leaves UTC out of supportedValuesOf). */
export function listTimeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    /* older browsers: only UTC and the browser's own zone */
  }
  return [...new Set(['UTC', current, ...zones])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** e.g. "Mon, 1 Jan 2024, 09:00 CET" in the given zone. */
export function formatRunTime({ date, tz, locale }: { date: Date; tz: string; locale?: string }): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: tz,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);
}

/** e.g. "in 5 min", "in 3 h 20 min", "in 2 days". */
export function formatRelative({ date, now = new Date() }: { date: Date; now?: Date }): string {
  const minutes = Math.round((date.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'in less than a minute';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `in ${hours} h ${minutes % 60} min` : `in ${hours} h`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
