// Whole numbers of any size (BigInt) between positional bases 2–36 (digits 0-9 then a-z, either
// case) and base 64 (digits A–Z a–z 0–9 + /, as in RFC 4648's alphabet, value 0 = "A").

const DIGITS36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const DIGITS64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PREFIXES: Record<string, number> = { '0x': 16, '0o': 8, '0b': 2 };

function digitValue(ch: string, base: number): number {
  if (base === 64) return DIGITS64.indexOf(ch);
  return DIGITS36.indexOf(ch.toLowerCase());
}

export type ParsedNumber = { value: bigint; base: number };

/**
 * Reads a whole number written in `base`; a 0x, 0o or 0b prefix (bases 2–36) sets the base itself.
 * Underscores, spaces and commas between digits are ignored (1_000_000, 0xFF FF).
 */
export function parseInBase(text: string, base: number): ParsedNumber {
  let t = text.trim();
  let negative = false;
  if (t.startsWith('-') || t.startsWith('+')) {
    negative = t[0] === '-';
    t = t.slice(1);
  }
  const prefix = t.slice(0, 2).toLowerCase();
  if (base !== 64 && PREFIXES[prefix] && t.length > 2) {
    base = PREFIXES[prefix];
    t = t.slice(2);
  }
  if (base !== 64) t = t.replace(/[_\s,]/g, '');
  if (t === '') throw new Error('Type a number');
  if (base !== 64 && /[.]/.test(t)) throw new Error('Whole numbers only (no fractions)');
  let value = 0n;
  const b = BigInt(base);
  if (base === 16 || base === 8 || base === 2) {
    // The engine parses these prefixes natively and fast, after the digits are checked.
    const valid = { 16: /^[0-9a-f]+$/i, 8: /^[0-7]+$/, 2: /^[01]+$/ }[base]!;
    if (!valid.test(t)) return throwBadDigit(t, base);
    value = BigInt(`0${{ 16: 'x', 8: 'o', 2: 'b' }[base]}${t}`);
  } else if (base === 10) {
    if (!/^\d+$/.test(t)) return throwBadDigit(t, base);
    value = BigInt(t);
  } else {
    for (const ch of t) {
      const d = digitValue(ch, base);
      if (d < 0 || d >= base) return throwBadDigit(t, base);
      value = value * b + BigInt(d);
    }
  }
  return { value: negative ? -value : value, base };
}

function throwBadDigit(t: string, base: number): never {
  const bad = [...t].find((ch) => {
    const d = digitValue(ch, base);
    return d < 0 || d >= base;
  });
  throw new Error(`"${bad ?? t}" is not a digit in base ${base}`);
}

/** Writes a BigInt in `base` (lower-case letters for 11–36). */
export function formatInBase(value: bigint, base: number): string {
  if (base < 2 || base > 64 || (base > 36 && base !== 64)) throw new Error('Bases go from 2 to 36, and 64');
  const negative = value < 0n;
  let v = negative ? -value : value;
  if (base !== 64) return (negative ? '-' : '') + v.toString(base);
  if (v === 0n) return 'A';
  let out = '';
  while (v > 0n) {
    out = DIGITS64[Number(v % 64n)] + out;
    v /= 64n;
  }
  return (negative ? '-' : '') + out;
}

/** Digits in groups from the right (1111 0000), for reading long binary and hex. */
export function groupDigits(digits: string, size: number, separator = ' '): string {
  const negative = digits.startsWith('-');
  const body = negative ? digits.slice(1) : digits;
  const groups: string[] = [];
  for (let end = body.length; end > 0; end -= size) groups.unshift(body.slice(Math.max(0, end - size), end));
  return (negative ? '-' : '') + groups.join(separator);
}
