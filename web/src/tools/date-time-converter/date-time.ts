import { getDayOfYear, getISOWeek, getISOWeekYear } from 'date-fns';

// One instant, read from any common form and written in all of them, in any IANA time zone
// (Intl does the zone arithmetic; date-fns the calendar facts). Instants are BigInt nanoseconds
// since the Unix epoch, so ns and µs inputs keep their digits.

export const numberUnits = ['auto', 's', 'ms', 'us', 'ns', 'excel'] as const;
export type NumberUnit = (typeof numberUnits)[number];

export type Instant = { ns: bigint; readAs: string };

const NS_PER_MS = 1_000_000n;
const MS_PER_DAY = 86_400_000;
// Excel's 1900 date system counts days from 1899-12-30 (its fake 1900-02-29 makes serials after
// February 1900 line up with that start).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** Offset of `zone` from UTC at an instant, in minutes (Asia/Kolkata → 330). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/**
 * The UTC instant at which the zone's clock shows this wall time. As Python's zoneinfo does (PEP 495,
 * fold = 0): in an overlap (clocks going back) the earlier instant; in a gap (clocks going forward)
 * the offset from before the change.
 */
function fromWallTime(
  fields: { y: number; mo: number; d: number; h: number; mi: number; s: number; ms: number },
  zone: string,
): number {
  const asUtc = Date.UTC(fields.y, fields.mo - 1, fields.d, fields.h, fields.mi, fields.s, fields.ms);
  const before = asUtc - zoneOffsetMinutes(asUtc - MS_PER_DAY, zone) * 60_000;
  const after = asUtc - zoneOffsetMinutes(asUtc + MS_PER_DAY, zone) * 60_000;
  const shows = (ms: number) => {
    const w = wallTime(ms, zone);
    return (
      w.y === fields.y && w.mo === fields.mo && w.d === fields.d && w.h === fields.h && w.mi === fields.mi && w.s === fields.s
    );
  };
  if (shows(before)) return before;
  if (shows(after)) return after;
  return before;
}

/** The zone's wall-clock fields at an instant. */
function wallTime(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'long',
    era: 'short',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = Number(get('year')) * (get('era') === 'BC' ? -1 : 1) + (get('era') === 'BC' ? 1 : 0);
  return {
    y: year,
    mo: Number(get('month')),
    d: Number(get('day')),
    h: Number(get('hour')),
    mi: Number(get('minute')),
    s: Number(get('second')),
    ms: ((ms % 1000) + 1000) % 1000,
    weekday: get('weekday'),
  };
}

const ISO =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

function fromNumber(text: string, unit: NumberUnit): Instant {
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`"${text}" is not a number`);
  const negative = m[1] === '-';
  const whole = BigInt(m[2]!);
  const fraction = m[3] ?? '';
  const magnitude = Number(m[2]);
  const chosen = unit !== 'auto' ? unit : magnitude < 1e11 ? 's' : magnitude < 1e14 ? 'ms' : magnitude < 1e17 ? 'us' : 'ns';
  if (chosen === 'excel') {
    const days = Number(text);
    if (days < 1) throw new Error('Excel serials start at 1 (1900-01-01)');
    return { ns: BigInt(Math.round(EXCEL_EPOCH_MS + days * MS_PER_DAY)) * NS_PER_MS, readAs: 'Excel serial date' };
  }
  const scale = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n }[chosen];
  const digits = scale.toString().length - 1;
  const fractionNs = BigInt((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
  const ns = whole * scale + fractionNs;
  const label = { s: 'Unix seconds', ms: 'Unix milliseconds', us: 'Unix microseconds', ns: 'Unix nanoseconds' }[chosen];
  return { ns: negative ? -ns : ns, readAs: label };
}

/** Reads a date-time from ISO 8601, RFC 2822/7231, Unix time (s/ms/µs/ns), an ObjectId, an Excel serial or "now". */
export function parseInstant(
  input: string,
  { zone = 'UTC', numbers = 'auto', now = Date.now() }: { zone?: string; numbers?: NumberUnit; now?: number } = {},
): Instant {
  const text = input.trim();
  if (text === '') throw new Error('Type a date, a time stamp or "now"');
  if (/^now$/i.test(text)) return { ns: BigInt(now) * NS_PER_MS, readAs: 'now' };
  if (/^[+-]?\d+(?:\.\d+)?$/.test(text)) return fromNumber(text, numbers);
  if (/^[0-9a-f]{24}$/i.test(text))
    return { ns: BigInt(parseInt(text.slice(0, 8), 16)) * 1_000_000_000n, readAs: 'MongoDB ObjectId (its first 4 bytes)' };
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', offset] = iso;
    const nanos = BigInt((frac + '000000000').slice(0, 9));
    const fields = { y: Number(y), mo: Number(mo), d: Number(d), h: Number(h), mi: Number(mi), s: Number(s), ms: 0 };
    if (fields.mo < 1 || fields.mo > 12 || fields.d < 1 || fields.d > 31 || fields.h > 24 || fields.mi > 59 || fields.s > 60)
      throw new Error(`"${text}" has a field out of range`);
    const check = new Date(Date.UTC(fields.y, fields.mo - 1, fields.d));
    if (check.getUTCDate() !== fields.d) throw new Error(`${y}-${mo} has no day ${d}`);
    let ms: number;
    if (offset) {
      const sign = offset.startsWith('-') ? -1 : 1;
      const [oh, om] =
        offset === 'Z' || offset === 'z'
          ? [0, 0]
          : [Number(offset.slice(1, 3)), Number(offset.replace(':', '').slice(3, 5) || 0)];
      ms = Date.UTC(fields.y, fields.mo - 1, fields.d, fields.h, fields.mi, fields.s) - sign * (oh * 60 + om) * 60_000;
    } else ms = fromWallTime(fields, zone);
    return { ns: BigInt(ms) * NS_PER_MS + nanos, readAs: offset ? 'ISO 8601' : `ISO 8601 without offset, read in ${zone}` };
  }
  // RFC 2822 / RFC 7231 and similar forms with a zone: the engine's parser (they all name their offset).
  if (/(?:GMT|UTC|UT|[ECMP][SD]T|Z|[+-]\d{4})\s*$/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms))
      return {
        ns: BigInt(ms) * NS_PER_MS,
        readAs: /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text) ? 'RFC 7231 (HTTP date)' : 'RFC 2822 (e-mail date)',
      };
  }
  throw new Error(
    `Cannot read "${text}" as a date: try ISO 8601 (2024-05-01T10:00:00Z), an e-mail or HTTP date, Unix time, an ObjectId or "now"`,
  );
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
const year = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(y, 6)}`);
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function offsetText(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${colon ? ':' : ''}${pad(Math.abs(minutes) % 60)}`;
}

function relative(ms: number, now: number): string {
  const seconds = Math.round((ms - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
}

/** Every format at once, as "Label: value" lines. */
export function formatAll(instant: Instant, { zone = 'UTC', now = Date.now() }: { zone?: string; now?: number } = {}): string {
  const ns = instant.ns;
  const ms = Number(ns / NS_PER_MS) - (ns < 0n && ns % NS_PER_MS !== 0n ? 1 : 0);
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15)
    throw new Error('That is outside the range dates can have (±273,790 years around 1970)');
  const utc = new Date(ms);
  const subMs = ((ns % NS_PER_MS) + NS_PER_MS) % NS_PER_MS;
  const fraction =
    subMs === 0n
      ? pad(utc.getUTCMilliseconds(), 3)
      : `${pad(utc.getUTCMilliseconds(), 3)}${subMs.toString().padStart(6, '0')}`.replace(/0+$/, '');
  const w = wallTime(ms, zone);
  const offset = zoneOffsetMinutes(ms, zone);
  const isoUtc = `${year(utc.getUTCFullYear())}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}T${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())}.${fraction}Z`;
  const isoZone = `${year(w.y)}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}.${fraction}${offset === 0 ? 'Z' : offsetText(offset, true)}`;
  const weekday = new Date(Date.UTC(w.y, w.mo - 1, w.d)).getUTCDay();
  const rfc2822 = `${DAYS[weekday]}, ${pad(w.d)} ${MONTHS[w.mo - 1]} ${year(w.y)} ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)} ${offsetText(offset, false)}`;
  const rfc7231 = `${DAYS[utc.getUTCDay()]}, ${pad(utc.getUTCDate())} ${MONTHS[utc.getUTCMonth()]} ${year(utc.getUTCFullYear())} ${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())} GMT`;
  const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
  const seconds = floorDiv(ns, 1_000_000_000n);
  const localCalendar = new Date(w.y, w.mo - 1, w.d);
  const excel = (Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, w.ms) - EXCEL_EPOCH_MS) / MS_PER_DAY;
  const objectId =
    seconds >= 0n && seconds <= 0xffffffffn
      ? `${seconds.toString(16).padStart(8, '0')}0000000000000000`
      : 'out of range (1970–2106)';
  return [
    `Read as: ${instant.readAs}`,
    `ISO 8601 (UTC): ${isoUtc}`,
    ...(zone === 'UTC' ? [] : [`ISO 8601 (${zone}): ${isoZone}`]),
    `RFC 2822 (e-mail): ${rfc2822}`,
    `RFC 7231 (HTTP): ${rfc7231}`,
    `Unix seconds: ${seconds}`,
    `Unix milliseconds: ${floorDiv(ns, NS_PER_MS)}`,
    `Unix microseconds: ${floorDiv(ns, 1_000n)}`,
    `Unix nanoseconds: ${ns}`,
    `MongoDB ObjectId: ${objectId}`,
    `Excel serial (${zone}): ${Number(excel.toFixed(8))}`,
    `Relative: ${relative(ms, now)}`,
    `Day: ${w.weekday}, day ${getDayOfYear(localCalendar)} of the year, ISO week ${getISOWeekYear(localCalendar)}-W${pad(getISOWeek(localCalendar))}`,
    `Time zone: ${zone} (UTC${offsetText(offset, true)})`,
  ].join('\n');
}
