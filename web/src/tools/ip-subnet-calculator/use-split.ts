import { useEffect, useMemo, useRef, useState } from 'react';
import { formatNetwork, parseNetwork, type Network } from '@/engines/ip/network';
import { splitNetwork } from './subnet';
import type { SplitReply, SplitRequest } from './split.worker';

// The split's subnets: small ones on the page at once, large ones (more than a few thousand) in a
// worker, so the page never holds its thread for the whole list.

const ON_PAGE_MAX = 4096;

export type SplitState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; text: string; count: number }
  | { status: 'error'; message: string };

type WorkerResult = { key: string; state: SplitState };

export function useSplit(network: Network | null, prefix: number | null): SplitState {
  const cidr = network ? formatNetwork(network) : null;
  const key = cidr !== null && prefix !== null ? `${cidr}>${prefix}` : null;
  const count = network && prefix !== null ? 2 ** (prefix - network.prefix) : 0;
  const onPage = key !== null && count <= ON_PAGE_MAX;

  const pageResult = useMemo<SplitState | null>(
    () =>
      onPage && cidr !== null && prefix !== null
        ? { status: 'done', text: splitNetwork(parseNetwork(cidr).network, prefix), count }
        : null,
    [onPage, cidr, prefix, count],
  );

  const [workerResult, setWorkerResult] = useState<WorkerResult | null>(null);
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (onPage || key === null || cidr === null || prefix === null) return;
    const id = nextId.current++;
    worker.current ??= new Worker(new URL('./split.worker.ts', import.meta.url), { type: 'module', name: 'subnet-split' });
    const current = worker.current;
    const onMessage = (event: MessageEvent<SplitReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      setWorkerResult({
        key,
        state: reply.ok ? { status: 'done', text: reply.text, count } : { status: 'error', message: reply.error },
      });
    };
    current.addEventListener('message', onMessage);
    current.postMessage({ id, cidr, prefix } satisfies SplitRequest);
    return () => current.removeEventListener('message', onMessage);
  }, [onPage, key, cidr, prefix, count]);

  useEffect(() => () => worker.current?.terminate(), []);

  if (key === null) return { status: 'idle' };
  if (pageResult) return pageResult;
  return workerResult?.key === key ? workerResult.state : { status: 'working' };
}
