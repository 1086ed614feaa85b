import { bitsOf, formatIp, maxOf, parseIp, tryParseIp, type Ip, type IpVersion } from './address';

// Networks (CIDR blocks) on BigInt: parse, mask, split, summarise, and ranges to the fewest blocks.
// The semantics are Python's ipaddress module's (the tests' oracle): hosts exclude the network and
// broadcast addresses in IPv4 (not in a /31 or /32, RFC 3021), and the Subnet-Router anycast
// address (the network address) in IPv6, except in a /127 or /128 (RFC 6164).

export type Network = { version: IpVersion; network: bigint; prefix: number };

export const maskOf = (version: IpVersion, prefix: number): bigint =>
  maxOf(version) ^ ((1n << BigInt(bitsOf(version) - prefix)) - 1n);
export const sizeOf = (net: Network): bigint => 1n << BigInt(bitsOf(net.version) - net.prefix);
export const firstOf = (net: Network): Ip => ({ version: net.version, value: net.network });
export const lastOf = (net: Network): Ip => ({ version: net.version, value: net.network + sizeOf(net) - 1n });

/** a.b.c.d/len → the prefix of a contiguous netmask, or null. */
function prefixOfNetmask(mask: Ip): number | null {
  const bits = bitsOf(mask.version);
  const ones = mask.value.toString(2).padStart(bits, '0');
  return /^1*0*$/.test(ones) ? (ones.indexOf('0') === -1 ? bits : ones.indexOf('0')) : null;
}

export type ParsedNetwork = { address: Ip; network: Network };

/**
 * A network as people write it: 10.0.0.0/8, 10.1.2.3/8 (the address is kept, the network masked),
 * 192.168.1.0 255.255.255.0, 192.168.1.0/255.255.255.0, 2001:db8::/32, or a bare address (/32, /128).
 * With `strict`, host bits must be zero (as Python's ip_network does by default).
 */
export function parseNetwork(text: string, { strict = false }: { strict?: boolean } = {}): ParsedNetwork {
  const t = text.trim();
  if (t === '') throw new Error('Enter an address with its prefix, e.g. 192.168.1.0/24 or 2001:db8::/48');
  const [addressText, maskText, extra] = t.split(/\s*\/\s*|\s+/);
  if (extra !== undefined) throw new Error(`"${t}" is not a network: write it as address/prefix`);
  const address = tryParseIp(addressText!);
  if (!address) throw new Error(`"${addressText}" is not an IPv4 or IPv6 address`);
  const bits = bitsOf(address.version);
  let prefix = bits;
  if (maskText !== undefined) {
    if (/^\d{1,3}$/.test(maskText)) prefix = Number(maskText);
    else {
      const mask = address.version === 4 ? tryParseIp(maskText) : null;
      const fromMask = mask?.version === 4 ? prefixOfNetmask(mask) : null;
      if (fromMask === null)
        throw new Error(`"${maskText}" is not a prefix length${address.version === 4 ? ' or a netmask' : ''}`);
      prefix = fromMask;
    }
    if (prefix > bits) throw new Error(`The prefix of an IPv${address.version} network is 0 to ${bits}, not ${prefix}`);
  }
  const network = address.value & maskOf(address.version, prefix);
  if (strict && network !== address.value)
    throw new Error(
      `${t} has host bits set (the network is ${formatIp({ version: address.version, value: network })}/${prefix})`,
    );
  return { address, network: { version: address.version, network, prefix } };
}

export function formatNetwork(net: Network): string {
  return `${formatIp(firstOf(net))}/${net.prefix}`;
}

/** The usable host range and count, as Python's `hosts()` gives them. */
export function hostsOf(net: Network): { first: Ip; last: Ip; count: bigint } {
  const bits = bitsOf(net.version);
  const size = sizeOf(net);
  const v = net.version;
  if (net.prefix >= bits - 1) return { first: firstOf(net), last: lastOf(net), count: size };
  if (v === 4)
    return {
      first: { version: v, value: net.network + 1n },
      last: { version: v, value: net.network + size - 2n },
      count: size - 2n,
    };
  return { first: { version: v, value: net.network + 1n }, last: lastOf(net), count: size - 1n };
}

/** Subnets of `net` with prefix `newPrefix`, in order (a generator: a /8 into /32s is 16 million). */
export function* subnetsOf(net: Network, newPrefix: number): Generator<Network> {
  const bits = bitsOf(net.version);
  if (!Number.isInteger(newPrefix) || newPrefix < net.prefix || newPrefix > bits)
    throw new Error(`The new prefix must be between /${net.prefix} and /${bits}`);
  const step = 1n << BigInt(bits - newPrefix);
  const end = net.network + sizeOf(net);
  for (let start = net.network; start < end; start += step) yield { version: net.version, network: start, prefix: newPrefix };
}

/** The smallest prefix that splits `net` into at least `count` equal subnets. */
export function prefixForCount(net: Network, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new Error('The number of subnets must be a whole number, 1 or more');
  const extra = Math.ceil(Math.log2(count));
  const prefix = net.prefix + extra;
  if (prefix > bitsOf(net.version))
    throw new Error(`/${net.prefix} cannot be split into ${count} subnets (at most 2^${bitsOf(net.version) - net.prefix})`);
  return prefix;
}

/** The fewest CIDR blocks covering exactly first…last (Python's summarize_address_range). */
export function rangeToNetworks(first: Ip, last: Ip): Network[] {
  if (first.version !== last.version) throw new Error('The start and end of a range must both be IPv4 or both IPv6');
  if (first.value > last.value) throw new Error(`The start ${formatIp(first)} is after the end ${formatIp(last)}`);
  const version = first.version;
  const bits = bitsOf(version);
  const out: Network[] = [];
  let start = first.value;
  while (start <= last.value) {
    // The largest block aligned at `start` (its trailing zero bits) that does not pass `last`.
    let size = start === 0n ? bits : trailingZeros(start, bits);
    while (size > 0 && start + (1n << BigInt(size)) - 1n > last.value) size--;
    out.push({ version, network: start, prefix: bits - size });
    start += 1n << BigInt(size);
  }
  return out;
}

function trailingZeros(value: bigint, bits: number): number {
  let n = 0;
  while (n < bits && ((value >> BigInt(n)) & 1n) === 0n) n++;
  return n;
}

/** The fewest networks covering exactly the union of `networks` (Python's collapse_addresses), IPv4 first. */
export function summarise(networks: readonly Network[]): Network[] {
  const out: Network[] = [];
  for (const version of [4, 6] as const) {
    const spans = networks
      .filter((n) => n.version === version)
      .map((n) => [n.network, n.network + sizeOf(n) - 1n] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    let current: [bigint, bigint] | null = null;
    const merged: [bigint, bigint][] = [];
    for (const [start, end] of spans) {
      if (current && start <= current[1] + 1n) {
        if (end > current[1]) current[1] = end;
      } else {
        current = [start, end];
        merged.push(current);
      }
    }
    for (const [start, end] of merged) out.push(...rangeToNetworks({ version, value: start }, { version, value: end }));
  }
  return out;
}

/** A start–end range in text: "10.0.0.1 - 10.0.0.9", "10.0.0.1-10.0.0.9", or "10.0.0.1 10.0.0.9". */
export function parseRange(text: string): { first: Ip; last: Ip } {
  const t = text.trim();
  const match = /^(\S+?)\s*(?:\s-\s|-|–|\s+to\s+|\s+)\s*(\S+)$/i.exec(t);
  if (!match) throw new Error(`"${t}" is not a range: write it as start - end`);
  const first = parseIp(match[1]!);
  const last = parseIp(match[2]!);
  if (first.version !== last.version) throw new Error(`"${t}" mixes IPv4 and IPv6`);
  if (first.value > last.value) throw new Error(`The start ${formatIp(first)} is after the end ${formatIp(last)}`);
  return { first, last };
}
