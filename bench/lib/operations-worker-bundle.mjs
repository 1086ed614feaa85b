// Bundles bench/lib/run-operations-worker.ts into one ES module for a Blob worker (rolldown, the
// bundler under Vite): the recipe-builder bench's in-browser baseline.
import path from 'node:path';
import { rolldown } from 'rolldown';

/** The worker's code, as text. */
export async function operationsWorkerSource(root) {
  const bundle = await rolldown({
    input: path.join(root, 'bench', 'lib', 'run-operations-worker.ts'),
    platform: 'browser',
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
