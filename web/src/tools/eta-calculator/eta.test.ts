// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { estimate, formatRate, formatSeconds } from './eta';

// The outside oracle: Python's datetime and fractions work out the same finish times exactly.
const cases = [
  { total: 1000, done: 250, elapsedSeconds: 600, started: '2024-01-01T10:00:00+00:00' },
  { total: 4.7e9, done: 1.2e9, elapsedSeconds: 95, started: '2024-02-28T23:59:30+00:00' },
  { total: 365, done: 1, elapsedSeconds: 86400, started: '2023-12-31T00:00:00+00:00' },
  { total: 7, done: 3, elapsedSeconds: 1.5, started: '2024-06-30T12:00:00+00:00' },
];
const python = `
import json, sys
from datetime import datetime, timedelta
from fractions import Fraction as F
out = []
for c in json.load(sys.stdin):
    rate = F(str(c['done'])) / F(str(c['elapsedSeconds']))
    total = F(str(c['total'])) / rate
    finish = datetime.fromisoformat(c['started']) + timedelta(seconds=float(total))
    out.append({'totalSeconds': float(total), 'remainingSeconds': float(total - F(str(c['elapsedSeconds']))), 'finish': finish.timestamp() * 1000})
print(json.dumps(out))
`;

describe('estimate against Python datetime', () => {
  it('gives the same total time, time left and finish time', () => {
    const expected = JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', python], { input: JSON.stringify(cases) }).toString(),
    ) as {
      totalSeconds: number;
      remainingSeconds: number;
      finish: number;
    }[];
    cases.forEach((c, i) => {
      const eta = estimate({ ...c, startedAt: Date.parse(c.started) });
      expect(eta.totalSeconds).toBeCloseTo(expected[i]!.totalSeconds, 6);
      expect(eta.remainingSeconds).toBeCloseTo(expected[i]!.remainingSeconds, 6);
      expect(Math.abs(eta.finishAt - expected[i]!.finish)).toBeLessThan(1);
    });
  });
});

describe('estimate', () => {
  it('refuses what cannot be estimated, with the reason', () => {
    const base = { total: 10, done: 5, elapsedSeconds: 10, startedAt: 0 };
    expect(() => estimate({ ...base, done: 0 })).toThrow('Nothing is done yet');
    expect(() => estimate({ ...base, done: 11 })).toThrow('cannot be more than the total');
    expect(() => estimate({ ...base, elapsedSeconds: 0 })).toThrow('The time taken must be above 0');
    expect(() => estimate({ ...base, total: 0 })).toThrow('The total must be a number above 0');
    expect(() => estimate({ ...base, startedAt: NaN })).toThrow('not a valid date');
  });

  it('formats durations and rates for reading', () => {
    expect(formatSeconds(5.123)).toBe('5.12 s');
    expect(formatSeconds(1800)).toBe('30 min');
    expect(formatSeconds(90061)).toBe('1 d 1 h 1 min 1 s');
    expect(formatRate(12.5)).toBe('12.5 per second');
    expect(formatRate(0.05)).toBe('3 per minute');
    expect(formatRate(1 / 3600)).toBe('1 per hour');
  });
});
