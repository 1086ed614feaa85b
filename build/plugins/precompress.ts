import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Writes .br and .gz next to every text asset so the server sends them precompressed
// (@fastify/static `preCompressed`): no compression work per request, no extra dependency.
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'devforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Last of all: after the prerendered pages and the service worker are written.
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        compressAll();
      },
    },
  };
  function compressAll() {
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const file of walk(outDir).filter((f) => /\.(js|mjs|css|html|svg|json|txt|wasm|data)$/.test(f))) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
