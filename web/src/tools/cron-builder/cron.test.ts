import { describe, expect, it } from 'vitest';
import {
  checkCronField,
  cronFieldErrors,
  cronPresets,
  describeCron,
  formatRelative,
  formatRunTime,
  joinCronFields,
  listTimeZones,
  nextCronRuns,
  splitCronExpression,
} from './cron';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('splitCronExpression / joinCronFields', () => {
  it('splits five fields and joins them back', () => {
    const fields = splitCronExpression('  */15   9-17 * JAN-MAR 1-5 ');
    expect(fields).toEqual({ minute: '*/15', hour: '9-17', dayOfMonth: '*', month: 'JAN-MAR', dayOfWeek: '1-5' });
    expect(joinCronFields(fields)).toBe('*/15 9-17 * JAN-MAR 1-5');
  });

  it('expands @shortcuts', () => {
    expect(joinCronFields(splitCronExpression('@daily'))).toBe('0 0 * * *');
    expect(joinCronFields(splitCronExpression('@WEEKLY'))).toBe('0 0 * * 0');
    expect(() => splitCronExpression('@sometimes')).toThrow('Unknown shortcut "@sometimes"');
    expect(() => splitCronExpression('@reboot')).toThrow(/start-up/);
  });

  it('names the wrong field count', () => {
    expect(() => splitCronExpression('* * * *')).toThrow(
      'A cron expression has 5 fields (minute hour day-of-month month day-of-week); this one has 4',
    );
    expect(() => splitCronExpression('0 * * * * *')).toThrow('this one has 6 (a seconds field is not supported)');
    expect(() => splitCronExpression('   ')).toThrow('Enter a cron expression');
  });
});

describe('checkCronField', () => {
  it.each([
    ['minute', '*'],
    ['minute', '*/15'],
    ['minute', '0,15,30,45'],
    ['minute', '10-50/10'],
    ['minute', '5/10'],
    ['hour', '0-23'],
    ['dayOfMonth', 'L'],
    ['dayOfMonth', '1,15,L'],
    ['dayOfMonth', '?'],
    ['month', 'jan-mar'],
    ['month', 'JUL,DEC'],
    ['dayOfWeek', '7'],
    ['dayOfWeek', 'MON-FRI'],
    ['dayOfWeek', '5L'],
    ['dayOfWeek', '1#2'],
  ] as const)('accepts %s "%s"', (key, value) => {
    expect(() => checkCronField(key, value)).not.toThrow();
  });

  it.each([
    ['hour', '25', 'Hour: 25 is out of range 0-23'],
    ['minute', '60', 'Minute: 60 is out of range 0-59'],
    ['dayOfMonth', '0', 'Day of month: 0 is out of range 1-31'],
    ['month', '13', 'Month: 13 is out of range 1-12'],
    ['dayOfWeek', '8', 'Day of week: 8 is out of range 0-7'],
    ['minute', '1,2,70', 'Minute: 70 is out of range 0-59'],
    ['minute', '', 'Minute: empty (use * for every minute)'],
    ['minute', 'abc', 'Minute: "abc" is not a number'],
    ['month', 'FOO', 'Month: "FOO" is not a number or name'],
    ['minute', '5-2', 'Minute: range 5-2 must go from low to high'],
    ['minute', '*/0', 'Minute: step 0 is out of range 1-60'],
    ['hour', '*/x', 'Hour: step "x" in "*/x" is not a number'],
    ['minute', '1,,2', 'Minute: "1,,2" has an empty item in its list'],
    ['hour', 'L', 'Hour: "L" (last) is only allowed in day of month and day of week'],
    ['dayOfWeek', 'L', 'Day of week: use 5L for "last Friday of the month"'],
    ['dayOfWeek', '1#6', 'Day of week: in "1#6" the occurrence after # must be 1-5'],
    ['hour', '?', 'Hour: "?" is only allowed in day of month and day of week'],
    ['minute', '1-2-3', 'Minute: "1-2-3" is not a valid range'],
  ] as const)('refuses %s "%s"', (key, value, message) => {
    expect(() => checkCronField(key, value)).toThrow(message);
  });

  it('reports one error per bad field', () => {
    expect(cronFieldErrors(splitCronExpression('61 25 * * 1'))).toEqual({
      minute: 'Minute: 61 is out of range 0-59',
      hour: 'Hour: 25 is out of range 0-23',
    });
    expect(cronFieldErrors(splitCronExpression('0 9 * * 1-5'))).toEqual({});
  });
});

describe('describeCron', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['0 9 * * 1-5', 'At 09:00, Monday through Friday'],
    ['0 0 1 * *', 'At 00:00, on day 1 of the month'],
    ['0 9 * * 7', 'At 09:00, only on Sunday'],
    ['@daily', 'At 00:00'],
  ])('describes %s', (expression, text) => {
    expect(describeCron({ expression })).toBe(text);
  });

  it('can use a 12-hour clock', () => {
    expect(describeCron({ expression: '30 14 * * *', use24HourTimeFormat: false })).toBe('At 02:30 PM');
  });

  it('throws the field error for a bad field', () => {
    expect(() => describeCron({ expression: '0 25 * * *' })).toThrow('Hour: 25 is out of range 0-23');
  });

  it('has 8 presets that are all valid', () => {
    expect(cronPresets).toHaveLength(8);
    for (const preset of cronPresets) expect(() => describeCron({ expression: preset.expression })).not.toThrow();
  });
});

describe('nextCronRuns', () => {
  const currentDate = '2024-01-01T00:00:00Z'; // a Monday

  it('computes real runs in UTC', () => {
    expect(iso(nextCronRuns({ expression: '0 9 * * 1-5', tz: 'UTC', currentDate, count: 6 }))).toEqual([
      '2024-01-01T09:00:00.000Z',
      '2024-01-02T09:00:00.000Z',
      '2024-01-03T09:00:00.000Z',
      '2024-01-04T09:00:00.000Z',
      '2024-01-05T09:00:00.000Z',
      '2024-01-08T09:00:00.000Z',
    ]);
    expect(iso(nextCronRuns({ expression: '*/15 * * * *', tz: 'UTC', currentDate, count: 3 }))).toEqual([
      '2024-01-01T00:15:00.000Z',
      '2024-01-01T00:30:00.000Z',
      '2024-01-01T00:45:00.000Z',
    ]);
  });

  it('interprets the schedule in the chosen time zone, across DST', () => {
    // 09:00 in New York is 14:00 UTC in winter (EST) and 13:00 UTC in summer (EDT).
    expect(iso(nextCronRuns({ expression: '0 9 * * *', tz: 'America/New_York', currentDate, count: 1 }))).toEqual([
      '2024-01-01T14:00:00.000Z',
    ]);
    expect(
      iso(nextCronRuns({ expression: '0 9 * * *', tz: 'America/New_York', currentDate: '2024-07-01T00:00:00Z', count: 1 })),
    ).toEqual(['2024-07-01T13:00:00.000Z']);
    expect(iso(nextCronRuns({ expression: '0 0 1 * *', tz: 'Asia/Tokyo', currentDate, count: 2 }))).toEqual([
      '2024-01-31T15:00:00.000Z',
      '2024-02-29T15:00:00.000Z',
    ]);
  });

  it('handles last day of month and nth weekday', () => {
    expect(iso(nextCronRuns({ expression: '0 0 L * *', tz: 'UTC', currentDate, count: 2 }))).toEqual([
      '2024-01-31T00:00:00.000Z',
      '2024-02-29T00:00:00.000Z',
    ]);
    expect(iso(nextCronRuns({ expression: '0 12 * * 1#1', tz: 'UTC', currentDate, count: 2 }))).toEqual([
      '2024-01-01T12:00:00.000Z',
      '2024-02-05T12:00:00.000Z',
    ]);
  });

  it('is not faked as hourly', () => {
    const runs = nextCronRuns({ expression: '0 0 1 1 *', tz: 'UTC', currentDate, count: 2 });
    expect(iso(runs)).toEqual(['2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
  });

  it('refuses impossible dates and bad fields with a named message', () => {
    expect(() => nextCronRuns({ expression: '0 0 30 2 *', currentDate })).toThrow(
      /Day of month: no month in this schedule has that day/,
    );
    expect(() => nextCronRuns({ expression: '0 25 * * *', currentDate })).toThrow('Hour: 25 is out of range 0-23');
  });
});

describe('formatting', () => {
  it('formats a run in its time zone', () => {
    const date = new Date('2024-01-01T14:00:00Z');
    expect(formatRunTime({ date, tz: 'America/New_York', locale: 'en-US' })).toBe('Mon, Jan 1, 2024, 09:00 EST');
    expect(formatRunTime({ date, tz: 'UTC', locale: 'en-GB' })).toBe('Mon, 1 Jan 2024, 14:00 UTC');
  });

  it('says how far away a run is', () => {
    const now = new Date('2024-01-01T00:00:00Z');
    const at = (ms: number) => formatRelative({ date: new Date(now.getTime() + ms), now });
    expect(at(20_000)).toBe('in less than a minute');
    expect(at(5 * 60_000)).toBe('in 5 min');
    expect(at(3 * 3_600_000)).toBe('in 3 h');
    expect(at(3 * 3_600_000 + 20 * 60_000)).toBe('in 3 h 20 min');
    expect(at(24 * 3_600_000)).toBe('in 1 day');
    expect(at(10 * 24 * 3_600_000)).toBe('in 10 days');
  });

  it('lists time zones with UTC first', () => {
    const zones = listTimeZones('Europe/Berlin');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
