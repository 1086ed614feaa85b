import { useEffect, useState } from 'react';
import { tag, type Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { startRun } from '../operation-screen/operation-client';

export type OperationOutput = { output: Value | null; error: string | null; running: boolean };

type Settled = { text: string; optionsKey: string; output: Value | null; error: string | null };

/**
 * An operation's output for a text, kept up to date: small texts are counted on the page, large
 * ones in a worker (operation-client decides), and a newer text cancels the run still going. The
 * last output stays shown (marked running) until the new one arrives.
 */
export function useOperationOutput(
  toolId: string,
  operation: AnyOperation,
  text: string,
  options: Record<string, unknown> = {},
): OperationOutput {
  const [settled, setSettled] = useState<Settled | null>(null);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    const handle = startRun(toolId, operation, tag('text', text), JSON.parse(optionsKey));
    let current = true;
    handle.promise.then(
      ({ output }) => current && setSettled({ text, optionsKey, output, error: null }),
      (err: unknown) =>
        current && setSettled({ text, optionsKey, output: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      current = false;
      handle.cancel();
    };
  }, [toolId, operation, text, optionsKey]);

  const running = !settled || settled.text !== text || settled.optionsKey !== optionsKey;
  return { output: settled?.output ?? null, error: settled?.error ?? null, running };
}
