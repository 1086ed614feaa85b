// When will it finish? From how much of a job is done after how long (a download, a migration, a
// batch), at the same pace: the rate, the time left, the total time and the finish time.

export type EtaInput = {
  /** Items (bytes, rows, files…) in the whole job. */
  total: number;
  /** Items done so far. */
  done: number;
  /** Seconds it took to do them. */
  elapsedSeconds: number;
  /** When the job started (ms since the epoch). */
  startedAt: number;
};

export type Eta = {
  /** Items per second. */
  ratePerSecond: number;
  remaining: number;
  remainingSeconds: number;
  totalSeconds: number;
  /** ms since the epoch. */
  finishAt: number;
  /** 0–100. */
  percentDone: number;
};

export function estimate({ total, done, elapsedSeconds, startedAt }: EtaInput): Eta {
  if (!Number.isFinite(total) || total <= 0) throw new Error('The total must be a number above 0');
  if (!Number.isFinite(done) || done < 0) throw new Error('The amount done must be 0 or more');
  if (done > total) throw new Error('The amount done cannot be more than the total');
  if (!Number.isFinite(elapsedSeconds) || elapsedSeconds <= 0) throw new Error('The time taken must be above 0');
  if (!Number.isFinite(startedAt)) throw new Error('The start time is not a valid date');
  if (done === 0) throw new Error('Nothing is done yet: at least some progress is needed to estimate the rest');
  const ratePerSecond = done / elapsedSeconds;
  const totalSeconds = total / ratePerSecond;
  const remainingSeconds = totalSeconds - elapsedSeconds;
  return {
    ratePerSecond,
    remaining: total - done,
    remainingSeconds,
    totalSeconds,
    finishAt: startedAt + totalSeconds * 1000,
    percentDone: (done / total) * 100,
  };
}

export const timeUnits = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;
export type TimeUnit = keyof typeof timeUnits;

/** "2 d 3 h 4 min 5 s"; fractions of a second only under a minute. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Number(seconds.toFixed(seconds < 10 ? 2 : 1))} s`;
  let rest = Math.round(seconds);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86400],
    ['h', 3600],
    ['min', 60],
  ] as const) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount) parts.push(`${amount} ${unit}`);
  }
  if (rest) parts.push(`${rest} s`);
  return parts.join(' ');
}

/** The rate in the unit that reads best: "12.5 per second", "3 per minute", "0.4 per hour". */
export function formatRate(perSecond: number): string {
  const [value, unit] =
    perSecond >= 1 ? [perSecond, 'second'] : perSecond * 60 >= 1 ? [perSecond * 60, 'minute'] : [perSecond * 3600, 'hour'];
  return `${Number(value.toPrecision(4)).toLocaleString('en-US')} per ${unit}`;
}
