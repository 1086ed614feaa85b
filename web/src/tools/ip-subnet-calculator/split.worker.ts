import { parseNetwork } from '../../engines/ip/network';
import { splitCsv, splitNetwork } from './subnet';

// The whole list of a large split (a /8 into /24s is 65,536 subnets), for Copy, Download and
// Send to, is written off the page's thread. The table itself computes only the page it shows.

export type SplitFormat = 'text' | 'csv';
export type SplitRequest = { id: number; cidr: string; prefix: number; format: SplitFormat };
export type SplitReply = { id: number; ok: true; text: string } | { id: number; ok: false; error: string };

self.onmessage = (event: MessageEvent<SplitRequest>) => {
  const { id, cidr, prefix, format } = event.data;
  let reply: SplitReply;
  try {
    const { network } = parseNetwork(cidr);
    reply = { id, ok: true, text: format === 'csv' ? splitCsv(network, prefix) : splitNetwork(network, prefix) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(reply);
};
