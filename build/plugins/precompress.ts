import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Writes .br and .gz next to every text asset so the server sends them precompressed
// (@fastify/static `preCompressed`): no compression work per request, no extra dependency.
//
// Brotli's best quality (11) costs about 1.7 s of CPU per MB. It stays for every asset under
// 256 KB: the first load and the pages. The 41 larger assets (70 MB: the WASM engines, PGlite's
// data, reference data) are loaded once per tool and then kept by the service worker; quality 9
// makes them 12 % larger (15.9 MB against 14.1 MB in all) and takes 7.5 s of CPU instead of 121 s,
// which was two thirds of a fresh clone's `npm start`. Files are compressed on the libuv pool,
// as many at once as there are cores.
const BEST_QUALITY_BELOW = 256 * 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

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
      handler: () => compressAll(outDir),
    },
  };
}

async function compressAll(outDir: string) {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  // Largest first, so a big file does not start last and run alone.
  const files = walk(outDir)
    .filter((f) => /\.(js|mjs|css|html|svg|json|txt|wasm|data)$/.test(f))
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .filter((f) => f.size >= 1024)
    .sort((a, b) => b.size - a.size);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { file, size } = files[next++];
      const data = await fs.promises.readFile(file);
      const quality = size < BEST_QUALITY_BELOW ? 11 : 9;
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}
