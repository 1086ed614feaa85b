import {
  addressType,
  bitsOf,
  formatBinary,
  formatExpanded,
  formatIp,
  ipv4Class,
  reversePointer,
  type Ip,
} from '../../engines/ip/address';
import {
  firstOf,
  formatNetwork,
  hostsOf,
  lastOf,
  maskOf,
  parseNetwork,
  prefixForCount,
  sizeOf,
  subnetsOf,
  summarise,
  type Network,
} from '../../engines/ip/network';

// The subnet calculator's answers: a network's details and bits, its split into subnets, and a
// list of networks summarised. Pure: the screen, the split worker and the operations share it.

export type DetailRow = { label: string; value: string };
export type BinaryRow = { label: string; bits: string };

/** Most subnets one split lists (a /8 of IPv4 into /28s); more is a prefix chosen by mistake. */
export const MAX_SUBNETS = 1 << 20;

export type SubnetDetails = { address: Ip; network: Network; rows: DetailRow[]; binary: BinaryRow[] };

const count = (n: bigint) => n.toLocaleString('en-US');

/** Everything about the network `text` names (10.1.2.3/8, 192.168.1.0 255.255.255.0, 2001:db8::/48). */
export function subnetDetails(text: string): SubnetDetails {
  const { address, network } = parseNetwork(text);
  const v = network.version;
  const mask: Ip = { version: v, value: maskOf(v, network.prefix) };
  const wildcard: Ip = { version: v, value: mask.value ^ ((1n << BigInt(bitsOf(v))) - 1n) };
  const hosts = hostsOf(network);
  const rows: DetailRow[] = [
    { label: 'Address', value: formatIp(address) },
    { label: 'Network', value: formatNetwork(network) },
    { label: 'Netmask', value: `${formatIp(mask)} (/${network.prefix})` },
    { label: v === 4 ? 'Wildcard' : 'Host mask', value: formatIp(wildcard) },
  ];
  if (v === 4) rows.push({ label: 'Broadcast', value: network.prefix >= 31 ? 'none' : formatIp(lastOf(network)) });
  rows.push(
    { label: 'First usable', value: formatIp(hosts.first) },
    { label: 'Last usable', value: formatIp(hosts.last) },
    { label: 'Addresses', value: count(sizeOf(network)) },
    { label: 'Usable hosts', value: count(hosts.count) },
  );
  if (v === 6) rows.push({ label: 'Range', value: `${formatExpanded(firstOf(network))} – ${formatExpanded(lastOf(network))}` });
  rows.push({ label: 'Type', value: addressType(firstOf(network)) });
  if (v === 4) rows.push({ label: 'Class', value: ipv4Class(address) });
  rows.push({ label: 'Reverse DNS', value: reverseZone(network) });
  const binary: BinaryRow[] = [
    { label: 'Address', bits: formatBinary(address) },
    { label: 'Netmask', bits: formatBinary(mask) },
    { label: 'Network', bits: formatBinary(firstOf(network)) },
    { label: v === 4 ? 'Broadcast' : 'Last address', bits: formatBinary(lastOf(network)) },
  ];
  return { address, network, rows, binary };
}

/** The reverse zone the network delegates: whole octets (in-addr.arpa) or nibbles (ip6.arpa), rounded to a boundary. */
export function reverseZone(network: Network): string {
  const name = reversePointer(firstOf(network));
  const unit = network.version === 4 ? 8 : 4;
  const labels = Math.floor(network.prefix / unit);
  const total = bitsOf(network.version) / unit;
  const parts = name.split('.');
  const zone = parts.slice(total - labels).join('.');
  return network.prefix % unit === 0 ? zone : `${zone} (the /${network.prefix} is inside it)`;
}

export type SplitBy = 'prefix' | 'count';

/** The prefix a split by new prefix or by number of subnets asks for, checked against the limit. */
export function splitPrefix(network: Network, by: SplitBy, value: number): number {
  const prefix = by === 'count' ? prefixForCount(network, value) : value;
  const bits = bitsOf(network.version);
  if (!Number.isInteger(prefix) || prefix < network.prefix || prefix > bits)
    throw new Error(`The new prefix must be between /${network.prefix} and /${bits}`);
  const subnets = 1n << BigInt(prefix - network.prefix);
  if (subnets > BigInt(MAX_SUBNETS))
    throw new Error(
      `/${network.prefix} into /${prefix} is ${count(subnets)} subnets: at most ${count(BigInt(MAX_SUBNETS))} are listed. Choose a shorter prefix.`,
    );
  return prefix;
}

/** The subnets of a split, one CIDR a line (IPv4 on plain numbers: a /8 into /24s is 65,536 lines). */
export function splitNetwork(network: Network, prefix: number, { signal }: { signal?: AbortSignal } = {}): string {
  if (network.version === 4) {
    const step = 2 ** (32 - prefix);
    const start = Number(network.network);
    const end = start + Number(sizeOf(network));
    const lines: string[] = [];
    for (let n = start; n < end; n += step) {
      if ((lines.length & 0xffff) === 0 && signal?.aborted) throw new Error('Stopped');
      lines.push(`${Math.floor(n / 16777216)}.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}/${prefix}`);
    }
    return lines.join('\n');
  }
  const lines: string[] = [];
  for (const subnet of subnetsOf(network, prefix)) {
    if ((lines.length & 0xffff) === 0 && signal?.aborted) throw new Error('Stopped');
    lines.push(formatNetwork(subnet));
  }
  return lines.join('\n');
}

export type SubnetRow = { cidr: string; first: string; last: string; hosts: string };

/** How many subnets a split into /`prefix` makes (at most MAX_SUBNETS once splitPrefix has checked it). */
export function subnetCount(network: Network, prefix: number): number {
  return 2 ** (prefix - network.prefix);
}

/** The `index`-th subnet (from 0) of `network` split into /`prefix`: computed, so a page of a large split needs no list. */
export function subnetAt(network: Network, prefix: number, index: number): Network {
  const step = BigInt(bitsOf(network.version) - prefix);
  return { version: network.version, network: network.network + (BigInt(index) << step), prefix };
}

function rowOf(subnet: Network): SubnetRow {
  const hosts = hostsOf(subnet);
  return { cidr: formatNetwork(subnet), first: formatIp(hosts.first), last: formatIp(hosts.last), hosts: count(hosts.count) };
}

/** Rows `start` to `start + length` (fewer at the end) of a split: what one page of the table shows. */
export function subnetRows(network: Network, prefix: number, start: number, length: number): SubnetRow[] {
  const end = Math.min(subnetCount(network, prefix), start + length);
  const rows: SubnetRow[] = [];
  for (let i = Math.max(0, start); i < end; i++) rows.push(rowOf(subnetAt(network, prefix, i)));
  return rows;
}

/** One subnet's row in the split table: its usable range and host count. */
export function subnetRow(cidr: string): SubnetRow {
  return rowOf(parseNetwork(cidr).network);
}

/** The split as CSV (RFC 4180, CRLF): subnet, first and last usable address, usable hosts. */
export function splitCsv(network: Network, prefix: number, { signal }: { signal?: AbortSignal } = {}): string {
  const total = subnetCount(network, prefix);
  const lines = ['subnet,first usable,last usable,usable hosts'];
  for (let i = 0; i < total; i++) {
    if ((i & 0xffff) === 0 && signal?.aborted) throw new Error('Stopped');
    const subnet = subnetAt(network, prefix, i);
    const hosts = hostsOf(subnet);
    lines.push(`${formatNetwork(subnet)},${formatIp(hosts.first)},${formatIp(hosts.last)},${hosts.count}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A list of networks or addresses (one a line, or separated by commas or spaces) → the fewest networks covering them. */
export function summariseText(text: string): string {
  const items = text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error('Enter networks or addresses to summarise, one a line');
  const networks = items.map((item, i) => {
    try {
      return parseNetwork(item).network;
    } catch (err) {
      throw new Error(`Item ${i + 1}: ${(err as Error).message}`, { cause: err });
    }
  });
  return summarise(networks).map(formatNetwork).join('\n');
}

/** The details as aligned text (the operation's output). */
export function detailsText(details: SubnetDetails, { binary = false }: { binary?: boolean } = {}): string {
  const rows = [...details.rows, ...(binary ? details.binary.map((b) => ({ label: `${b.label} (binary)`, value: b.bits })) : [])];
  const width = Math.max(...rows.map((r) => r.label.length)) + 3;
  return rows.map((r) => `${`${r.label}:`.padEnd(width)}${r.value}`).join('\n');
}
