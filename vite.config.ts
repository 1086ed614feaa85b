import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, runnerImport, type Plugin } from 'vite';

// Writes .br and .gz next to every text asset so the server sends them precompressed
// (@fastify/static `preCompressed`): no compression work per request, no extra dependency.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'devforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|mjs|css|html|svg|json|txt|wasm|data)$/.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// badge-maker's text-width tables (char-width-table-consumer) require `fs` and `util` for a file
// loader the browser never calls. That one package gets empty stand-ins; every other import of
// `fs` or `util` resolves as before. Its width tables (anafanafo) include bold 11px Helvetica, used
// only by the "social" style the badge generator does not offer: left out (70 kB gzip of 290).
function badgeMakerNodeStubs(): Plugin {
  const stubs: Record<string, string> = {
    fs: 'export default {};',
    util: 'export function promisify() { return () => Promise.reject(new Error("not available in the browser")); }\nexport default { promisify };',
    // JSON (the id ends in .json, so Vite's JSON plugin reads it): a one-entry table, enough for the
    // table's constructor; measuring with it gives no width, so a "social" badge could not pass unnoticed.
    './data/helvetica-11px-bold.json': '[[0, 0, 0]]',
  };
  const prefix = '\0devforge-node-stub:';
  const stubbedFor = (source: string, importer: string) =>
    source === './data/helvetica-11px-bold.json' ? importer.includes('/node_modules/anafanafo/') : importer.includes('/node_modules/char-width-table-consumer/');
  return {
    name: 'devforge-badge-maker-node-stubs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in stubs && importer && stubbedFor(source, importer.replace(/\\/g, '/'))) return prefix + source;
      return null;
    },
    load(id) {
      return id.startsWith(prefix) ? stubs[id.slice(prefix.length)] : null;
    },
  };
}

// Node built-ins that the code-quality engines' libraries import (the TypeScript ESLint parser and the
// TypeScript compiler, the stylistic ESLint rules, jscpd's tokenizer): in worker bundles, and for those
// packages only, they resolve to the small stubs in web/src/engines/code/node-shims/.
function codeEngineNodeShims(): Plugin {
  const dir = fileURLToPath(new URL('./web/src/engines/code/node-shims/', import.meta.url));
  const shims: Record<string, string> = { path: 'path.ts', fs: 'fs.ts', os: 'os.ts', util: 'util.ts', process: 'process.ts', module: 'module.ts' };
  const packages = /[\\/]node_modules[\\/](?:@typescript-eslint|@stylistic|typescript|tinyglobby|fdir|@jscpd)[\\/]/;
  return {
    name: 'devforge-code-engine-node-shims',
    enforce: 'pre',
    resolveId(id, importer) {
      const file = shims[id.replace(/^node:/, '').replace(/\/$/, '')];
      return file && importer && packages.test(importer) ? path.join(dir, file) : null;
    },
  };
}

const alias = {
  '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
  '@common/': fileURLToPath(new URL('./common/', import.meta.url)),
};

// The pages of the first load (home, footer) state how many tools work. Counting needs every tool's
// meta.ts; the build reads the registry once in Node and replaces web/src/tools/tool-count.ts by its
// numbers, so the first load carries two integers instead of the catalogue. Dev and the unit tests
// run the module as written. The same numbers fill %DEVFORGE_TOOL_COUNT% in index.html.
function toolCountPlugin(): Plugin {
  const countModule = fileURLToPath(new URL('./web/src/tools/tool-count.ts', import.meta.url));
  let counts: Promise<{ workingToolCount: number; freeToolCount: number }> | undefined;
  const read = () =>
    (counts ??= runnerImport<{ workingToolCount: number; freeToolCount: number }>(countModule, {
      configFile: false,
      logLevel: 'error',
      root: fileURLToPath(new URL('./web', import.meta.url)),
      resolve: { alias },
    }).then(({ module }) => ({ workingToolCount: module.workingToolCount, freeToolCount: module.freeToolCount })));
  let building = false;
  return {
    name: 'devforge-tool-count',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!building || id.split('?')[0] !== countModule) return null;
      const { workingToolCount, freeToolCount } = await read();
      return `export const workingToolCount = ${workingToolCount};\nexport const freeToolCount = ${freeToolCount};\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        return html.replaceAll('%DEVFORGE_TOOL_COUNT%', String((await read()).workingToolCount));
      },
    },
  };
}

const apiPort = Number(process.env.PORT ?? 8787);

// The web app lives in web/; its build goes to dist/web, which the server serves.
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), badgeMakerNodeStubs(), toolCountPlugin()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  worker: { format: 'es', plugins: () => [codeEngineNodeShims()] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The builder's sandboxed preview shell is served by the API server with its own CSP.
      '/builder-preview': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
