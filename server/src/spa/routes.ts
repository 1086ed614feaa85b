import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../http/errors';
import { evalWorkerCsp, evalWorkerScript, netWorkerCsp, netWorkerScript } from '../http/security';

/**
 * Serves the built SPA. Unknown /api paths get a JSON 404; every other GET gets index.html
 * so deep links (/tools/json-formatter, /account) work on reload.
 */
export const spaRoutes: FastifyPluginAsync<{ staticDir: string | undefined }> = async (app, { staticDir }) => {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasSpa = Boolean(indexFile && fs.existsSync(indexFile));
  if (hasSpa && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (vite.config.ts); they are sent when accepted.
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
    if ((request.method === 'GET' || request.method === 'HEAD') && hasSpa) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', 'Not found'));
  });
};
