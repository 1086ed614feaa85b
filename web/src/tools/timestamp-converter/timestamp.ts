// Unix timestamps, ISO 8601 and time zones (spec tools.md §5 Timestamp, §9: threshold 1e10).

/** Values above this are read as milliseconds, smaller ones as seconds. */
export const MILLISECONDS_THRESHOLD = 1e10;

export type TimestampUnit = 'seconds' | 'milliseconds';

/** "local" is the browser's own zone; anything else is an IANA zone name such as "Asia/Tokyo". */
export type ZoneChoice = 'local' | string;

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Reads a Unix timestamp in seconds or milliseconds (decided by magnitude). Blank input gives null;
 * text that is not a plain decimal number throws 'Timestamp must be a number', and a number
 * outside the Date range throws 'Invalid timestamp'.
 */
export function parseUnixTimestamp({ value }: { value: string }): { date: Date; unit: TimestampUnit } | null {
  const text = value.trim().replace(/[_\s]/g, '');
  if (text === '') return null;
  if (!NUMBER.test(text)) throw new Error('Timestamp must be a number');
  const number = Number(text);
  // The threshold applies to the magnitude, so dates before 1970 are read the same way.
  const unit: TimestampUnit = Math.abs(number) > MILLISECONDS_THRESHOLD ? 'milliseconds' : 'seconds';
  const date = new Date(unit === 'seconds' ? number * 1000 : number);
  if (!Number.isFinite(number) || Number.isNaN(date.getTime())) throw new Error('Invalid timestamp');
  return { date, unit };
}

/** The timestamp of a date in the given unit (seconds are floored, as Unix time is). */
export function toUnixTimestamp({ date, unit = 'seconds' }: { date: Date; unit?: TimestampUnit }): number {
  return unit === 'seconds' ? Math.floor(date.getTime() / 1000) : date.getTime();
}

const ISO =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads an ISO 8601 date or date-time. With Z or an offset it is an exact instant; without, it is
 * wall-clock time in `timeZone` (the browser's zone by default). Anything else gives null: the
 * spec ignores invalid ISO input silently.
 */
export function parseIsoDate({ value, timeZone = 'local' }: { value: string; timeZone?: ZoneChoice }): Date | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    millisecond: Number(fraction.padEnd(3, '0').slice(0, 3)),
  };
  if (!isValidWallTime(wall)) return null;
  const asUtc = wallTimeAsUtc(wall);
  let time: number;
  if (offset) {
    time = asUtc - parseOffsetMinutes(offset) * 60_000;
  } else {
    time = zonedWallTimeToInstant({ wallAsUtc: asUtc, timeZone });
  }
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number };

function isValidWallTime({ year, month, day, hour, minute, second }: WallTime): boolean {
  if (month < 1 || month > 12 || day < 1 || minute > 59 || second > 59) return false;
  // 24:00 is allowed by ISO 8601 as the end of the day.
  if (hour > 24 || (hour === 24 && (minute > 0 || second > 0))) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= daysInMonth;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function wallTimeAsUtc({ year, month, day, hour, minute, second, millisecond }: WallTime): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millisecond));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return date.getTime();
}

function parseOffsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset[0] === '-' ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

/** The IANA name of a zone choice ("local" becomes the browser's zone). */
export function resolveTimeZone({ timeZone = 'local' }: { timeZone?: ZoneChoice }): string {
  return timeZone === 'local' ? new Intl.DateTimeFormat().resolvedOptions().timeZone : timeZone;
}

/** The zone's offset from UTC at an instant, in minutes (e.g. +60 for Paris in winter). */
export function zoneOffsetMinutes({ date, timeZone = 'local' }: { date: Date; timeZone?: ZoneChoice }): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: resolveTimeZone({ timeZone }),
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const era = parts.find((p) => p.type === 'era')?.value;
  const year = era === 'BC' || era === 'B' ? 1 - get('year') : get('year');
  const wall = wallTimeAsUtc({
    year,
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    millisecond: 0,
  });
  const instant = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/**
 * The instant at which the zone's clocks show the given wall time. Around a DST change it resolves
 * as Temporal's "compatible" rule and Python's fold=0 do: a wall time that happens twice (clocks
 * going back) is the earlier instant; one skipped (clocks going forward) moves forward by the gap.
 */
function zonedWallTimeToInstant({ wallAsUtc, timeZone }: { wallAsUtc: number; timeZone: ZoneChoice }): number {
  const day = 86_400_000;
  // The offsets a day either side bracket any one change (zones change at most twice a year).
  const before = zoneOffsetMinutes({ date: new Date(wallAsUtc - day), timeZone });
  const after = zoneOffsetMinutes({ date: new Date(wallAsUtc + day), timeZone });
  const candidates = [...new Set([before, after])]
    .map((offset) => wallAsUtc - offset * 60_000)
    .filter((instant) => zoneOffsetMinutes({ date: new Date(instant), timeZone }) * 60_000 === wallAsUtc - instant)
    .sort((x, y) => x - y);
  return candidates[0] ?? wallAsUtc - before * 60_000;
}

/** ISO 8601 with the zone's offset, e.g. 2024-03-07T11:00:00.000+01:00 (Z for UTC). */
export function formatIsoInZone({ date, timeZone = 'local' }: { date: Date; timeZone?: ZoneChoice }): string {
  const offset = zoneOffsetMinutes({ date, timeZone });
  const shifted = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  if (offset === 0 && resolveTimeZone({ timeZone }) === 'UTC') return `${shifted}Z`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${shifted}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A long human-readable date and time in the zone, e.g. "Thursday, March 7, 2024 at 11:00:00 AM GMT+1". */
export function formatHumanDate({
  date,
  timeZone = 'local',
  locale,
}: {
  date: Date;
  timeZone?: ZoneChoice;
  locale?: string;
}): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: resolveTimeZone({ timeZone }),
  }).format(date);
}

/** "in 3 hours", "2 days ago", "now". */
export function formatRelativeTime({ date, now = Date.now(), locale }: { date: Date; now?: number; locale?: string }): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

// ICU (and so Chromium) still lists some zones under their old names; show the names people know.
const renamedZones: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Every IANA zone the browser knows (current names, sorted), with UTC first. */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // Only the renamed ones need checking: the rest come from the browser itself.
  const named = new Set(
    zones.map((zone) => (renamedZones[zone] && isValidTimeZone({ timeZone: renamedZones[zone] }) ? renamedZones[zone] : zone)),
  );
  named.delete('UTC');
  return ['UTC', ...[...named].sort()];
}

/** Whether the browser can format dates in this zone ("local" always works). */
export function isValidTimeZone({ timeZone }: { timeZone: ZoneChoice }): boolean {
  if (timeZone === 'local') return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
