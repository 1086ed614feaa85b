import ipaddr from 'ipaddr.js';

// IPv4 and IPv6 addresses as BigInt, for the network tools (subnet calculator, address converter,
// range ↔ CIDR, ULA generator). ipaddr.js parses IPv6 (every compressed and mixed form) and names the
// special ranges; the arithmetic is BigInt so a /0 of IPv6 counts exactly.

export type IpVersion = 4 | 6;

/** An address: its version and its value as an unsigned integer of 32 or 128 bits. */
export type Ip = { version: IpVersion; value: bigint };

export const bitsOf = (version: IpVersion): number => (version === 4 ? 32 : 128);
export const maxOf = (version: IpVersion): bigint => (1n << BigInt(bitsOf(version))) - 1n;

// Four decimal octets, no leading zeros (Python's ipaddress refuses them too: 010 could be octal).
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9a-fA-F:.]+$/;

/** The address in `text`, or null when it is not one (a zone id such as %eth0 is dropped). */
export function tryParseIp(text: string): Ip | null {
  const t = text.trim().replace(/^\[(.*)\]$/, '$1');
  if (IPV4.test(t)) return { version: 4, value: t.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(octet), 0n) };
  const withoutZone = t.replace(/%[\w.-]+$/, '');
  if (!withoutZone.includes(':') || !IPV6_CHARS.test(withoutZone) || !ipaddr.IPv6.isValid(withoutZone)) return null;
  // An embedded IPv4 part must be strict too (ipaddr.js reads 1.2.3 or octal there).
  const embedded = /:(\d[\d.]*)$/.exec(withoutZone)?.[1];
  if (embedded !== undefined && embedded.includes('.') && !IPV4.test(embedded)) return null;
  const parts = ipaddr.IPv6.parse(withoutZone).parts;
  return { version: 6, value: parts.reduce((acc, part) => (acc << 16n) | BigInt(part), 0n) };
}

/** The address in `text`; throws a message naming it when it is not one. */
export function parseIp(text: string): Ip {
  const ip = tryParseIp(text);
  if (!ip) throw new Error(`"${text.trim()}" is not an IPv4 or IPv6 address`);
  return ip;
}

function groupsOf(value: bigint): number[] {
  const groups: number[] = [];
  for (let i = 7; i >= 0; i--) groups.push(Number((value >> BigInt(i * 16)) & 0xffffn));
  return groups;
}

/** RFC 5952 §4.2: the longest run of two or more zero groups (the first of equal runs) becomes ::. */
function compressGroups(groups: number[]): { left: string[]; right: string[] } | null {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return null;
  const hex = groups.map((g) => g.toString(16));
  return { left: hex.slice(0, bestStart), right: hex.slice(bestStart + bestLength) };
}

/** IPv4 dotted quad, or IPv6 as RFC 5952 writes it (lower case, the longest run of two or more zero groups as ::). */
export function formatIp({ version, value }: Ip): string {
  if (version === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = groupsOf(value);
  const compressed = compressGroups(groups);
  if (!compressed) return groups.map((g) => g.toString(16)).join(':');
  return `${compressed.left.join(':')}::${compressed.right.join(':')}`;
}

/** IPv6 with every group written out (2001:0db8:0000:…); IPv4 as it is. */
export function formatExpanded(ip: Ip): string {
  if (ip.version === 4) return formatIp(ip);
  return groupsOf(ip.value)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':');
}

/** The bits, in groups of 8 (IPv4, dotted) or 16 (IPv6, colons). */
export function formatBinary({ version, value }: Ip): string {
  const bits = value.toString(2).padStart(bitsOf(version), '0');
  const size = version === 4 ? 8 : 16;
  const groups = bits.match(new RegExp(`.{${size}}`, 'g'))!;
  return groups.join(version === 4 ? '.' : ':');
}

/** The name a PTR record has for this address (RFC 1035 §3.5, RFC 3596 §2.5). */
export function reversePointer({ version, value }: Ip): string {
  if (version === 4) return `${formatIp({ version, value }).split('.').reverse().join('.')}.in-addr.arpa`;
  return `${value.toString(16).padStart(32, '0').split('').reverse().join('.')}.ip6.arpa`;
}

/** The IPv4 address of an IPv4-mapped IPv6 address (::ffff:a.b.c.d), or null. */
export function mappedIpv4(ip: Ip): Ip | null {
  if (ip.version !== 6 || ip.value >> 32n !== 0xffffn) return null;
  return { version: 4, value: ip.value & 0xffffffffn };
}

/** ::ffff:a.b.c.d for an IPv4 address (RFC 4291 §2.5.5.2). */
export function toMappedIpv6(ip: Ip): Ip {
  if (ip.version !== 4) throw new Error('Only an IPv4 address has an IPv4-mapped IPv6 form');
  return { version: 6, value: (0xffffn << 32n) | ip.value };
}

/** The mixed notation RFC 4291 §2.2 allows for the last 32 bits (RFC 5952 §5): ::ffff:192.0.2.1, 64:ff9b::192.0.2.1. */
export function formatMixed(ip: Ip): string {
  if (ip.version !== 6) return formatIp(ip);
  const head = groupsOf(ip.value).slice(0, 6);
  const tail = formatIp({ version: 4, value: ip.value & 0xffffffffn });
  const compressed = compressGroups(head);
  if (!compressed) return `${head.map((g) => g.toString(16)).join(':')}:${tail}`;
  const { left, right } = compressed;
  return `${left.join(':')}::${right.length ? `${right.join(':')}:` : ''}${tail}`;
}

// ipaddr.js's range names, as people say them.
const rangeLabels: Record<string, string> = {
  unspecified: 'Unspecified',
  broadcast: 'Limited broadcast',
  multicast: 'Multicast',
  linkLocal: 'Link-local',
  loopback: 'Loopback',
  carrierGradeNat: 'Carrier-grade NAT (RFC 6598)',
  private: 'Private (RFC 1918)',
  reserved: 'Reserved',
  benchmarking: 'Benchmarking (RFC 2544)',
  amt: 'AMT (RFC 7450)',
  as112: 'AS112 (RFC 7534)',
  as112v6: 'AS112 (RFC 7535)',
  uniqueLocal: 'Unique local (RFC 4193)',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated (RFC 6145)',
  rfc6052: 'IPv4/IPv6 translation (RFC 6052)',
  '6to4': '6to4 (RFC 3056)',
  teredo: 'Teredo (RFC 4380)',
  orchid2: 'ORCHIDv2 (RFC 7343)',
  droneRemoteIdProtocolEntityTags: 'Drone Remote ID (RFC 9374)',
  deprecatedSiteLocal: 'Site-local (deprecated)',
  deprecatedOrchid: 'ORCHID (deprecated)',
  discard: 'Discard-only (RFC 6666)',
  segmentRouting: 'Segment routing (RFC 9602)',
  unicast: 'Global unicast',
};

function toIpaddr(ip: Ip): ipaddr.IPv4 | ipaddr.IPv6 {
  if (ip.version === 4) return ipaddr.IPv4.parse(formatIp(ip));
  return new ipaddr.IPv6(groupsOf(ip.value));
}

/** What kind of address this is (private, loopback, documentation…), from IANA's special-purpose registries. */
export function addressType(ip: Ip): string {
  if (ip.version === 4) {
    // Documentation ranges (RFC 5737), which ipaddr.js files under "reserved".
    const v = ip.value;
    const inRange = (base: bigint, prefix: number) => v >> BigInt(32 - prefix) === base >> BigInt(32 - prefix);
    if (inRange(0xc0000200n, 24) || inRange(0xc6336400n, 24) || inRange(0xcb007100n, 24)) return 'Documentation (RFC 5737)';
  } else if (ip.value >> 96n === 0x20010db8n) return 'Documentation (RFC 3849)';
  const range = toIpaddr(ip).range();
  return rangeLabels[range] ?? range;
}

/** Classful name of an IPv4 address (historical, still asked for). */
export function ipv4Class(ip: Ip): 'A' | 'B' | 'C' | 'D' | 'E' {
  const first = Number(ip.value >> 24n);
  return first < 128 ? 'A' : first < 192 ? 'B' : first < 224 ? 'C' : first < 240 ? 'D' : 'E';
}
