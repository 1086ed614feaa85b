import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { installErrorHandler } from './http/errors';
import { contentSecurityPolicy } from './http/security';
import { spaRoutes } from './spa/routes';

export type AppDeps = {
  /** An open database; by default one is opened from config and closed with the app. */
  database?: Database;
};

/** Builds the whole server from its feature plugins. Tests call this directly. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'] },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });

  await migrateToLatest(database);
  if (!deps.database) app.addHook('onClose', async () => database.close());

  // The API speaks JSON only; anything else is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy } });
  await app.register(healthRoutes, { database });
  await app.register(feedbackRoutes, { database, limit: config.feedbackRateLimit });
  await app.register(spaRoutes, { staticDir: config.staticDir });
  return app;
}
