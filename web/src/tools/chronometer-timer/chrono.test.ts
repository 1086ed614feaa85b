// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  elapsed,
  formatElapsed,
  formatRemaining,
  idleStopwatch,
  lapRows,
  lapStopwatch,
  lapsAsText,
  parseDuration,
  pauseCountdown,
  remaining,
  settleCountdown,
  splitDuration,
  startCountdown,
  startStopwatch,
  stopStopwatch,
  type Countdown,
} from './chrono';

// The oracle: Python's datetime.timedelta, whose str() writes "D days, H:MM:SS.ffffff".
function python(script: string, input: unknown): string[] {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(input) }).toString()) as string[];
}

/** timedelta's str() as a stopwatch shows it: hours counted past days, centiseconds. */
function fromTimedelta(text: string, { centis }: { centis: boolean }): string {
  const m = /^(?:(\d+) days?, )?(\d+):(\d\d):(\d\d)(?:\.(\d{6}))?$/.exec(text)!;
  const hours = Number(m[1] ?? 0) * 24 + Number(m[2]);
  const tail = `${m[3]}:${m[4]}${centis ? `.${(m[5] ?? '000000').slice(0, 2)}` : ''}`;
  return hours > 0 ? `${hours}:${tail}` : tail;
}

// Edges (0, a centisecond, a minute, an hour, a day) and a spread of values up to ~3 days.
const samples = [0, 9, 10, 999, 1000, 59_999, 60_000, 61_230, 3_599_990, 3_600_000, 86_399_999, 86_400_000, 90_061_010];
for (let i = 1; i <= 200; i++) samples.push(Math.floor(((i * 7919) % 997) * 260_000.37 + i * 13));

describe('time formatting against Python timedelta', () => {
  it('formats elapsed times as timedelta does, to the centisecond (truncated)', () => {
    const expected = python(
      'import json, sys, datetime; print(json.dumps([str(datetime.timedelta(milliseconds=ms)) for ms in json.load(sys.stdin)]))',
      samples,
    );
    expect(samples.map(formatElapsed)).toEqual(expected.map((t) => fromTimedelta(t, { centis: true })));
    expect(formatElapsed(61_239)).toBe('01:01.23');
    expect(formatElapsed(3_723_450)).toBe('1:02:03.45');
    expect(formatElapsed(-5)).toBe('00:00.00');
  });

  it('formats a countdown rounded up to the second, as timedelta of the ceiling', () => {
    const expected = python(
      'import json, sys, math, datetime; print(json.dumps([str(datetime.timedelta(seconds=math.ceil(ms / 1000))) for ms in json.load(sys.stdin)]))',
      samples,
    );
    expect(samples.map(formatRemaining)).toEqual(expected.map((t) => fromTimedelta(t, { centis: false })));
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(1)).toBe('00:01');
    expect(formatRemaining(299_500)).toBe('05:00');
  });
});

describe('stopwatch', () => {
  it('counts the differences of clock readings across stops and starts', () => {
    let watch = startStopwatch(idleStopwatch, 1_000);
    expect(elapsed(watch, 4_500)).toBe(3_500);
    watch = stopStopwatch(watch, 5_000);
    expect(elapsed(watch, 99_999)).toBe(4_000); // stopped: time does not move
    watch = startStopwatch(watch, 10_000);
    watch = lapStopwatch(watch, 11_000);
    expect(watch.laps).toEqual([5_000]);
    expect(elapsed(watch, 12_340)).toBe(6_340);
    // Starting twice keeps the first start; a lap while stopped is no lap.
    expect(startStopwatch(watch, 12_000)).toBe(watch);
    expect(lapStopwatch(stopStopwatch(watch, 12_000), 13_000).laps).toEqual([5_000]);
  });

  it('gives splits and totals, and marks the fastest and slowest laps', () => {
    expect(lapRows([61_230, 120_000, 185_500])).toEqual([
      { lap: 1, split: 61_230, total: 61_230, fastest: false, slowest: false },
      { lap: 2, split: 58_770, total: 120_000, fastest: true, slowest: false },
      { lap: 3, split: 65_500, total: 185_500, fastest: false, slowest: true },
    ]);
    // One lap, or equal laps: nothing to compare.
    expect(lapRows([5_000])[0]).toMatchObject({ fastest: false, slowest: false });
    expect(lapRows([5_000, 10_000]).every((r) => !r.fastest && !r.slowest)).toBe(true);
    expect(lapRows([])).toEqual([]);
  });

  it('writes the laps as a tab-separated table', () => {
    expect(lapsAsText([61_230, 120_000, 185_500])).toBe(
      'Lap\tLap time\tTotal\n1\t01:01.23\t01:01.23\n2\t00:58.77\t02:00.00\tfastest\n3\t01:05.50\t03:05.50\tslowest',
    );
  });
});

describe('countdown', () => {
  it('ends at start + duration, pauses and resumes with what was left', () => {
    let timer: Countdown = { state: 'idle', duration: 300_000 };
    timer = startCountdown(timer, 1_000);
    expect(remaining(timer, 61_000)).toBe(240_000);
    timer = pauseCountdown(timer, 61_000);
    expect(timer).toEqual({ state: 'paused', duration: 300_000, remaining: 240_000 });
    expect(remaining(timer, 500_000)).toBe(240_000);
    timer = startCountdown(timer, 500_000);
    expect(settleCountdown(timer, 739_999).state).toBe('running');
    expect(settleCountdown(timer, 740_000)).toEqual({ state: 'done', duration: 300_000, endedAt: 740_000 });
    // A page reopened long after the end: done, at the time it ended.
    expect(settleCountdown(timer, 9_000_000)).toEqual({ state: 'done', duration: 300_000, endedAt: 740_000 });
  });

  it('reads hours, minutes and seconds, and says what is wrong', () => {
    expect(parseDuration('1', '2', '3')).toEqual({ ms: 3_723_000 });
    expect(parseDuration('', '90', '')).toEqual({ ms: 5_400_000 });
    expect(parseDuration('0', '0', '0')).toEqual({ error: 'Set a time above zero.' });
    expect(parseDuration('1.5', '', '')).toEqual({ error: 'Enter whole numbers of hours, minutes and seconds.' });
    expect(parseDuration('-1', '', '')).toHaveProperty('error');
    expect(parseDuration('101', '', '')).toEqual({ error: 'The timer goes up to 100 hours.' });
    expect(splitDuration(5_400_000)).toEqual({ hours: '1', minutes: '30', seconds: '0' });
  });
});
