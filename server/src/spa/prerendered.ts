import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

// What the build prerendered (build/plugins/prerender.ts writes prerendered/routes.json): which addresses have
// a page of their own, which file answers unknown addresses, and the app's route patterns, to tell
// a deep link the app will render (the shell) from an address no route matches (404).

type RoutesFile = { pages: { path: string; file: string }[]; routes: string[] };

export type PrerenderedSite = {
  /** The file to send for a GET of `url` and its status: a prerendered page, the shell or the 404 page. */
  pageFor(url: string): { file: string; status: number };
};

/** `/tools/:toolId` → /^\/tools\/[^/]+$/; the catch-all ('/*') is left out: it is what "unknown" means. */
function patternToRegExp(pattern: string): RegExp | undefined {
  if (pattern === '*' || pattern === '/*') return undefined;
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body || '/'}$`);
}

export function readPrerenderedSite(staticDir: string): PrerenderedSite {
  const shell = { file: 'index.html', status: 200 };
  let routesFile: RoutesFile;
  try {
    routesFile = JSON.parse(fs.readFileSync(path.join(staticDir, 'prerendered', 'routes.json'), 'utf8')) as RoutesFile;
  } catch {
    // A build without prerendered pages: the shell answers everything, as before.
    return { pageFor: () => shell };
  }
  const pages = new Map(routesFile.pages.filter((p) => fs.existsSync(path.join(staticDir, p.file))).map((p) => [p.path, p.file]));
  const notFound = pages.get('*');
  const known = routesFile.routes.map(patternToRegExp).filter((r): r is RegExp => r !== undefined);
  return {
    pageFor(url) {
      let pathname = url.split(/[?#]/)[0] ?? '/';
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        /* kept as sent */
      }
      pathname = pathname.replace(/(.)\/+$/, '$1');
      const page = pages.get(pathname);
      if (page) return { file: page, status: 200 };
      if (!notFound || known.some((route) => route.test(pathname))) return shell;
      return { file: notFound, status: 404 };
    },
  };
}

/** The build id stamped on index.html (<html data-build>), '' for a build without one. */
export function readBuildId(staticDir: string): string {
  try {
    return /<html[^>]*\sdata-build="([^"]+)"/.exec(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'))?.[1] ?? '';
  } catch {
    return '';
  }
}

/**
 * Every answer (the API's included) says which build this server serves (X-DevForge-Build): a page
 * of an older deployment sees it on its API calls and offers to reload (web/src/lib/deployment.ts).
 */
export function installBuildHeader(app: FastifyInstance, staticDir: string | undefined): void {
  const buildId = staticDir ? readBuildId(staticDir) : '';
  if (!buildId) return;
  // A callback hook on the request, not an async onSend: no promise per answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-DevForge-Build', buildId);
    done();
  });
}
