// The three everyday percentage questions (it-tools' percentage calculator): X% of Y, X is what
// percent of Y, and the change from X to Y. Results are rounded to 12 significant digits, which
// hides binary floating-point noise (15% of 33 is 4.95, not 4.949999999999999).

const SIGNIFICANT = 12;

export function tidy(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Number(value.toPrecision(SIGNIFICANT));
}

function finite(value: number, name: string): number {
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return value;
}

/** What is `percent`% of `value`? */
export function percentOf(percent: number, value: number): number {
  return tidy((finite(percent, 'The percentage') * finite(value, 'The value')) / 100);
}

/** `part` is what percent of `whole`? */
export function percentageOf(part: number, whole: number): number {
  finite(part, 'The part');
  if (finite(whole, 'The whole') === 0) throw new Error('The whole cannot be 0: no number is a percentage of nothing');
  return tidy((part / whole) * 100);
}

/** The change from `from` to `to`, in percent of `from` (negative: a decrease). */
export function percentChange(from: number, to: number): number {
  finite(to, 'The new value');
  if (finite(from, 'The original value') === 0)
    throw new Error('The original value cannot be 0: a change from 0 has no percentage');
  return tidy(((to - from) / Math.abs(from)) * 100);
}

/** Reads a number as people type it: "1,234.5", " 12 ", "-3e2". Empty or anything else: NaN. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(t)) return NaN;
  return Number(t);
}

export function formatNumber(value: number): string {
  return tidy(value).toLocaleString('en-US', { maximumFractionDigits: 10 });
}
