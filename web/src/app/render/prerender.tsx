// Build-time renderer (build/plugins/prerender.ts, prerenderPlugin): renders the pages that are the same for
// everyone to HTML, which the server sends and main.tsx hydrates. Runs in Node, once per build.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesFromElements, StaticRouter, type RouteObject } from 'react-router';
import { App } from '../App';
import { appRoutes } from '../routes';
import { appUrl, ROUTER_BASENAME } from '@/lib/base-path';
import { tools } from '@/tools/registry';
import { loadParts, recordRenderedParts } from '@/services/render/lazy-part';

/**
 * The prerendered pages: address and the title the page has once running (the HTML starts with it).
 * A page's scripts are fetched after its first paint, unless `scriptsAtOnce`: its main content
 * needs them (build/plugins/prerender.ts, withPageScripts).
 */
export const prerenderedPages: readonly { path: string; title: string; scriptsAtOnce?: boolean }[] = [
  { path: '/', title: 'DevForge: developer tools, AI-assisted' },
  { path: '/about', title: 'About · DevForge' },
  { path: '/docs/api', title: 'API reference · DevForge' },
  { path: '/login', title: 'DevForge: developer tools, AI-assisted' },
  { path: '/signup', title: 'DevForge: developer tools, AI-assisted' },
  { path: '/auth/reset-password', title: 'DevForge: developer tools, AI-assisted' },
  { path: '/auth/create-password', title: 'DevForge: developer tools, AI-assisted' },
  { path: '/tools', title: 'Tools · DevForge' },
  // Every working tool's page: its header (name, description, badges) paints at once; the tool's
  // own screen loads after hydration (tool screens are never prerendered, see build/plugins/prerender.ts), so
  // its scripts are not held back until the paint.
  ...tools
    .filter((tool) => !tool.comingSoon && tool.load)
    .map((tool) => ({ path: `/tools/${tool.id}`, title: `${tool.name} · DevForge`, scriptsAtOnce: true })),
  // The catch-all page, sent (with status 404) for addresses no route matches.
  { path: '*', title: 'Page Not Found · DevForge' },
];

/** Route patterns of the app ('/tools/:toolId', '/about', '*'…), for the server to tell a deep link from an unknown address. */
export function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], base: string) => {
    for (const route of routes) {
      const path = route.index ? base : route.path ? joinPath(base, route.path) : base;
      if (route.index || (route.path && !route.children)) patterns.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(createRoutesFromElements(appRoutes), '');
  return [...new Set(patterns)];
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/**
 * Renders one page: its HTML (inside #root) and the lazy parts it holds. renderToString renders
 * what is loaded and leaves a suspended part to the browser, so each pass loads the parts the
 * previous one met (a layout's page is met once the layout renders) until none is new: the last
 * pass is the whole page, plain HTML without the inline scripts of streaming (the CSP has none).
 */
export async function renderPage(path: string): Promise<{ html: string; parts: string[] }> {
  // '*' stands for any unknown address; the page does not show the address until it runs.
  const location = path === '*' ? '/__not-found__' : path;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter basename={ROUTER_BASENAME} location={appUrl(location)}>
      {children}
    </StaticRouter>
  );
  const app = (
    <StrictMode>
      <App router={Router} />
    </StrictMode>
  );
  let known: string[] = [];
  for (let pass = 0; pass < 8; pass++) {
    const recorder = recordRenderedParts();
    let html: string;
    try {
      html = renderToString(app);
    } catch (error) {
      recorder.stop();
      throw error;
    }
    recorder.stop();
    const parts = recorder.all();
    if (parts.every((part) => known.includes(part))) {
      if (html.includes('<!--$!-->')) throw new Error(`prerender ${path}: a part suspended without being a lazyPart`);
      return { html, parts: recorder.needed() };
    }
    known = [...new Set([...known, ...parts])];
    await loadParts(known);
  }
  throw new Error(`prerender ${path}: lazy parts kept appearing`);
}
