import { formatMac, type MacCase, type MacFormat } from '../../engines/mac/mac';

// Random MAC addresses with the IEEE 802 flag bits of the first octet set as asked: bit 0 (I/G)
// clear for unicast, set for multicast; bit 1 (U/L) set for locally administered addresses, which
// are the ones software may invent (a universal address belongs to the maker that owns its prefix).

export type Administration = 'local' | 'universal';
export type Cast = 'unicast' | 'multicast';

export const MAX_COUNT = 10_000;

/** The prefix's hex digits (separators ignored), at most 11 of the 12. */
export function parsePrefix(text: string): string {
  const hex = text.replace(/[\s:.-]/g, '');
  if (!/^[0-9a-f]*$/i.test(hex))
    throw new Error(`"${text.trim()}" is not a MAC prefix (hex digits such as 02:00:5E or 00-1A-2B)`);
  if (hex.length > 11) throw new Error('The prefix must leave at least one hex digit to choose at random');
  return hex.toLowerCase();
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return bytes;
}

export type GenerateOptions = {
  count: number;
  prefix?: string;
  administration?: Administration;
  cast?: Cast;
  format?: MacFormat;
  letterCase?: MacCase;
};

/** `count` distinct random addresses. A prefix that fixes the first octet must agree with the bits asked for. */
export function generateMacs({
  count,
  prefix = '',
  administration = 'local',
  cast = 'unicast',
  format = 'colon',
  letterCase = 'lower',
}: GenerateOptions): string[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw new Error(`Choose between 1 and ${MAX_COUNT.toLocaleString('en-US')} addresses`);
  const fixed = parsePrefix(prefix);
  const freeDigits = 12 - fixed.length;
  if (count > 16 ** freeDigits) throw new Error(`The prefix leaves room for only ${16 ** freeDigits} different addresses`);
  const wantLocal = administration === 'local';
  const wantMulticast = cast === 'multicast';
  if (fixed.length >= 2) {
    const first = parseInt(fixed.slice(0, 2), 16);
    if (((first & 2) === 2) !== wantLocal)
      throw new Error(
        `The prefix's first octet ${fixed.slice(0, 2)} makes the addresses ${first & 2 ? 'locally administered' : 'universal'}: change the prefix or the choice`,
      );
    if (((first & 1) === 1) !== wantMulticast)
      throw new Error(
        `The prefix's first octet ${fixed.slice(0, 2)} makes the addresses ${first & 1 ? 'multicast' : 'unicast'}: change the prefix or the choice`,
      );
  }
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const random = Array.from(randomBytes(6), (b) => b.toString(16).padStart(2, '0')).join('');
    const hex = fixed + random.slice(fixed.length);
    const octets = Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
    // With no octet fixed, the flag bits (in the first octet's low nibble) are set as asked.
    if (fixed.length < 2) octets[0] = (octets[0]! & 0xfc) | (wantLocal ? 2 : 0) | (wantMulticast ? 1 : 0);
    const text = formatMac(octets, format, letterCase);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push(text);
  }
  return out;
}
