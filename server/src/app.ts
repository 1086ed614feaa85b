import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { withoutBasePath } from '../../common/base-path';
import { createAiGateway } from './ai/gateway';
import { aiRoutes } from './ai/routes';
import { createAuth, migrateAuthTables } from './auth/auth';
import { createMailer, type Mailer } from './auth/mailer';
import { authRoutes, createSessionReader } from './auth/routes';
import { resolveAuthSecret } from './auth/secret';
import { builderRoutes } from './builder/routes';
import { createSessionCache } from './auth/session-cache';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { favoritesRoutes } from './favorites/routes';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { installErrorHandler } from './http/errors';
import { keysRoutes } from './keys/routes';
import { createApiDocs } from './openapi/api-docs';
import { documentFeatureRoutes } from './openapi/feature-docs';
import { openApiRoutes } from './openapi/routes';
import { createOpsQuota } from './ops/quota';
import { opsRoutes } from './ops/routes';
import { originCheck } from './http/origin-check';
import { contentSecurityPolicy } from './http/security';
import type { ConnectHook } from './relay/forward';
import type { ResolveHost } from './relay/guarded-lookup';
import { recipesRoutes } from './recipes/routes';
import { relayRoutes } from './relay/routes';
import { installSecurityHeaders } from './http/security-headers';
import { snippetsRoutes } from './snippets/routes';
import { createApiCallerReader } from './tokens/caller';
import { tokensRoutes } from './tokens/routes';
import { createTokenStore } from './tokens/store';
import { installBuildHeader } from './spa/prerendered';
import { spaRoutes } from './spa/routes';

export type AppDeps = {
  /** An open database; by default one is opened from config and closed with the app. */
  database?: Database;
  /** Mail transport; by default SMTP_URL or the outbox in dataDir. */
  mailer?: Mailer;
  /** The clock the daily AI quota counts by; tests move it across UTC midnight. */
  clock?: () => Date;
  /** The relay's view of the network, for tests: DNS answers and where an address leads. */
  relayNetwork?: { resolve?: ResolveHost; connect?: ConnectHook };
  /** Folders of tool folders whose operations the API serves (web/src/tools by default); tests add their own. */
  operationToolsDirs?: readonly string[];
};

/** '/devforge/api/health?x' → '/api/health?x' under /devforge/; an address outside the sub-path is left as it is. */
export function insideApp(basePath: string, url: string): string {
  const [pathname = '/', query] = splitOnce(url, '?');
  const inside = withoutBasePath(basePath, pathname);
  if (inside === undefined) return url;
  return query === undefined ? inside : `${inside}?${query}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** Builds the whole server from its feature plugins. Tests call this directly. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database =
    deps.database ??
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'] },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Under BASE_PATH (e.g. /devforge/) every route answers at its address inside the app: the
    // sub-path is taken off here, once. A proxy that strips it itself is served the same.
    ...(config.basePath === '/' ? {} : { rewriteUrl: (request: IncomingMessage) => insideApp(config.basePath, request.url ?? '/') }),
  });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const auth = createAuth({
    config,
    database,
    mailer,
    secret: resolveAuthSecret({ secret: config.auth.secret, dataDir: config.dataDir }),
    log: app.log,
  });
  const sessionCache = createSessionCache({ ttlMs: config.auth.sessionCacheSeconds * 1000 });
  const currentUser = createSessionReader(auth, sessionCache);

  await migrateToLatest(database, [() => migrateAuthTables(auth)]);
  app.addHook('onClose', async () => mailer.flush());
  if (!deps.database) app.addHook('onClose', async () => database.close());

  // The API speaks JSON only; anything else is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  app.addHook('onRequest', originCheck({ appUrl: config.appUrl }));
  installSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityPolicy } });
  installBuildHeader(app, config.staticDir);
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, database, config, mailer, sessionCache });
  await app.register(feedbackRoutes, {
    database,
    limit: config.feedbackRateLimit,
    currentUserId: async (request) => (await currentUser(request))?.id ?? null,
  });
  await app.register(keysRoutes, { database, config, currentUser });
  await app.register(snippetsRoutes, { database, currentUser });
  await app.register(favoritesRoutes, { database, currentUser });
  await app.register(recipesRoutes, { database, currentUser });
  // One gateway for every AI endpoint: the same keys, quota and provider fallback rotation.
  const aiGateway = createAiGateway({ database, config, currentUser, clock: deps.clock });
  await app.register(aiRoutes, { gateway: aiGateway });
  await app.register(builderRoutes, { gateway: aiGateway, bodyLimit: config.bodyLimit });
  await app.register(relayRoutes, { database, settings: config.relay, currentUser, ...deps.relayNetwork });
  // The operations API and the personal API tokens that reach it (and nothing else), described
  // with the rest in one OpenAPI document generated from the routes' own schemas.
  const docs = createApiDocs({
    title: 'DevForge API',
    version: '1',
    description: 'Run any operation of the DevForge catalogue over HTTP, with a session or a personal API token.',
  });
  documentFeatureRoutes(docs);
  const tokens = createTokenStore({ database, now: deps.clock });
  await app.register(tokensRoutes, { tokens, currentUser, docs });
  await app.register(opsRoutes, {
    settings: config.ops,
    quota: createOpsQuota({ database, limits: config.ops.dailyLimit, clock: deps.clock }),
    requireApiCaller: createApiCallerReader({ tokens, currentUser }),
    docs,
    toolsDirs: deps.operationToolsDirs,
  });
  await app.register(openApiRoutes, { docs });
  await app.register(spaRoutes, { staticDir: config.staticDir });
  return app;
}
