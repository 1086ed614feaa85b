import { formatIp } from '../../engines/ip/address';
import {
  firstOf,
  formatNetwork,
  lastOf,
  parseNetwork,
  parseRange,
  rangeToNetworks,
  sizeOf,
  summarise,
  type Network,
} from '../../engines/ip/network';

// Start–end ranges ↔ CIDR blocks, one a line. Errors name the line.

function linesOf(text: string, what: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines.length === 0) throw new Error(`Enter ${what}, one a line`);
  return lines;
}

function eachLine<T>(lines: string[], read: (line: string) => T): T[] {
  return lines.map((line, i) => {
    try {
      return read(line);
    } catch (err) {
      throw new Error(lines.length > 1 ? `Line ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
    }
  });
}

/** Ranges → the fewest CIDR blocks; with `merge`, overlapping and adjacent ranges are covered together. */
export function rangesToCidrs(text: string, { merge = true }: { merge?: boolean } = {}): string {
  const ranges = eachLine(linesOf(text, 'a range such as 10.0.0.1 - 10.0.0.99'), parseRange);
  const blocks = ranges.map(({ first, last }) => rangeToNetworks(first, last));
  const networks: Network[] = merge ? summarise(blocks.flat()) : blocks.flat();
  return networks.map(formatNetwork).join('\n');
}

/** CIDR blocks → their first and last address (and, if asked, how many addresses). */
export function cidrsToRanges(text: string, { withCount = false }: { withCount?: boolean } = {}): string {
  const networks = eachLine(linesOf(text, 'a network such as 10.0.0.0/22'), (line) => parseNetwork(line).network);
  return networks
    .map(
      (net) =>
        `${formatIp(firstOf(net))} - ${formatIp(lastOf(net))}${withCount ? ` (${sizeOf(net).toLocaleString('en-US')} addresses)` : ''}`,
    )
    .join('\n');
}
