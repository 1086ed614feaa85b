import { useCallback, useEffect, useRef } from 'react';
import { formatNetwork, type Network } from '@/engines/ip/network';
import { splitCsv, splitNetwork, subnetCount } from './subnet';
import type { SplitFormat, SplitReply, SplitRequest } from './split.worker';

// The whole list of a split, made only when Copy, Download or Send to asks for it: small ones on
// the page, large ones (more than a few thousand subnets) in a worker, so the page never holds its
// thread for the whole list. The table does not wait for it: it computes the rows it shows.

const ON_PAGE_MAX = 4096;

export type SplitExport = (format: SplitFormat) => Promise<string>;

export function useSplitExport(network: Network | null, prefix: number | null): SplitExport {
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(1);
  // The last lists made, by split and format: a second Copy or Download does not redo them.
  const made = useRef(new Map<string, Promise<string>>());
  const cidr = network ? formatNetwork(network) : null;

  useEffect(() => () => worker.current?.terminate(), []);

  return useCallback(
    (format: SplitFormat) => {
      if (!network || cidr === null || prefix === null) return Promise.resolve('');
      const key = `${cidr}>${prefix}:${format}`;
      const known = made.current.get(key);
      if (known) return known;
      let list: Promise<string>;
      if (subnetCount(network, prefix) <= ON_PAGE_MAX) {
        list = Promise.resolve(format === 'csv' ? splitCsv(network, prefix) : splitNetwork(network, prefix));
      } else {
        const id = nextId.current++;
        worker.current ??= new Worker(new URL('./split.worker.ts', import.meta.url), { type: 'module', name: 'subnet-split' });
        const current = worker.current;
        list = new Promise<string>((resolve, reject) => {
          const onMessage = (event: MessageEvent<SplitReply>) => {
            const reply = event.data;
            if (reply.id !== id) return;
            current.removeEventListener('message', onMessage);
            if (reply.ok) resolve(reply.text);
            else reject(new Error(reply.error));
          };
          current.addEventListener('message', onMessage);
          current.postMessage({ id, cidr, prefix, format } satisfies SplitRequest);
        });
        list.catch(() => made.current.delete(key));
      }
      // Only the current split's lists are kept (a /8's is megabytes).
      for (const other of made.current.keys()) if (!other.startsWith(`${cidr}>${prefix}:`)) made.current.delete(other);
      made.current.set(key, list);
      return list;
    },
    [network, cidr, prefix],
  );
}
