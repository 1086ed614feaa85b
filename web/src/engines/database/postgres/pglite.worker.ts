// The PostgreSQL engine's worker. Its WebAssembly and file bundle are hashed assets of our own build
// (served immutable, so the browser keeps them after the first visit); they are fetched here with
// progress and compiled while streaming. PGlite needs only 'wasm-unsafe-eval' from the page's CSP.
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url';
import initdbWasmUrl from '@electric-sql/pglite/initdb.wasm?url';
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url';
import { serveEngine } from '../host';
import type { EngineStatus } from '../types';
import { PGLITE_DOWNLOAD_BYTES } from './artifact-sizes';
import { PgliteBackend } from './pglite-backend';

async function fetchCounted(url: string, onBytes: (n: number) => void): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`Could not download the PostgreSQL engine (${response.status} ${url})`);
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    headers: { 'Content-Type': response.headers.get('Content-Type') ?? '' },
  });
}

serveEngine(
  new PgliteBackend(async (progress: (status: EngineStatus) => void) => {
    let received = 0;
    const onBytes = (n: number) => {
      received += n;
      progress({
        state: 'starting',
        step: 'download',
        bytes: received,
        progress: Math.min(0.99, received / PGLITE_DOWNLOAD_BYTES),
      });
    };
    progress({ state: 'starting', step: 'download', bytes: 0, progress: 0 });
    const compile = async (url: string) => {
      const response = await fetchCounted(url, onBytes);
      // compileStreaming needs the wasm content type; fall back to compiling the bytes.
      return response.headers.get('Content-Type')?.startsWith('application/wasm')
        ? WebAssembly.compileStreaming(response)
        : WebAssembly.compile(await response.arrayBuffer());
    };
    const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
      compile(pgliteWasmUrl),
      compile(initdbWasmUrl),
      fetchCounted(pgliteDataUrl, onBytes).then((r) => r.blob()),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  }),
);
