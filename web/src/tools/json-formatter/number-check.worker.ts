// Beside json.eval.worker.ts, on another core: says whether a large document has numbers that need
// the exact (several times slower) parse, so the formatter can start with the plain one meanwhile.
import { hasInexactNumbers } from './format';

export type NumberCheckRequest = { id: number; raw: string; file?: Blob };
export type NumberCheckReply = { id: number; inexact: boolean };

self.onmessage = async (event: MessageEvent<NumberCheckRequest>) => {
  const { id, raw, file } = event.data;
  const text = file ? await file.text() : raw;
  self.postMessage({ id, inexact: hasInexactNumbers(text) } satisfies NumberCheckReply);
};
