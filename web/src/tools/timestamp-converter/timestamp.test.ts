// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatHumanDate,
  formatIsoInZone,
  formatRelativeTime,
  isValidTimeZone,
  listTimeZones,
  parseIsoDate,
  parseUnixTimestamp,
  toUnixTimestamp,
  zoneOffsetMinutes,
} from './timestamp';

describe('parseUnixTimestamp', () => {
  it('reads values up to 1e10 as seconds and larger ones as milliseconds', () => {
    expect(parseUnixTimestamp({ value: '1700000000' })).toEqual({ date: new Date('2023-11-14T22:13:20.000Z'), unit: 'seconds' });
    expect(parseUnixTimestamp({ value: '1700000000123' })).toEqual({
      date: new Date('2023-11-14T22:13:20.123Z'),
      unit: 'milliseconds',
    });
    expect(parseUnixTimestamp({ value: '10000000000' })?.unit).toBe('seconds'); // exactly 1e10 is not above it
    expect(parseUnixTimestamp({ value: '10000000001' })?.unit).toBe('milliseconds');
  });

  it('accepts zero, negatives, decimals, exponents and digit separators', () => {
    expect(parseUnixTimestamp({ value: '0' })?.date.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseUnixTimestamp({ value: '-86400' })?.date.toISOString()).toBe('1969-12-31T00:00:00.000Z');
    expect(parseUnixTimestamp({ value: ' 1.5 ' })?.date.getTime()).toBe(1500);
    expect(parseUnixTimestamp({ value: '1e9' })?.date.toISOString()).toBe('2001-09-09T01:46:40.000Z');
    expect(parseUnixTimestamp({ value: '1_700_000_000' })?.unit).toBe('seconds');
  });

  it('gives null for blank input', () => {
    expect(parseUnixTimestamp({ value: '  ' })).toBeNull();
  });

  it.each(['abc', '12abc', '0x1F', 'Infinity', '1,5', '--1'])('rejects %s as not a number', (value) => {
    expect(() => parseUnixTimestamp({ value })).toThrow('Timestamp must be a number');
  });

  it('rejects numbers outside the Date range', () => {
    expect(() => parseUnixTimestamp({ value: '9e15' })).toThrow('Invalid timestamp');
    expect(() => parseUnixTimestamp({ value: '1e400' })).toThrow('Invalid timestamp');
  });
});

describe('toUnixTimestamp', () => {
  it('floors seconds, including before 1970', () => {
    expect(toUnixTimestamp({ date: new Date(1999) })).toBe(1);
    expect(toUnixTimestamp({ date: new Date(-1) })).toBe(-1);
    expect(toUnixTimestamp({ date: new Date(1999), unit: 'milliseconds' })).toBe(1999);
  });
});

describe('parseIsoDate', () => {
  it('reads instants with Z or an offset', () => {
    expect(parseIsoDate({ value: '2024-03-07T10:00:00Z' })?.toISOString()).toBe('2024-03-07T10:00:00.000Z');
    expect(parseIsoDate({ value: '2024-03-07T10:00:00.5+01:00' })?.toISOString()).toBe('2024-03-07T09:00:00.500Z');
    expect(parseIsoDate({ value: '2024-03-07T10:00-0530' })?.toISOString()).toBe('2024-03-07T15:30:00.000Z');
    expect(parseIsoDate({ value: '2024-03-07 10:00:00.123456z' })?.toISOString()).toBe('2024-03-07T10:00:00.123Z');
  });

  it('reads times without an offset as wall time in the chosen zone, across DST', () => {
    expect(parseIsoDate({ value: '2024-01-15T12:00', timeZone: 'Europe/Paris' })?.toISOString()).toBe('2024-01-15T11:00:00.000Z');
    expect(parseIsoDate({ value: '2024-07-15T12:00', timeZone: 'Europe/Paris' })?.toISOString()).toBe('2024-07-15T10:00:00.000Z');
    expect(parseIsoDate({ value: '2024-07-15', timeZone: 'America/New_York' })?.toISOString()).toBe('2024-07-15T04:00:00.000Z');
    expect(parseIsoDate({ value: '2024-07-15T12:00', timeZone: 'UTC' })?.toISOString()).toBe('2024-07-15T12:00:00.000Z');
    // 02:30 does not exist on 2024-03-31 in Paris (clocks jump 02:00 → 03:00).
    expect(parseIsoDate({ value: '2024-03-31T02:30', timeZone: 'Europe/Paris' })).not.toBeNull();
  });

  it('ignores what is not a valid ISO 8601 date (null, no throw)', () => {
    for (const value of [
      '',
      'yesterday',
      '2024-13-01',
      '2024-02-30',
      '2023-02-29',
      '2024-01-01T25:00',
      '07/03/2024',
      '2024-01-01T10:60',
    ]) {
      expect(parseIsoDate({ value })).toBeNull();
    }
    expect(parseIsoDate({ value: '2024-02-29', timeZone: 'UTC' })?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('zones and formatting', () => {
  const date = new Date('2024-03-07T10:00:00Z');

  it('knows zone offsets, including half-hour zones and DST', () => {
    expect(zoneOffsetMinutes({ date, timeZone: 'UTC' })).toBe(0);
    expect(zoneOffsetMinutes({ date, timeZone: 'Europe/Paris' })).toBe(60);
    expect(zoneOffsetMinutes({ date: new Date('2024-07-07T10:00:00Z'), timeZone: 'Europe/Paris' })).toBe(120);
    expect(zoneOffsetMinutes({ date, timeZone: 'Asia/Kolkata' })).toBe(330);
    expect(zoneOffsetMinutes({ date, timeZone: 'America/Los_Angeles' })).toBe(-480);
  });

  it('formats ISO 8601 with the zone offset', () => {
    expect(formatIsoInZone({ date, timeZone: 'UTC' })).toBe('2024-03-07T10:00:00.000Z');
    expect(formatIsoInZone({ date, timeZone: 'Asia/Kolkata' })).toBe('2024-03-07T15:30:00.000+05:30');
    expect(formatIsoInZone({ date, timeZone: 'America/Los_Angeles' })).toBe('2024-03-07T02:00:00.000-08:00');
  });

  it('formats a long human-readable date in the zone', () => {
    expect(formatHumanDate({ date, timeZone: 'Asia/Tokyo', locale: 'en-US' })).toMatch(
      /^Thursday, March 7, 2024 at 7:00:00\sPM GMT\+9$/,
    );
  });

  it('formats relative time', () => {
    const now = date.getTime();
    expect(formatRelativeTime({ date: new Date(now - 90_000), now, locale: 'en' })).toBe('1 minute ago');
    expect(formatRelativeTime({ date: new Date(now + 3 * 86_400_000), now, locale: 'en' })).toBe('in 3 days');
    expect(formatRelativeTime({ date: new Date(now + 400 * 86_400_000), now, locale: 'en' })).toBe('next year');
  });

  it('lists zones with UTC first, current names and no duplicates', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('tells valid zones from unknown ones', () => {
    expect(isValidTimeZone({ timeZone: 'Asia/Kolkata' })).toBe(true);
    expect(isValidTimeZone({ timeZone: 'local' })).toBe(true);
    expect(isValidTimeZone({ timeZone: 'Mars/Olympus_Mons' })).toBe(false);
  });
});
