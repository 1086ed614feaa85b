// The in-browser baseline of the recipe-builder bench: the same three operations as the recipe,
// run back to back in a bare Web Worker of the same Chromium, without the builder (no React, no
// recipe runner, no reports, no display). Bundled by bench/lib/operations-worker-bundle.mjs; the
// page posts the input text and gets back how long the operations took and the output's length.
import { base64Decode, base64Encode } from '../../web/src/tools/base64-encoder/operations';
import { jsonFormat } from '../../web/src/tools/json-formatter/operations';
import { convert, tag, type Value } from '../../web/src/operations/kinds';
import { runOperation } from '../../web/src/operations/run';

const chain = [base64Encode, base64Decode, jsonFormat];

// The worker's global, typed here: bench/ is type-checked with Node's library, not the DOM's.
const worker = globalThis as unknown as {
  onmessage: ((event: { data: string }) => void) | null;
  postMessage(message: { ms: number; outputChars: number }): void;
};

worker.onmessage = async (event) => {
  const started = performance.now();
  let value: Value = tag('text', event.data);
  for (const operation of chain) value = await runOperation(operation, tag(operation.input, convert(value, operation.input)));
  const ms = performance.now() - started;
  worker.postMessage({ ms, outputChars: convert(value, 'text').length });
};
