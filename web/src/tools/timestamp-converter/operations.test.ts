// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { dateToTimestamp, timestampToDate } from './operations';

// The outside oracle: Python's datetime with zoneinfo (the system's tz database) and
// email.utils.formatdate for HTTP dates.

const PY = `
import json, sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo
from email.utils import formatdate
xs = json.load(sys.stdin)
`;
const python = (code: string, input: unknown) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', PY + code], { input: JSON.stringify(input), encoding: 'utf8' }));
const run = async (
  operation: typeof timestampToDate | typeof dateToTimestamp,
  input: string,
  options: Record<string, unknown> = {},
) => (await runOperation(operation, tag('text', input), { options })).value as string;

const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
// From 1970 on: before standard time, zones had offsets in seconds (Paris +00:09:21), which ISO 8601 output rounds to minutes.
const seconds = [0, 1, 86_399, 951_782_400, 1_700_000_000, 1_711_846_800, 2_147_483_647, 4_102_444_800, -1, -86_400];

describe('timestamp operations against Python datetime', () => {
  it('Unix seconds to ISO 8601 in each zone', async () => {
    const cases = zones.flatMap((zone) => seconds.map((s) => [s, zone]));
    const expected = python(
      "print(json.dumps([datetime.fromtimestamp(s, ZoneInfo(z)).isoformat(timespec='milliseconds') for s, z in xs]))",
      cases,
    ) as string[];
    for (const [i, [s, zone]] of cases.entries()) {
      const want = zone === 'UTC' ? expected[i]!.replace('+00:00', 'Z') : expected[i];
      expect(await run(timestampToDate, String(s), { timeZone: zone })).toBe(want);
    }
  });

  it('milliseconds are read as such above 1e10, and HTTP dates match formatdate', async () => {
    expect(await run(timestampToDate, '1700000000123')).toBe('2023-11-14T22:13:20.123Z');
    const expected = python(
      'print(json.dumps([formatdate(s, usegmt=True) for s in xs]))',
      seconds.filter((s) => s >= 0),
    ) as string[];
    for (const [i, s] of seconds.filter((s) => s >= 0).entries())
      expect(await run(timestampToDate, String(s), { format: 'http' })).toBe(expected[i]);
  });

  it('ISO 8601 dates to Unix time, with offsets and in zones', async () => {
    const dates = [
      '2024-03-07T11:00:00+01:00',
      '2023-11-14T22:13:20Z',
      '1999-12-31T23:59:59.999-08:00',
      '2024-07-01T12:00',
      '2024-01-15',
      '2024-10-27T02:30:00',
      '2024-03-31T02:30',
      '2024-11-03T01:30',
      '1969-07-20T20:17:40',
    ];
    const cases = zones.flatMap((zone) => dates.map((d) => [d, zone]));
    // Naive date-times are wall-clock time in the zone (fold=0: the first of two repeated hours).
    const expected = python(
      'out = []\nfor d, z in xs:\n  t = datetime.fromisoformat(d)\n  t = t if t.tzinfo else t.replace(tzinfo=ZoneInfo(z))\n  out.append(round(t.timestamp() * 1000))\nprint(json.dumps(out))',
      cases,
    ) as number[];
    for (const [i, [d, zone]] of cases.entries()) {
      expect(await run(dateToTimestamp, d!, { timeZone: zone, unit: 'milliseconds' })).toBe(String(expected[i]));
      expect(await run(dateToTimestamp, d!, { timeZone: zone })).toBe(String(Math.floor(expected[i]! / 1000)));
    }
  });

  it('bad input and unknown zones fail with a message', async () => {
    await expect(run(timestampToDate, 'yesterday')).rejects.toThrow('Timestamp must be a number');
    await expect(run(dateToTimestamp, '31/12/2024')).rejects.toThrow('Not an ISO 8601 date');
    await expect(run(timestampToDate, '0', { timeZone: 'Mars/Olympus' })).rejects.toThrow(/^Time zone: is not a time zone/);
  });
});
