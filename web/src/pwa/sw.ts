// The service worker (built by vite-plugin-pwa with Workbox, build/plugins/pwa.ts). What it keeps:
// - precached at install: the shell (index.html), the prerendered pages, the CSS, the icons and the
//   JavaScript of the app's own pages (not of the tools): enough to open the app offline;
// - cached on first use: every other hashed file under /assets/ (tool chunks, workers, WASM, the
//   PGlite data, linters). They never change (their name is their content), so cache-first is exact;
// - never: /api/ (answers are personal and live), the builder's preview shell.
// A new deployment installs beside the running one and waits; the page offers "Reload", which
// tells it to take over (SKIP_WAITING) and reloads once it does (app/update/service-worker.tsx).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { withBasePath, withoutBasePath } from '../../../common/base-path';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// Everything is under the build's base ('/' or '/devforge/' behind a proxy, BASE_PATH): the
// worker's scope, the shell, the prerendered pages, the assets, the API. The worker is served at
// <base>sw.js, so its own folder is the base.
const base = new URL('./', self.location.href).pathname;
const SHELL = withBasePath(base, '/index.html');

/** The prerendered file of an address: /about → /prerendered/about.html, / → /prerendered/index.html (render/prerender.tsx). */
function prerenderedFile(pathname: string): string {
  const path = (withoutBasePath(base, pathname) ?? pathname).replace(/(.)\/+$/, '$1');
  return withBasePath(base, `/prerendered${path === '/' ? '/index' : path}.html`);
}

const neverHandled = (url: URL) => {
  const path = withoutBasePath(base, url.pathname);
  return path === undefined || path === '/api' || path.startsWith('/api/') || path.startsWith('/builder-preview');
};

// Page loads: the prerendered page when there is one, else the shell (the app renders any route,
// including its own "Page Not Found"). Registered before the precache route, which would answer
// "/" with the shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !neverHandled(url),
  async ({ request, url }) => {
    const page = prerenderedFile(url.pathname);
    const cached = (getCacheKeyForURL(page) ? await matchPrecache(page) : undefined) ?? (await matchPrecache(SHELL));
    return cached ?? fetch(request);
  },
);

precache(self.__WB_MANIFEST);
addRoute();
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith(withBasePath(base, '/assets/')) && request.method === 'GET',
  new CacheFirst({
    cacheName: 'devforge-assets',
    // Old deployments' files are dropped first when the browser's quota for the site runs short.
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
