import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { normalizeBasePath } from '../../common/base-path';
import { modelIdSchema, providerIds, type ProviderId } from '../../common/ai';
import { providerDefaults } from './ai/provider-catalogue';
import { defaultPasswordConcurrency } from './auth/password-work';

// Unset and empty mean the same for optional settings (e.g. `AI_OPENAI_API_KEY=` in a .env file).
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** AI_<PREFIX>_BASE_URL, _MODEL and _API_KEY for every provider (see ai/provider-catalogue.ts). */
const aiProviderEnv = Object.fromEntries(
  Object.values(providerDefaults).flatMap(({ envPrefix }) => [
    [
      `AI_${envPrefix}_BASE_URL`,
      // The aggregator may list several endpoints (comma-separated): they are its fallback rotation.
      z.preprocess(
        blankAsUnset,
        z
          .string()
          .transform((v) => v.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean))
          .pipe(envPrefix === 'AGGREGATOR' ? z.array(httpUrl).min(1) : z.array(httpUrl).length(1, 'must be one URL'))
          .optional(),
      ),
    ],
    [`AI_${envPrefix}_MODEL`, z.preprocess(blankAsUnset, modelIdSchema.optional())],
    [`AI_${envPrefix}_API_KEY`, z.preprocess(blankAsUnset, z.string().trim().min(1).optional())],
  ]),
) as Record<string, z.ZodType<string[] | string | undefined>>;

// Every setting the server reads, in one place, validated at start-up.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  // The sub-path behind a reverse proxy (e.g. /devforge/); the web app is built with the same one (vite.config.ts).
  BASE_PATH: z.string().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Shutting down (SIGTERM): how long /api/health says "draining" before the server stops accepting
  // (long enough for a load balancer to notice), and the most it then waits for requests in flight.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  FEEDBACK_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FEEDBACK_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  STATIC_DIR: z.string().optional(),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Accounts and mail (server/src/auth).
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Password hashing at once, and waiting behind them (auth/password-work.ts); default: cores − 1.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(604_800),
  SESSION_REFRESH_AFTER_SECONDS: z.coerce.number().int().min(0).default(86_400),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  // AI providers, users' API keys and the daily quota (server/src/ai, server/src/keys).
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  AI_FREE_DAILY_LIMIT: z.coerce.number().int().min(0).default(3),
  // The website builder's max output tokens: deliberately above the spec's 4000, which cuts most full sites off.
  AI_BUILDER_MAX_TOKENS: z.coerce.number().int().min(1000).max(200_000).default(16_000),
  // …and so it needs longer than one short AI call: 16000 tokens at 60 tokens/s is over four minutes.
  AI_BUILDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  AI_KEYS_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  AI_DEFAULT_PROVIDER: z.preprocess(blankAsUnset, z.enum(providerIds).default('ai')),
  ...aiProviderEnv,
  // The HTTP relay of the API clients (server/src/relay).
  RELAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  RELAY_USER_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  RELAY_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  RELAY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  // The operations API (server/src/ops) and its personal API tokens (server/src/tokens).
  OPS_FREE_DAILY_LIMIT: z.coerce.number().int().min(0).default(1_000),
  OPS_PRO_DAILY_LIMIT: z.coerce.number().int().min(0).default(100_000),
  OPS_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  OPS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // 0: as many as the machine has cores, at least 2 (one stuck call must leave another free) and at most 4.
  OPS_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  // Test-only: lets the relay reach 127.0.0.1/::1, where the test suites run their target servers.
  // Named so nobody sets it by mistake, and refused in production (see loadConfig).
  RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The public URL of the app without a trailing slash, its sub-path included: https://host/devforge. */
  appUrl: string;
  /** The sub-path the app is served under: '/' or '/devforge/' (common/base-path.ts). */
  basePath: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a SQLite statement waits for another process's lock before the request gets 503. */
  sqliteBusyTimeoutMs: number;
  trustProxy: boolean;
  logLevel: string;
  bodyLimit: number;
  shutdown: { delayMs: number; graceMs: number };
  feedbackRateLimit: { max: number; windowMs: number };
  /** Built SPA (dist/web); undefined when it is not built, e.g. in API-only tests. */
  staticDir: string | undefined;
  auth: {
    /** Signs cookies and tokens; when unset, one is generated into dataDir (see auth/secret.ts). */
    secret: string | undefined;
    /** Per client IP and path, for sign-in, sign-up and the reset and confirmation mails. */
    ipRateLimit: { max: number; windowSeconds: number };
    /** Requests that hash a password: this many at once, this many waiting, the rest 503. */
    passwordWork: { concurrency: number; maxWaiting: number };
    /** Per email address and path, for the same endpoints. */
    emailRateLimit: { max: number; windowSeconds: number };
    resetTokenTtlSeconds: number;
    /** Sliding expiry: a session lives this long after it was last refreshed… */
    sessionTtlSeconds: number;
    /** …and is refreshed when used at least this long after the last refresh. */
    sessionRefreshAfterSeconds: number;
    /** Feature routes reuse a checked session this long (0: never); see auth/session-cache.ts. */
    sessionCacheSeconds: number;
  };
  mail: {
    /** SMTP server; without it mail is logged and written to dataDir/outbox. */
    smtpUrl: string | undefined;
    from: string;
  };
  ai: AiConfig;
  relay: RelayConfig;
  ops: OpsConfig;
};

export type OpsConfig = {
  /** Operation calls a Free / Pro user may make per UTC day (sessions and tokens together). */
  dailyLimit: { free: number; pro: number };
  /** Largest request body of POST /api/ops/… */
  bodyLimit: number;
  /** Run time of one call before it is stopped and answered 422. */
  timeoutMs: number;
  /** Worker threads that run operations. */
  workers: number;
};

export type RelayConfig = {
  /** Whole exchange, redirects and reading the body included. */
  timeoutMs: number;
  userRateLimit: { max: number; windowMs: number };
  ipRateLimit: { max: number; windowMs: number };
  /** Test-only (never in production): loopback targets are let through, every other refusal stays. */
  allowLoopbackForTestsOnly: boolean;
};

export type AiProviderConfig = {
  /** Several only for the aggregator: its fallback rotation (spec platform.md §4). */
  baseUrls: string[];
  model: string;
  /** The built-in key: calls with it are counted against the daily quota. */
  apiKey: string | undefined;
  /** False when the provider has no base URL (ollama and custom until configured). */
  enabled: boolean;
  keyOptional: boolean;
};

export type AiConfig = {
  /** Per AI call, from the request to the last byte of the answer. */
  timeoutMs: number;
  /** Counted AI calls a free user may make per UTC day; Pro is unlimited. */
  freeDailyLimit: number;
  /** Max output tokens of a website builder call (the other AI calls keep the spec's 4000). */
  builderMaxTokens: number;
  /** Time limit of a website builder call (the retry included). */
  builderTimeoutMs: number;
  /** Encrypts stored API keys; when unset, one is generated into dataDir (see keys/secret.ts). */
  keysSecret: string | undefined;
  defaultProvider: ProviderId;
  providers: Record<ProviderId, AiProviderConfig>;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY: is for test suites only and is refused when NODE_ENV=production');
  }
  let basePath: string;
  try {
    basePath = normalizeBasePath(e.BASE_PATH);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  BASE_PATH: ${(error as Error).message}`);
  }
  const appUrl = publicUrl(e.APP_URL ?? `http://localhost:${e.PORT}`, basePath);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    basePath,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    feedbackRateLimit: { max: e.FEEDBACK_RATE_LIMIT, windowMs: e.FEEDBACK_RATE_WINDOW_MS },
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : undefined,
    auth: {
      secret: e.AUTH_SECRET,
      ipRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
      passwordWork: { concurrency: e.PASSWORD_HASH_CONCURRENCY ?? defaultPasswordConcurrency(), maxWaiting: e.PASSWORD_HASH_QUEUE },
      emailRateLimit: { max: e.AUTH_EMAIL_RATE_LIMIT_MAX, windowSeconds: e.AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS },
      resetTokenTtlSeconds: e.RESET_TOKEN_TTL_SECONDS,
      sessionTtlSeconds: e.SESSION_TTL_SECONDS,
      sessionRefreshAfterSeconds: e.SESSION_REFRESH_AFTER_SECONDS,
      sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `DevForge <no-reply@${mailDomain(appUrl)}>`,
    },
    ai: aiConfigFrom(e as unknown as Record<string, unknown>),
    relay: {
      timeoutMs: e.RELAY_TIMEOUT_MS,
      userRateLimit: { max: e.RELAY_USER_RATE_LIMIT, windowMs: e.RELAY_RATE_WINDOW_MS },
      ipRateLimit: { max: e.RELAY_IP_RATE_LIMIT, windowMs: e.RELAY_RATE_WINDOW_MS },
      allowLoopbackForTestsOnly: e.RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY,
    },
    ops: {
      dailyLimit: { free: e.OPS_FREE_DAILY_LIMIT, pro: e.OPS_PRO_DAILY_LIMIT },
      bodyLimit: e.OPS_BODY_LIMIT_BYTES,
      timeoutMs: e.OPS_TIMEOUT_MS,
      workers: e.OPS_WORKERS || Math.max(2, Math.min(4, os.availableParallelism())),
    },
  };
}

function aiConfigFrom(e: Record<string, unknown>): AiConfig {
  // Claude and Anthropic are one service: Claude's settings default to Anthropic's.
  const read = (prefix: string, name: string) => e[`AI_${prefix}_${name}`] ?? (prefix === 'CLAUDE' ? e[`AI_ANTHROPIC_${name}`] : undefined);
  const providers = Object.fromEntries(
    providerIds.map((id) => {
      const defaults = providerDefaults[id];
      const baseUrls = (read(defaults.envPrefix, 'BASE_URL') as string[] | undefined) ?? (defaults.baseUrl ? [defaults.baseUrl] : []);
      return [
        id,
        {
          baseUrls,
          model: (read(defaults.envPrefix, 'MODEL') as string | undefined) ?? defaults.model,
          apiKey: read(defaults.envPrefix, 'API_KEY') as string | undefined,
          enabled: baseUrls.length > 0,
          keyOptional: defaults.keyOptional,
        },
      ];
    }),
  ) as Record<ProviderId, AiProviderConfig>;
  const defaultProvider = e.AI_DEFAULT_PROVIDER as ProviderId;
  if (!providers[defaultProvider].enabled) {
    throw new ConfigError(`Invalid configuration:\n  AI_DEFAULT_PROVIDER: ${defaultProvider} has no base URL (set AI_${providerDefaults[defaultProvider].envPrefix}_BASE_URL)`);
  }
  return {
    timeoutMs: e.AI_TIMEOUT_MS as number,
    freeDailyLimit: e.AI_FREE_DAILY_LIMIT as number,
    builderMaxTokens: e.AI_BUILDER_MAX_TOKENS as number,
    builderTimeoutMs: e.AI_BUILDER_TIMEOUT_MS as number,
    keysSecret: e.AI_KEYS_SECRET as string | undefined,
    defaultProvider,
    providers,
  };
}

// 'localhost' and bare IPs are not valid mail domains; fall back to a reserved example domain.
/**
 * APP_URL with the sub-path: given as the origin (https://host) or with the sub-path already
 * (https://host/devforge/), it ends as https://host/devforge; any other path contradicts BASE_PATH.
 */
function publicUrl(appUrl: string, basePath: string): string {
  const url = new URL(appUrl);
  const path = url.pathname.replace(/\/*$/, '/');
  if (path !== '/' && path !== basePath) {
    throw new ConfigError(`Invalid configuration:\n  APP_URL: its path ${url.pathname} is not BASE_PATH (${basePath}); give the origin, or the origin and BASE_PATH`);
  }
  return `${url.origin}${basePath}`.replace(/\/$/, '');
}

function mailDomain(appUrl: string): string {
  const host = new URL(appUrl).hostname;
  return host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'devforge.example';
}
