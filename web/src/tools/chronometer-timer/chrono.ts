// The stopwatch's and the timer's arithmetic, as pure functions of clock readings. Nothing here
// counts ticks: every value is a difference of two `Date.now()` readings, so a background tab whose
// timers are throttled, or a page reloaded mid-run, still shows the exact elapsed time.

/** "MM:SS.cc", or "H:MM:SS.cc" from an hour on (hours go past 24); centiseconds truncated, as stopwatches do. */
export function formatElapsed(ms: number): string {
  const centis = Math.floor(Math.max(0, ms) / 10);
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor(centis / 6_000) % 60;
  const seconds = Math.floor(centis / 100) % 60;
  const rest = centis % 100;
  const tail = `${pad(minutes)}:${pad(seconds)}.${pad(rest)}`;
  return hours > 0 ? `${hours}:${tail}` : tail;
}

/** A countdown's "MM:SS" or "H:MM:SS", rounded up to the second: it reads 00:00 only when the time is up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

// --- Stopwatch ---

export type Stopwatch = {
  /** When the current run started (epoch ms), null when stopped. */
  startedAt: number | null;
  /** Time counted by earlier runs (before the last stop). */
  accumulated: number;
  /** The elapsed time at each lap, in order. */
  laps: number[];
};

export const idleStopwatch: Stopwatch = { startedAt: null, accumulated: 0, laps: [] };

export function elapsed(watch: Stopwatch, now: number): number {
  return watch.accumulated + (watch.startedAt === null ? 0 : Math.max(0, now - watch.startedAt));
}

export function startStopwatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.startedAt === null ? { ...watch, startedAt: now } : watch;
}

export function stopStopwatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.startedAt === null ? watch : { ...watch, startedAt: null, accumulated: elapsed(watch, now) };
}

export function lapStopwatch(watch: Stopwatch, now: number): Stopwatch {
  return watch.startedAt === null ? watch : { ...watch, laps: [...watch.laps, elapsed(watch, now)] };
}

export type LapRow = { lap: number; split: number; total: number; fastest: boolean; slowest: boolean };

/** The laps table: each lap's own time (split) and the total at it; fastest and slowest marked once there are two laps. */
export function lapRows(laps: readonly number[]): LapRow[] {
  const splits = laps.map((total, i) => total - (i === 0 ? 0 : laps[i - 1]!));
  const marked = splits.length >= 2 && new Set(splits).size > 1;
  const min = Math.min(...splits);
  const max = Math.max(...splits);
  return splits.map((split, i) => ({
    lap: i + 1,
    split,
    total: laps[i]!,
    fastest: marked && split === min,
    slowest: marked && split === max,
  }));
}

/** The laps as tab-separated text (a spreadsheet pastes it as a table). */
export function lapsAsText(laps: readonly number[]): string {
  const rows = lapRows(laps).map((row) =>
    [row.lap, formatElapsed(row.split), formatElapsed(row.total), row.fastest ? 'fastest' : row.slowest ? 'slowest' : '']
      .join('\t')
      .trimEnd(),
  );
  return ['Lap\tLap time\tTotal', ...rows].join('\n');
}

// --- Countdown timer ---

export type Countdown =
  | { state: 'idle'; duration: number }
  | { state: 'running'; duration: number; endsAt: number }
  | { state: 'paused'; duration: number; remaining: number }
  | { state: 'done'; duration: number; endedAt: number };

export function remaining(timer: Countdown, now: number): number {
  switch (timer.state) {
    case 'idle':
      return timer.duration;
    case 'running':
      return Math.max(0, timer.endsAt - now);
    case 'paused':
      return timer.remaining;
    case 'done':
      return 0;
  }
}

export function startCountdown(timer: Countdown, now: number): Countdown {
  if (timer.state === 'running') return timer;
  const left = timer.state === 'paused' ? timer.remaining : timer.duration;
  if (left <= 0) return timer;
  return { state: 'running', duration: timer.duration, endsAt: now + left };
}

export function pauseCountdown(timer: Countdown, now: number): Countdown {
  return timer.state === 'running' ? { state: 'paused', duration: timer.duration, remaining: remaining(timer, now) } : timer;
}

/** A running timer whose end has passed is done (also when the page was closed at that moment). */
export function settleCountdown(timer: Countdown, now: number): Countdown {
  return timer.state === 'running' && now >= timer.endsAt
    ? { state: 'done', duration: timer.duration, endedAt: timer.endsAt }
    : timer;
}

export const MAX_DURATION_MS = 100 * 3600_000;

/** Hours, minutes and seconds as typed → milliseconds, or the reason they are not a duration. */
export function parseDuration(hours: string, minutes: string, seconds: string): { ms: number } | { error: string } {
  const parts = [hours, minutes, seconds].map((p) => p.trim());
  if (parts.some((p) => p !== '' && !/^\d+$/.test(p))) return { error: 'Enter whole numbers of hours, minutes and seconds.' };
  const [h, m, s] = parts.map((p) => (p === '' ? 0 : Number(p))) as [number, number, number];
  const ms = ((h * 60 + m) * 60 + s) * 1000;
  if (ms === 0) return { error: 'Set a time above zero.' };
  if (ms > MAX_DURATION_MS) return { error: 'The timer goes up to 100 hours.' };
  return { ms };
}

/** A duration's hours, minutes and seconds, for the fields (a preset or a restored timer fills them). */
export function splitDuration(ms: number): { hours: string; minutes: string; seconds: string } {
  const total = Math.round(ms / 1000);
  return { hours: String(Math.floor(total / 3600)), minutes: String(Math.floor(total / 60) % 60), seconds: String(total % 60) };
}
