// The rows a bench returns. One row is one measured number with its goal and verdict, so the
// runner can print every bench the same way and later issues only add rows.
//
// status: 'pass' | 'fail' (against a goal), 'info' (no goal), 'skipped' (could not measure here),
// 'error' (the bench itself broke). `note` is shown in the table; `details` only goes to JSON.

/** A number with an upper bound (sizes, latencies). */
export function atMost({ what, value, unit, max, note, details }) {
  return { what, value, unit, goal: `≤ ${formatNumber(max)}`, status: value <= max ? 'pass' : 'fail', note, details };
}

/** A number with a lower bound (scores, throughput). */
export function atLeast({ what, value, unit, min, note, details }) {
  return { what, value, unit, goal: `≥ ${formatNumber(min)}`, status: value >= min ? 'pass' : 'fail', note, details };
}

/** A yes/no check; `value` says what was found. */
export function check({ what, ok, value, goal, note, details }) {
  return { what, value, unit: '', goal, status: ok ? 'pass' : 'fail', note, details };
}

/** A number reported for context, with no goal. */
export function info({ what, value, unit, note, details }) {
  return { what, value, unit, goal: '', status: 'info', note, details };
}

/** A row that could not be measured on this machine, e.g. no browser. */
export function skipped({ what, unit = '', goal = '', reason }) {
  return { what, value: null, unit, goal, status: 'skipped', note: reason };
}

/** A bench that threw or overran its time: one row that says so. */
export function errored({ what, error }) {
  const message = error instanceof Error ? error.message : String(error);
  return { what, value: null, unit: '', goal: '', status: 'error', note: message.split('\n')[0] };
}

export function formatNumber(value) {
  if (typeof value !== 'number') return value ?? '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 });
}

/** Bytes as kB (1 kB = 1000 bytes, as Vite reports sizes). */
export const kB = (bytes) => Math.round(bytes / 100) / 10;
