import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { resetRedirects } from '../../../common/auth';
import { withBasePath } from '../../../common/base-path';
import { authAsyncContextSwitch, type AsyncContextSwitch } from './async-context';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { confirmationEmail, passwordResetEmail } from './mail-templates';
import type { Mailer } from './mailer';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordRuleHook } from './password-rule';

/**
 * Better Auth reads the client IP from headers only. The auth routes overwrite this header with
 * Fastify's request.ip (the socket address, or X-Forwarded-For only when TRUST_PROXY is set), so
 * a forged header can neither dodge a rate limit nor put every user in one bucket.
 */
export const CLIENT_IP_HEADER = 'x-devforge-client-ip';

export const AUTH_BASE_PATH = '/api/auth';

type AuthLog = { [level in 'debug' | 'info' | 'warn' | 'error']: (obj: object, msg: string) => void };

export type CreateAuthOptions = {
  config: Pick<Config, 'appUrl' | 'basePath' | 'auth' | 'logLevel'>;
  database: Database;
  mailer: Mailer;
  secret: string;
  log: AuthLog;
};

/** The origins a browser may send state-changing auth requests from: APP_URL, and the host the request was sent to. */
function trustedOriginsFor(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (request?: Request) => {
    const host = request?.headers.get('host');
    return host ? [appOrigin, `http://${host}`, `https://${host}`] : [appOrigin];
  };
}

export function createAuth({ config, database, mailer, secret, log }: CreateAuthOptions) {
  const { auth: settings, appUrl, basePath } = config;
  const ipRule = { window: settings.ipRateLimit.windowSeconds, max: settings.ipRateLimit.max };
  const auth = betterAuth({
    appName: 'DevForge',
    // Written out whole: a base URL with a path (the sub-path) is taken as is, without basePath.
    baseURL: `${appUrl}${AUTH_BASE_PATH}`,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db: database.db, type: database.dialect },
    trustedOrigins: trustedOriginsFor(appUrl),
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      // Spec platform.md §4: after sign-up the user is signed in at once, confirmed or not.
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: settings.resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const create = decodeURIComponent(new URL(url).searchParams.get('callbackURL') ?? '') === withBasePath(basePath, resetRedirects.create);
        mailer.sendInBackground(passwordResetEmail({ to: user.email, url, create, ttlMinutes: Math.round(settings.resetTokenTtlSeconds / 60) }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in from a mailed link would skip two-factor; the callback page sends the user to sign in instead.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        mailer.sendInBackground(confirmationEmail({ to: user.email, url }));
      },
    },
    user: {
      additionalFields: {
        // Changed only by the admin CLI (plan.ts), never by a request body.
        plan: { type: 'string', required: false, defaultValue: 'free', input: false },
      },
    },
    session: {
      expiresIn: settings.sessionTtlSeconds,
      updateAge: settings.sessionRefreshAfterSeconds,
      // No cookie cache: every request reads the session row, so a sign-out or a reset on one
      // instance ends the session on all of them at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      // Off by default outside production; stored in the database so it holds across instances.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': ipRule,
        '/sign-up/email': ipRule,
        '/request-password-reset': ipRule,
        '/reset-password': ipRule,
        '/send-verification-email': ipRule,
        // Codes are also capped per account (Better Auth locks after 10 failures for 15 minutes).
        '/two-factor/*': ipRule,
        // Every page load asks for the session: a cheap read, not worth a database write.
        '/get-session': false,
      },
    },
    advanced: {
      cookiePrefix: 'devforge',
      // Under a sub-path the session stays there: another app on the same host never receives it.
      ...(basePath === '/' ? {} : { defaultCookieAttributes: { path: basePath.slice(0, -1) } }),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its origin checks when NODE_ENV=test; keep them on so tests see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: { before: passwordRuleHook },
    plugins: [twoFactor({ issuer: 'DevForge' })],
  });
  return throughSwitch(auth, authAsyncContextSwitch());
}

/**
 * The auth object with its entry points (the request handler and every `api` endpoint) run
 * through the async-context switch (see async-context.ts), so that the library's async hooks
 * are installed only while one of its calls is under way.
 */
function throughSwitch<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A, withContext: AsyncContextSwitch): A {
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, name) {
      const endpoint: unknown = Reflect.get(target, name);
      if (typeof endpoint !== 'function') return endpoint;
      if (!wrapped.has(name)) {
        const call = (...args: unknown[]) => withContext(() => Promise.resolve(endpoint.apply(target, args)));
        // Endpoints carry their path and options as properties; keep them visible.
        wrapped.set(name, Object.assign(call, endpoint));
      }
      return wrapped.get(name);
    },
  });
  return { ...auth, api, handler: (request: Request) => withContext(() => auth.handler(request)) };
}

export type Auth = ReturnType<typeof createAuth>;

/** The Better Auth tables (user, session, account, verification, rateLimit, twoFactor), created or updated in place. */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { getMigrations } = await import('better-auth/db/migration');
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
