import fs from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { withBasePath } from '../../common/base-path';
import { webRoot } from '../paths';

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

/**
 * The web app manifest and the service worker (Workbox, injectManifest: web/src/pwa/sw.ts).
 * `base` is Vite's ('/' or '/devforge/'): the manifest's addresses and the worker's scope are under it.
 */
export function pwaPlugins(base: string) {
  const at = (address: string) => withBasePath(base, address);
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
        id: base,
        name: 'DevForge: developer tools',
        short_name: 'DevForge',
        description: 'Developer tools in your browser: JSON, JWT, regex, UUID, hashing, Git, HTTP, SQL, Docker, with AI helpers.',
        start_url: at('/tools'),
        scope: base,
        display: 'standalone',
        // The light theme's background and brand colour; the dark ones are in index.html's
        // theme-color metas (the manifest has no per-scheme colours).
        background_color: '#f8fafc',
        theme_color: '#4f46e5',
        categories: ['developer', 'productivity', 'utilities'],
        icons: [
          { src: at('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: at('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: at('/icons/maskable-192.png'), sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: at('/icons/maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: at('/favicon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
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
