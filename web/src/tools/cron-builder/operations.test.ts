// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { cronDescribe, cronNextRuns } from './operations';

// The outside oracle for run times: Python's croniter (Debian's python3-croniter), in UTC and in
// zones without daylight saving (croniter 1.3 mis-steps across a DST change: from 29 March 2024 in
// Paris it answers 08:00+02:00 for a 09:00 job; the DST cases are pinned in cron.test.ts instead).

const ORACLE = `
import json, sys
from croniter import croniter
from datetime import datetime
from zoneinfo import ZoneInfo
out = []
for expression, zone, start, count in json.load(sys.stdin):
    it = croniter(expression, datetime.fromisoformat(start).astimezone(ZoneInfo(zone)))
    out.append([it.get_next(datetime).isoformat(timespec='milliseconds') for _ in range(count)])
print(json.dumps(out))
`;

const expressions = [
  '0 9 * * 1-5',
  '*/15 * * * *',
  '30 2 1 * *',
  '0 0 L * *',
  '0 12 * * MON#2',
  '5 4 * * SUN',
  '0 0 13 * FRI',
  '0 */6 1-7 JAN,JUL *',
  '59 23 29 2 *',
];
const zones = ['UTC', 'Asia/Tokyo', 'Asia/Kolkata', 'America/Bogota'];
const start = '2024-01-30T10:17:00+00:00';

describe('cron next runs against Python croniter', () => {
  const cases = zones.flatMap((zone) => expressions.map((expression) => [expression, zone, start, 6] as const));
  const expected = JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', ORACLE], { input: JSON.stringify(cases), encoding: 'utf8' }),
  ) as string[][];

  it.each(cases.map((c, i) => [c[0], c[1], i] as const))('%s in %s', async (expression, zone, i) => {
    const output = (
      await runOperation(cronNextRuns, tag('text', expression), { options: { timeZone: zone, count: 6, from: start } })
    ).value as string;
    const want = expected[i]!.map((iso) => (zone === 'UTC' ? iso.replace('+00:00', 'Z') : iso));
    expect(output.split('\n')).toEqual(want);
  });

  it('bad expressions and zones fail with a message', async () => {
    await expect(runOperation(cronNextRuns, tag('text', '61 * * * *'))).rejects.toThrow(/Minute/);
    await expect(runOperation(cronNextRuns, tag('text', '0 0 30 2 *'))).rejects.toThrow('no month in this schedule has that day');
    await expect(runOperation(cronNextRuns, tag('text', '* * * * *'), { options: { timeZone: 'Mars/Base' } })).rejects.toThrow(
      /^Time zone: /,
    );
  });
});

describe('cron descriptions', () => {
  // cronstrue's published readings (its README and test suite).
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/5 * * * *', 'Every 5 minutes'],
    ['0 23 ? * MON-FRI', 'At 23:00, Monday through Friday'],
    ['0 0 1 1 *', 'At 00:00, on day 1 of the month, only in January'],
  ])('%s reads “%s”', async (expression, reading) => {
    expect((await runOperation(cronDescribe, tag('text', expression))).value).toBe(reading);
  });

  it('12-hour times on request', async () => {
    expect(
      (await runOperation(cronDescribe, tag('text', '30 14 * * *'), { options: { use24HourTimeFormat: false } })).value,
    ).toBe('At 02:30 PM');
  });
});
