import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  build as viteBuild,
  defineConfig,
  minify,
  runnerImport,
  type Manifest,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import MagicString from 'magic-string';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = path.join(projectRoot, 'web');

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

// web/public/boot.js is written to be read (commented ES5) and copied as it is; every page runs it
// before its first paint, so the build minifies the copy (in place, before the service worker's
// precache list and the compressed copies are made from it): 1.5 kB gzip as written, 0.9 minified.
function minifyBootScript(): Plugin {
  return {
    name: 'devforge-minify-boot-script',
    apply: 'build',
    async writeBundle({ dir }) {
      const file = path.join(dir ?? '', 'boot.js');
      if (!fs.existsSync(file)) return;
      const { code, errors } = await minify('boot.js', fs.readFileSync(file, 'utf8'), {
        compress: { target: 'es2015' },
        mangle: true,
      });
      if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
      fs.writeFileSync(file, code);
    },
  };
}

// react-router ships without pure annotations: its top-level `X.displayName = …` assignments and
// `React.forwardRef(…)`/`React.createContext(…)` calls look like side effects to the bundler, so
// every export stays in the first load whether the app uses it or not (Form, useSubmit, the RSC
// error handler…). The displayName lines only name components for React DevTools; without them,
// and with those calls marked pure, the unused exports fall away.
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'devforge-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/[^/]+\/chunk-[^/]+\.mjs$/.test(id)) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm)) s.remove(m.index, m.index + m[0].length);
      for (const m of code.matchAll(/(?<![\w$.])React\d*\.(?:forwardRef|createContext)\(/g))
        s.appendLeft(m.index, '/* @__PURE__ */ ');
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
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
    source === './data/helvetica-11px-bold.json'
      ? importer.includes('/node_modules/anafanafo/')
      : importer.includes('/node_modules/char-width-table-consumer/');
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
  const shims: Record<string, string> = {
    path: 'path.ts',
    fs: 'fs.ts',
    os: 'os.ts',
    util: 'util.ts',
    process: 'process.ts',
    module: 'module.ts',
  };
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

const alias = [
  { find: '@/', replacement: fileURLToPath(new URL('./web/src/', import.meta.url)) },
  { find: '@common/', replacement: fileURLToPath(new URL('./common/', import.meta.url)) },
  // zod without its eval probe (web/src/lib/zod.ts); only the bare specifier, so that module's own
  // `zod/v4` import is the real one.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./web/src/lib/zod.ts', import.meta.url)) },
];

// The id of this build: its time first, so ids sort by age (app/update/deployment.ts compares the
// page's with the server's). DEVFORGE_BUILD_ID sets it (a release pipeline, a test).
const buildId = process.env.DEVFORGE_BUILD_ID ?? new Date().toISOString();

/**
 * The scripts of a prerendered page: the shell's module entry and modulepreloads, and the chunks of
 * the lazy parts the page holds.
 * - 'after-first-paint': the page is painted from its HTML and CSS, and its scripts only hydrate it.
 *   So they are not in its HTML: <meta name="devforge:app-scripts"> lists them (the entry first)
 *   and web/public/boot.js adds them once the page has painted. On a phone's link they would
 *   otherwise share the bandwidth with the stylesheet the first paint waits for; and Lighthouse's
 *   simulation counts every script that arrived before the paint it observed as delaying it.
 * - 'at-once': the page's main content needs them (a tool's screen): they are in the HTML, at low
 *   priority so that the stylesheet still comes first, and arrive a round trip sooner.
 * The shell itself (index.html, every other deep link) keeps its scripts as Vite wrote them.
 */
function withPageScripts(shell: string, partChunks: string[], when: 'after-first-paint' | 'at-once') {
  const entry: string[] = [];
  const preloads: string[] = [];
  const html = shell
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, url: string) => (entry.push(url), ''))
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, url: string) => (preloads.push(url), ''));
  if (entry.length !== 1) throw new Error(`prerender: expected one module script in index.html, found ${entry.length}`);
  const [entryUrl, ...preloadUrls] = [...new Set([...entry, ...preloads, ...partChunks.map((file) => `/${file}`)])];
  const tags =
    when === 'after-first-paint'
      ? [`<meta name="devforge:app-scripts" content="${[entryUrl, ...preloadUrls].join(' ')}">`]
      : [
          `<script type="module" fetchpriority="low" crossorigin src="${entryUrl}"></script>`,
          ...preloadUrls.map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`),
        ];
  return html.replace('</head>', `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

/** Stamps the build id on <html data-build>, where the page and the server read it. */
function buildStampPlugin(): Plugin {
  return {
    name: 'devforge-build-stamp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="en" data-build="${buildId}">`),
  };
}

/**
 * The build-time renderer's own build (Node, SSR): tool screens are never prerendered, so what a
 * tool's meta.ts loads lazily is replaced by an empty component, which keeps every tool (workers,
 * WASM, editors) out of it.
 */
function noToolScreensPlugin(): Plugin {
  const stub = '\0devforge-prerender-no-tool-screen';
  return {
    name: 'devforge-prerender-no-tool-screens',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /\/web\/src\/tools\/[^/]+\/meta\.ts$/.test(importer.replace(/\\/g, '/')) && source.startsWith('./'))
        return stub;
      return null;
    },
    load: (id) => (id === stub ? 'export default function NotPrerendered() { return null; }' : null),
  };
}

/**
 * One chunk for lucide's icon machinery and the icons of what every page loads right after its
 * first render (the footer and its feedback form, the update prompt) and of the home page's lower
 * sections. Left to itself, the bundler gives each icon that some tool also draws a chunk of its
 * own: about 20 requests after hydration on the home page, and Vite's preload helper adds a
 * <link rel="modulepreload"> for each, about 1 ms of main thread apiece on a phone, inside the
 * tasks that hydrate the page. Only icons: a page that draws any lucide icon loads this chunk (a
 * few kB), but grouping the app's own shared modules too made every page wait for the footer's code.
 */
function frameIconsChunkGroup(): Rolldown.CodeSplittingGroup {
  const src = (file: string) => path.join(webRoot, 'src', file);
  const parts = ['app/Footer.tsx', 'app/update/service-worker.tsx', 'pages/home/HomeSections.tsx'].map(src);
  const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;
  const lucideIndex = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
  let members: Set<string> | undefined;
  let iconFiles: Map<string, string> | undefined;

  /** The icon modules that `code` imports by name from lucide's index (at `indexId`). */
  function importedIcons(code: string, indexId: string, ctx: Rolldown.ChunkingContext): string[] {
    if (!iconFiles) {
      // The index reads `export { default as X, default as XIcon, … } from './icons/x.mjs';`.
      iconFiles = new Map();
      const index = ctx.getModuleInfo(indexId)?.code ?? '';
      for (const m of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g))
        for (const name of m[1].matchAll(/default as (\w+)/g)) iconFiles.set(name[1], path.join(path.dirname(indexId), m[2]));
    }
    const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((m) =>
      m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
    );
    return names.flatMap((name) => iconFiles?.get(name) ?? []);
  }

  // The modules `roots` import statically, all the way down. Through lucide's index (which imports
  // every icon), only to the icons the importing module names.
  function closure(roots: string[], ctx: Rolldown.ChunkingContext): Set<string> {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      const info = ctx.getModuleInfo(id);
      if (!info) return;
      found.add(id);
      for (const next of info.importedIds) {
        if (!lucideIndex.test(next)) visit(next);
        else for (const icon of importedIcons(info.code ?? '', next, ctx)) visit(icon);
      }
    };
    roots.forEach(visit);
    return found;
  }

  return {
    debugName: 'frame-icons',
    // The members are lucide's modules the frame reaches, with everything they import: the bundler
    // must not also pull in their dependencies, which would move the entry's own modules (React) here.
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (!members) {
        const initial = closure([src('main.tsx')], ctx);
        members = new Set([...closure(parts, ctx)].filter((module) => lucide.test(module) && !initial.has(module)));
      }
      return members.has(id) ? 'icons' : null;
    },
  };
}

/** The files of a Vite manifest entry and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** What web/src/app/render/prerender.tsx exports (typed here: the Node config does not compile JSX). */
type PrerenderModule = {
  prerenderedPages: readonly { path: string; title: string; scriptsAtOnce?: boolean }[];
  renderPage: (path: string) => Promise<{ html: string; parts: string[] }>;
  routePatterns: () => string[];
};

/** Where a prerendered page is written: / → prerendered/index.html, /about → prerendered/about.html, '*' → prerendered/404.html. */
const prerenderedFile = (pagePath: string) =>
  `prerendered/${pagePath === '*' ? '404' : pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

/**
 * After the client build: builds web/src/app/render/prerender.tsx for Node, renders the pages that
 * are the same for everyone into copies of index.html (dist/web/prerendered/), each listing on #root
 * the lazy parts it holds and preloading their chunks, and writes prerendered/routes.json (the
 * pages and the app's route patterns) for the server. index.html stays the shell for every other
 * deep link.
 */
function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'devforge-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = config.build.outDir;
        // Inside the project, so the built module finds react and react-router in node_modules.
        const ssrDir = path.join(projectRoot, 'dist', `.prerender-${process.pid}-${Date.now()}`);
        try {
          await viteBuild({
            configFile: false,
            root: webRoot,
            mode: config.mode,
            logLevel: 'warn',
            resolve: { alias },
            plugins: [react(), toolCountPlugin(), noToolScreensPlugin()],
            build: {
              ssr: path.join(webRoot, 'src/app/render/prerender.tsx'),
              outDir: ssrDir,
              emptyOutDir: true,
              minify: false,
              copyPublicDir: false,
            },
          });
          const renderer = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as PrerenderModule;
          const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
          const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          for (const page of renderer.prerenderedPages) {
            const { html, parts } = await renderer.renderPage(page.path);
            const partChunks = new Set<string>();
            for (const part of parts) {
              const key = [`src/${part}.tsx`, `src/${part}.ts`].find((k) => manifest[k]);
              if (!key) throw new Error(`prerender: lazyPart('${part}') names no module under web/src`);
              for (const file of chunkFiles(manifest, key)) partChunks.add(file);
            }
            const document = withPageScripts(shell, [...partChunks], page.scriptsAtOnce ? 'at-once' : 'after-first-paint')
              .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root" data-prerendered="${page.path}" data-parts="${parts.join(' ')}">${html}</div>`,
              );
            const file = path.join(outDir, prerenderedFile(page.path));
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, document);
          }
          const routes = {
            pages: renderer.prerenderedPages.map((page) => ({ path: page.path, file: prerenderedFile(page.path) })),
            routes: renderer.routePatterns(),
          };
          fs.writeFileSync(path.join(outDir, 'prerendered', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
        } finally {
          fs.rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * The JavaScript the service worker precaches: what the app's own pages need (the entry, every
 * page, the footer, the palette…), found by walking the build manifest from the entry, but not
 * into a tool's folder (its screen, workers) nor the engines: tools and engines are cached when
 * first used (web/src/pwa/sw.ts), so a visit does not download every tool.
 */
function appShellScripts(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // A tool's folder is one with a meta.ts (catalogue/ and detect/ are the app's own).
  const isToolOrEngine = (src = '') => {
    const tool = /^src\/tools\/([^/]+)\//.exec(src)?.[1];
    return (
      src.startsWith('src/engines/') || (tool !== undefined && fs.existsSync(path.join(webRoot, 'src', 'tools', tool, 'meta.ts')))
    );
  };
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || isToolOrEngine(chunk.src)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** The web app manifest and the service worker (Workbox, injectManifest: web/src/pwa/sw.ts). */
function pwaPlugins() {
  let outDir = '';
  return [
    {
      name: 'devforge-pwa-out-dir',
      configResolved(resolved: ResolvedConfig) {
        outDir = resolved.build.outDir;
      },
    } satisfies Plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // Registered by the app itself once interactive (web/src/app/update/service-worker.tsx);
      // the dev server installs none (devOptions off).
      injectRegister: false,
      registerType: 'prompt',
      devOptions: { enabled: false },
      includeAssets: [],
      manifest: {
        id: '/',
        name: 'DevForge: developer tools',
        short_name: 'DevForge',
        description: 'Developer tools in your browser: JSON, JWT, regex, UUID, hashing, Git, HTTP, SQL, Docker, with AI helpers.',
        start_url: '/tools',
        scope: '/',
        display: 'standalone',
        // The light theme's background and brand colour; the dark ones are in index.html's
        // theme-color metas (the manifest has no per-scheme colours).
        background_color: '#f8fafc',
        theme_color: '#4f46e5',
        categories: ['developer', 'productivity', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        globPatterns: [
          'index.html',
          'prerendered/*.html',
          'prerendered/**/*.html',
          'boot.js',
          'favicon.svg',
          'icons/*.png',
          'assets/*.{js,css}',
        ],
        // Precompressed copies and source maps are not pages' files.
        globIgnores: ['**/*.gz', '**/*.br', '**/*.map'],
        // The glob sees every script, the engines' too (ESLint's bundle is 4 MB); the transform below keeps
        // only the shell's, whose size the first-load bench watches. So the limit only has to let the scan pass.
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const scripts = appShellScripts(outDir);
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || !entry.url.endsWith('.js') || scripts.has(entry.url),
              ),
            };
          },
        ],
      },
    }),
  ];
}

// The pages of the first load (home, footer) state how many tools work. Counting needs every tool's
// meta.ts; the build reads the registry once in Node and replaces web/src/tools/tool-count.ts by its
// numbers, so the first load carries two integers instead of the catalogue; the same for the home
// page's tools per category (web/src/tools/category-count.ts). Dev and the unit tests run the
// modules as written. The same numbers fill %DEVFORGE_TOOL_COUNT% in index.html.
function toolCountPlugin(): Plugin {
  const countModule = fileURLToPath(new URL('./web/src/tools/tool-count.ts', import.meta.url));
  const categoryModule = fileURLToPath(new URL('./web/src/tools/category-count.ts', import.meta.url));
  type Counts = { workingToolCount: number; freeToolCount: number; categoryToolCounts: Record<string, number> };
  let counts: Promise<Counts> | undefined;
  const importModule = <T>(file: string) =>
    runnerImport<T>(file, {
      configFile: false,
      logLevel: 'error',
      root: fileURLToPath(new URL('./web', import.meta.url)),
      resolve: { alias },
    }).then(({ module }) => module);
  const read = () =>
    (counts ??= Promise.all([
      importModule<{ workingToolCount: number; freeToolCount: number }>(countModule),
      importModule<{ categoryToolCounts: Record<string, number> }>(categoryModule),
    ]).then(([total, perCategory]) => ({
      workingToolCount: total.workingToolCount,
      freeToolCount: total.freeToolCount,
      categoryToolCounts: perCategory.categoryToolCounts,
    })));
  let building = false;
  return {
    name: 'devforge-tool-count',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      const file = id.split('?')[0];
      if (!building || (file !== countModule && file !== categoryModule)) return null;
      const { workingToolCount, freeToolCount, categoryToolCounts } = await read();
      if (file === categoryModule) return `export const categoryToolCounts = ${JSON.stringify(categoryToolCounts)};\n`;
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
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    badgeMakerNodeStubs(),
    toolCountPlugin(),
    buildStampPlugin(),
    minifyBootScript(),
    prerenderPlugin(),
    ...pwaPlugins(),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The prerender and the service worker read the chunk graph from .vite/manifest.json.
    manifest: true,
    sourcemap: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [frameIconsChunkGroup()] } } },
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
