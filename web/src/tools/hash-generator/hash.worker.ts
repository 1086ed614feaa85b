// Hashes text or a file off the main thread, reading files chunk by chunk and reporting progress,
// so a multi-gigabyte file neither freezes the page nor fills memory.
import { blobChunks, hashChunks } from './hash';
import type { HashJob, HashWorkerMessage } from './hash-runner';

self.onmessage = async (event: MessageEvent<HashJob & { id: number }>) => {
  const { id, source, algorithms, hmacKey } = event.data;
  const started = performance.now();
  const post = (message: HashWorkerMessage) => self.postMessage(message);
  try {
    const chunks = source.kind === 'text' ? [new TextEncoder().encode(source.text)] : blobChunks({ blob: source.file });
    const total = source.kind === 'text' ? null : source.file.size;
    let bytes = 0;
    const digests = await hashChunks({
      chunks,
      algorithms,
      hmacKey,
      onProgress: (done) => {
        bytes = done;
        if (total !== null) post({ id, type: 'progress', bytes: done, total });
      },
    });
    post({ id, type: 'done', digests, bytes, elapsedMs: performance.now() - started });
  } catch (err) {
    post({ id, type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
