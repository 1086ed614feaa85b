import { parseNetwork } from '../../engines/ip/network';
import { splitNetwork } from './subnet';

// Large splits (a /8 into /24s is 65,536 subnets) are written off the page's thread.

export type SplitRequest = { id: number; cidr: string; prefix: number };
export type SplitReply = { id: number; ok: true; text: string } | { id: number; ok: false; error: string };

self.onmessage = (event: MessageEvent<SplitRequest>) => {
  const { id, cidr, prefix } = event.data;
  let reply: SplitReply;
  try {
    reply = { id, ok: true, text: splitNetwork(parseNetwork(cidr).network, prefix) };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  (self as unknown as Worker).postMessage(reply);
};
