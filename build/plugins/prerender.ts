import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as viteBuild, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { alias, projectRoot, webRoot } from '../paths';
import { toolCountPlugin } from './tool-count';

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
function withPageScripts(shell: string, base: string, partChunks: string[], when: 'after-first-paint' | 'at-once') {
  const entry: string[] = [];
  const preloads: string[] = [];
  const html = shell
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, url: string) => (entry.push(url), ''))
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, url: string) => (preloads.push(url), ''));
  if (entry.length !== 1) throw new Error(`prerender: expected one module script in index.html, found ${entry.length}`);
  const [entryUrl, ...preloadUrls] = [...new Set([...entry, ...preloads, ...partChunks.map((file) => `${base}${file}`)])];
  const tags =
    when === 'after-first-paint'
      ? [`<meta name="devforge:app-scripts" content="${[entryUrl, ...preloadUrls].join(' ')}">`]
      : [
          `<script type="module" fetchpriority="low" crossorigin src="${entryUrl}"></script>`,
          ...preloadUrls.map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`),
        ];
  // Replacer functions throughout: a replacement string would read `$&`, `$1`, `$<name>` in the page as patterns.
  return html.replace('</head>', () => `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
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
export function prerenderPlugin(): Plugin {
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
            // The same base as the client build: the rendered links and import.meta.env.BASE_URL agree.
            base: config.base,
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
            const document = withPageScripts(
              shell,
              config.base,
              [...partChunks],
              page.scriptsAtOnce ? 'at-once' : 'after-first-paint',
            )
              .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
              .replace(
                '<div id="root"></div>',
                () => `<div id="root" data-prerendered="${page.path}" data-parts="${parts.join(' ')}">${html}</div>`,
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
