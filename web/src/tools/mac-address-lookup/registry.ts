import { formatMac, isLocal, isMulticast, macHex, parseMac } from '../../engines/mac/mac';

// The IEEE registries of MAC prefixes (MA-L: 24 bits, MA-M: 28, MA-S: 36), as the oui-data package
// ships them: one JSON object from 6, 7 or 9 hex digits to the organisation's name and address.
// 5.4 MB of JSON (about 1.1 MB as the server sends it): loaded on first use, never with the page.

export const REGISTRY_SOURCE = {
  registries: 'IEEE MA-L, MA-M and MA-S registries',
  package: 'oui-data',
  version: '2.1.9',
  /** When that package version was published (npm), i.e. how fresh its copy of the registries is. */
  date: '2026-08-26',
  url: 'https://regauth.standards.ieee.org/standards-ra-web/pub/view.html#registries',
};

export type OuiData = Record<string, string>;
export type Block = 'MA-L' | 'MA-M' | 'MA-S';

export type Vendor = {
  /** The assigned prefix as hex digits (6, 7 or 9). */
  prefix: string;
  block: Block;
  /** The prefix in the usual notation with its length: 00:1A:11/24, 70:B3:D5:00:1/36. */
  prefixText: string;
  organisation: string;
  /** The address lines between the name and the country. */
  address: string[];
  country: string;
};

const blockOf: Record<number, Block> = { 6: 'MA-L', 7: 'MA-M', 9: 'MA-S' };

export async function loadOuiData(): Promise<OuiData> {
  return (await import('oui-data')).default as OuiData;
}

function prefixText(prefix: string): string {
  const pairs = prefix.match(/.{1,2}/g)!;
  return `${pairs.join(':')}/${prefix.length * 4}`;
}

function vendorOf(prefix: string, record: string): Vendor {
  const lines = record.split('\n');
  return {
    prefix,
    block: blockOf[prefix.length]!,
    prefixText: prefixText(prefix),
    organisation: lines[0]!,
    address: lines.slice(1, -1),
    country: lines.length > 1 ? lines[lines.length - 1]! : '',
  };
}

/** The organisation a MAC's prefix is assigned to: the longest match (MA-S, then MA-M, then MA-L). */
export function findVendor(data: OuiData, octets: Uint8Array): Vendor | null {
  const hex = macHex(octets);
  for (const length of [9, 7, 6]) {
    const record = data[hex.slice(0, length)];
    if (record !== undefined) return vendorOf(hex.slice(0, length), record);
  }
  return null;
}

export type MacReport = {
  input: string;
  octets: Uint8Array;
  vendor: Vendor | null;
  multicast: boolean;
  local: boolean;
};

/** One line of input (a MAC in any notation) → what the registry and the flag bits say. */
export function reportMac(data: OuiData, text: string): MacReport {
  const octets = parseMac(text);
  const local = isLocal(octets);
  // A locally administered address was not assigned by a maker: its first bits name nobody.
  return { input: text.trim(), octets, vendor: local ? null : findVendor(data, octets), multicast: isMulticast(octets), local };
}

export function describeVendor(vendor: Vendor | null, local: boolean): string {
  if (local) return 'Locally administered (no vendor)';
  if (!vendor) return 'Not in the IEEE registry';
  return `${vendor.organisation}${vendor.country ? ` (${vendor.country})` : ''}`;
}

/** The lookup of a list of MACs as text: one line each. */
export function lookupText(data: OuiData, text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) throw new Error('Enter a MAC address, one a line');
  return lines
    .map((line, i) => {
      let report: MacReport;
      try {
        report = reportMac(data, line);
      } catch (err) {
        throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
      }
      const block = report.vendor ? ` [${report.vendor.block} ${report.vendor.prefixText}]` : '';
      return `${formatMac(report.octets, 'colon', 'upper')}  ${describeVendor(report.vendor, report.local)}${block}`;
    })
    .join('\n');
}

export type VendorIndex = { names: string[]; prefixes: string[][] };

/** Organisation names (lower case, each once) with their prefixes, for searching by name. */
export function buildVendorIndex(data: OuiData): VendorIndex {
  const byName = new Map<string, string[]>();
  for (const [prefix, record] of Object.entries(data)) {
    const end = record.indexOf('\n');
    const name = end < 0 ? record : record.slice(0, end);
    const list = byName.get(name);
    if (list) list.push(prefix);
    else byName.set(name, [prefix]);
  }
  return { names: [...byName.keys()], prefixes: [...byName.values()] };
}

export type VendorMatch = { organisation: string; prefixes: string[] };

/** Organisations whose name contains every word of `query` (case-insensitive), the fewest words first. */
export function searchVendors(index: VendorIndex, query: string, limit = 50): { matches: VendorMatch[]; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { matches: [], total: 0 };
  const found: number[] = [];
  for (let i = 0; i < index.names.length; i++) {
    const name = index.names[i]!.toLowerCase();
    if (words.every((w) => name.includes(w))) found.push(i);
  }
  found.sort((a, b) => index.names[a]!.length - index.names[b]!.length);
  return {
    matches: found.slice(0, limit).map((i) => ({ organisation: index.names[i]!, prefixes: index.prefixes[i]!.map(prefixText) })),
    total: found.length,
  };
}
