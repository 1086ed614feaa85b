import { formatIp } from '../ip/address';

// EUI-48 (MAC) addresses: parsing every common notation, formatting, and the two flag bits of the
// first octet (IEEE 802-2014 §8.2): bit 0, I/G (group = multicast), and bit 1, U/L (locally administered).

export type MacFormat = 'colon' | 'dash' | 'dot' | 'bare';
export type MacCase = 'lower' | 'upper';

const NOTATIONS = [
  /^([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})[:-]([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i,
  /^([0-9a-f]{2}) ([0-9a-f]{2}) ([0-9a-f]{2}) ([0-9a-f]{2}) ([0-9a-f]{2}) ([0-9a-f]{2})$/i,
];

/** The six octets of a MAC written with colons, dashes, Cisco dots, spaces or nothing; null when it is not one. */
export function tryParseMac(text: string): Uint8Array | null {
  const t = text.trim();
  // A separator must be used consistently (00:11-22… is a typo, not an address).
  if (/[:-]/.test(t) && /:/.test(t) && /-/.test(t)) return null;
  for (const notation of NOTATIONS) {
    const m = notation.exec(t);
    if (m) return Uint8Array.from(m.slice(1, 7), (h) => parseInt(h, 16));
  }
  return null;
}

export function parseMac(text: string): Uint8Array {
  const mac = tryParseMac(text);
  if (!mac)
    throw new Error(`"${text.trim()}" is not a MAC address (write it as 00:1a:2b:3c:4d:5e, 00-1A-2B-3C-4D-5E or 001a.2b3c.4d5e)`);
  return mac;
}

export function formatMac(octets: Uint8Array, format: MacFormat = 'colon', letterCase: MacCase = 'lower'): string {
  const hex = Array.from(octets, (o) => o.toString(16).padStart(2, '0'));
  const text =
    format === 'colon'
      ? hex.join(':')
      : format === 'dash'
        ? hex.join('-')
        : format === 'dot'
          ? [0, 2, 4].map((i) => hex[i]! + hex[i + 1]!).join('.')
          : hex.join('');
  return letterCase === 'upper' ? text.toUpperCase() : text;
}

/** I/G bit set: a group (multicast or broadcast) address. */
export const isMulticast = (octets: Uint8Array): boolean => (octets[0]! & 1) === 1;
/** U/L bit set: locally administered (assigned by software, not by the maker; no vendor). */
export const isLocal = (octets: Uint8Array): boolean => (octets[0]! & 2) === 2;
export const isBroadcast = (octets: Uint8Array): boolean => octets.every((o) => o === 0xff);

/** The modified EUI-64 interface identifier (RFC 4291 appendix A): ff:fe in the middle, U/L bit inverted. */
export function modifiedEui64(octets: Uint8Array): Uint8Array {
  return Uint8Array.from([octets[0]! ^ 2, octets[1]!, octets[2]!, 0xff, 0xfe, octets[3]!, octets[4]!, octets[5]!]);
}

/** The IPv6 link-local address SLAAC forms from this MAC (fe80::/64 + modified EUI-64). */
export function linkLocalIpv6(octets: Uint8Array): string {
  const id = modifiedEui64(octets).reduce((acc, octet) => (acc << 8n) | BigInt(octet), 0n);
  return formatIp({ version: 6, value: (0xfe80n << 112n) | id });
}

/** The 12 hex digits, upper case: the registry's key form. */
export function macHex(octets: Uint8Array): string {
  return formatMac(octets, 'bare', 'upper');
}
