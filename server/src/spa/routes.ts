import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../http/errors';
import { evalWorkerCsp, evalWorkerScript, netWorkerCsp, netWorkerScript } from '../http/security';
import { readPrerenderedSite } from './prerendered';

/**
 * Serves the built SPA. Unknown /api paths get a JSON 404. A page GET gets its prerendered HTML
 * when the build made one (/, /about, /login, /tools…), index.html (the shell) for every other
 * route of the app so deep links (/tools/json-formatter, /account) work on reload, and the
 * prerendered "Page Not Found" with status 404 for addresses no route matches.
 */
export const spaRoutes: FastifyPluginAsync<{ staticDir: string | undefined }> = async (app, { staticDir }) => {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasSpa = Boolean(indexFile && fs.existsSync(indexFile));
  const site = hasSpa && staticDir ? readPrerenderedSite(staticDir) : undefined;
  if (hasSpa && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (build/plugins/precompress.ts); they are sent when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (evalWorkerScript.test(filePath)) reply.header('Content-Security-Policy', evalWorkerCsp);
        else if (netWorkerScript.test(filePath)) reply.header('Content-Security-Policy', netWorkerCsp);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send(errorBody('not_found', `No API route ${request.method} ${url}`));
    }
    // A missing file (an asset of another deployment) is a plain 404, never a page.
    if (url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url)) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && site) {
      const page = site.pageFor(request.url);
      return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html').sendFile(page.file);
    }
    return reply.status(404).send(errorBody('not_found', 'Not found'));
  });
};
