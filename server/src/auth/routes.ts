import { withBasePath } from '../../../common/base-path';
import { createHash } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONFIRM_CALLBACK_PATH,
  backupCodeSchema,
  passwordConfirmSchema,
  resendConfirmationInputSchema,
  resetPasswordInputSchema,
  resetRedirects,
  resetRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
  totpCodeSchema,
  type SessionResponse,
} from '../../../common/auth';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import { HttpError, errorBody, validate } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit-store';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth';
import { existingAccountEmail } from './mail-templates';
import type { Mailer } from './mailer';
import { createPasswordWork, PasswordBusyError } from './password-work';
import { planOf } from './plan';
import type { SessionCache } from './session-cache';

export type AuthRoutesOptions = {
  auth: Auth;
  database: Database;
  config: Pick<Config, 'appUrl' | 'basePath' | 'auth'>;
  mailer: Mailer;
  /** Cleared by every auth POST (sign-out, reset, revocation, 2FA…): see session-cache.ts. */
  sessionCache?: SessionCache;
};

/**
 * Sign-up with a taken email. The spec signs a new user in at once, so the answer to a taken
 * address necessarily differs from a success (no session). We decided to say so plainly but
 * without confirming that the account exists, to mail the owner instead, and to rely on the
 * per-IP and per-email limits to make probing slow. Sign-in ('Invalid email or password') and
 * 'forgot password' (same answer, same timing) reveal nothing.
 */
export const SIGN_UP_UNAVAILABLE_MESSAGE =
  "We couldn't create an account with this email. If you already have one, sign in or reset your password.";

/** Our messages for the auth library's error codes; other codes keep the library's message. */
const friendlyErrors: Record<string, [code: string, message: string]> = {
  USER_ALREADY_EXISTS: ['email_unavailable', SIGN_UP_UNAVAILABLE_MESSAGE],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ['email_unavailable', SIGN_UP_UNAVAILABLE_MESSAGE],
  INVALID_EMAIL_OR_PASSWORD: ['invalid_credentials', 'Invalid email or password'],
  INVALID_TOKEN: ['invalid_token', 'This link is invalid, has expired or was already used. Request a new one.'],
  INVALID_ORIGIN: ['bad_origin', 'This request came from another site and was refused'],
  MISSING_OR_NULL_ORIGIN: ['bad_origin', 'This request came from another site and was refused'],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ['bad_origin', 'This request came from another site and was refused'],
  INVALID_CODE: ['invalid_code', 'That code is not valid. Check your authenticator app and try again.'],
  INVALID_BACKUP_CODE: ['invalid_code', 'That backup code is not valid or was already used'],
  INVALID_PASSWORD: ['invalid_password', 'The password is not correct'],
  WEAK_PASSWORD: ['weak_password', ''],
  SESSION_NOT_FRESH: ['session_not_fresh', 'For your security, sign out and sign in again before changing this'],
  TOTP_ALREADY_ENABLED: ['two_factor_already_enabled', 'Two-factor authentication is already on'],
  INVALID_TWO_FACTOR_COOKIE: ['two_factor_expired', 'Your sign-in attempt expired. Sign in again with your email and password.'],
  ACCOUNT_TEMPORARILY_LOCKED: ['account_locked', 'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.'],
};

type Normalizer = (body: unknown) => Record<string, unknown>;

/**
 * Each endpoint the screens use is validated with the shared schemas (clear 400s, one error shape)
 * and rebuilt from known fields only: redirect targets are ours, never the client's.
 */
const normalizers: Record<string, Normalizer> = {
  '/sign-up/email': (body) => {
    const { email, password } = validate(signUpInputSchema, body);
    return { name: email.split('@')[0], email, password, callbackURL: CONFIRM_CALLBACK_PATH };
  },
  '/sign-in/email': (body) => {
    const { email, password, rememberMe } = validate(signInInputSchema, body);
    return { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) };
  },
  '/request-password-reset': (body) => {
    const { email, redirectTo } = validate(resetRequestInputSchema, body);
    return { email, redirectTo: redirectTo === resetRedirects.create ? resetRedirects.create : resetRedirects.reset };
  },
  '/reset-password': (body) => validate(resetPasswordInputSchema, body),
  '/send-verification-email': (body) => ({
    ...validate(resendConfirmationInputSchema, body),
    callbackURL: CONFIRM_CALLBACK_PATH,
  }),
  '/two-factor/enable': (body) => validate(passwordConfirmSchema, body),
  '/two-factor/disable': (body) => validate(passwordConfirmSchema, body),
  '/two-factor/verify-totp': (body) => validate(totpCodeSchema, body),
  '/two-factor/verify-backup-code': (body) => validate(backupCodeSchema, body),
  '/sign-out': () => ({}),
};

/** Endpoints that hash or verify a password: they wait their turn for it (password-work.ts). */
const passwordPaths = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/reset-password',
  '/change-password',
  '/set-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/delete-user',
]);

/** Endpoints also limited per email address (Better Auth counts per IP and path only). */
const perEmailLimited = new Set(['/sign-in/email', '/sign-up/email', '/request-password-reset', '/send-verification-email']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalizeBody(path: string, body: unknown, basePath: string): Record<string, unknown> | undefined {
  const normalize = normalizers[path];
  if (normalize) return underBasePath(normalize(body ?? {}), basePath);
  if (body === undefined) return undefined;
  if (!isPlainObject(body)) throw new HttpError(400, 'invalid_input', 'The request body must be a JSON object');
  return body;
}

/** The app's own redirect targets (after a mailed link) are pages under the sub-path. */
function underBasePath(body: Record<string, unknown>, basePath: string): Record<string, unknown> {
  const moved = { ...body };
  for (const key of ['callbackURL', 'redirectTo'] as const)
    if (typeof moved[key] === 'string') moved[key] = withBasePath(basePath, moved[key]);
  return moved;
}

/** The Fetch request Better Auth expects, built from the one Fastify already parsed. */
function toWebRequest(request: FastifyRequest, appUrl: string, body: Record<string, unknown> | undefined): Request {
  const headers = fromNodeHeaders(request.headers);
  for (const name of ['content-length', 'transfer-encoding', 'connection', 'expect']) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (body !== undefined) headers.set('content-type', 'application/json');
  // request.url is the address inside the app (app.ts strips BASE_PATH); Better Auth's base URL has the sub-path.
  return new Request(`${appUrl}${request.url}`, {
    method: request.method,
    headers,
    body: body !== undefined && request.method !== 'GET' && request.method !== 'HEAD' ? JSON.stringify(body) : undefined,
  });
}

/** Removes session tokens from JSON answers: the cookie is HttpOnly, so scripts must never see it elsewhere. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

type LibrarySession = { session: { expiresAt: string }; user: Record<string, unknown> } | null;

export function toSessionResponse(body: LibrarySession): SessionResponse {
  if (!body?.user) return null;
  const { user } = body;
  const plan = planOf(user);
  return {
    user: {
      id: String(user.id),
      email: String(user.email),
      plan,
      emailVerified: Boolean(user.emailVerified),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      createdAt: String(user.createdAt),
    },
    session: { expiresAt: String(body.session.expiresAt) },
    isPro: plan === 'pro',
  };
}

function toErrorBody(status: number, body: unknown, retryAfter: string | null) {
  const raw = isPlainObject(body) ? body : {};
  const libraryCode = typeof raw.code === 'string' ? raw.code : '';
  const libraryMessage = typeof raw.message === 'string' && raw.message ? raw.message : 'The request could not be completed';
  if (status === 429) {
    const wait = retryAfter ? ` in ${retryAfter} s` : ' later';
    return errorBody('rate_limited', `Too many attempts. Please try again${wait}.`);
  }
  const friendly = friendlyErrors[libraryCode];
  if (friendly) return errorBody(friendly[0], friendly[1] || libraryMessage);
  return errorBody(libraryCode ? libraryCode.toLowerCase() : status >= 500 ? 'internal' : 'auth_error', libraryMessage);
}

async function sendWebResponse(reply: FastifyReply, response: Response, method: string, path: string) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'x-retry-after'].includes(name))
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status >= 400 && (!text || !isJson)) {
    const [code, message] =
      response.status === 404
        ? ['not_found', `No API route ${method} ${AUTH_BASE_PATH}${path}`]
        : ['auth_error', 'The request could not be completed'];
    return reply.type('application/json').send(errorBody(code, message));
  }
  if (!text || !isJson) return reply.send(text || undefined);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply.send(text);
  }
  if (response.status >= 400) return reply.send(toErrorBody(response.status, body, retryAfter));
  if (path === '/get-session') return reply.send(toSessionResponse(body as LibrarySession));
  return reply.send(withoutTokens(body));
}

async function isTakenEmail(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return isPlainObject(body) && typeof body.code === 'string' && body.code.startsWith('USER_ALREADY_EXISTS');
}

function emailKey(path: string, email: string) {
  return `auth-email:${path}:${createHash('sha256').update(email).digest('base64url')}`;
}

/** Every /api/auth/* request goes to Better Auth through its Fetch handler (toNodeHandler would hang: Fastify has read the body). */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, database, config, mailer, sessionCache },
) => {
  const appOrigin = new URL(config.appUrl).origin;
  const emailLimit = config.auth.emailRateLimit;
  const passwordWork = createPasswordWork(config.auth.passwordWork);

  async function limitPerEmail(path: string, email: unknown, reply: FastifyReply) {
    if (!perEmailLimited.has(path) || typeof email !== 'string') return;
    const now = Date.now();
    const hit = await hitRateLimit(database, emailKey(path, email), emailLimit.windowSeconds * 1000, now);
    if (hit.count > emailLimit.max) {
      const retryAfter = Math.max(1, Math.ceil((hit.resetAt - now) / 1000));
      reply.header('retry-after', retryAfter);
      throw new HttpError(429, 'rate_limited', `Too many attempts. Please try again in ${retryAfter} s.`);
    }
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    // Auth requests are small; a large body is refused before it is parsed.
    bodyLimit: 16 * 1024,
    handler: async (request, reply) => {
      const path = new URL(request.url, appOrigin).pathname.slice(AUTH_BASE_PATH.length);
      const body = request.method === 'POST' ? normalizeBody(path, request.body, config.basePath) : undefined;
      await limitPerEmail(path, body?.email, reply);
      const handle = () => auth.handler(toWebRequest(request, config.appUrl, body));
      let response: Response;
      try {
        response = request.method === 'POST' && passwordPaths.has(path) ? await passwordWork.run(handle) : await handle();
      } catch (err) {
        if (err instanceof PasswordBusyError) reply.header('retry-after', err.retryAfterSeconds);
        throw err;
      }
      // The auth library answers 500 whatever failed; when it was the database, say so (503, retry).
      if (
        response.status >= 500 &&
        !(await database.ping().then(
          () => true,
          () => false,
        ))
      ) {
        reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        throw new HttpError(503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
      }
      if (request.method === 'POST') sessionCache?.clear();
      if (
        path === '/sign-up/email' &&
        response.status === 422 &&
        typeof body?.email === 'string' &&
        (await isTakenEmail(response))
      ) {
        mailer.sendInBackground(
          existingAccountEmail({ to: body.email, signInUrl: `${config.appUrl}/login`, resetUrl: `${config.appUrl}/login?reset=1` }),
        );
      }
      return sendWebResponse(reply, response, request.method, path);
    },
  });
};

export type SessionUser = { id: string; email: string; plan: 'free' | 'pro' };

/** The signed-in user of a request, or null; for other features' routes. */
export function createSessionReader(auth: Auth, cache?: SessionCache) {
  return async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const load = async () => {
      const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!result) return null;
      const user: SessionUser = { id: result.user.id, email: result.user.email, plan: planOf(result.user) };
      return { user, expiresAt: new Date(result.session.expiresAt) };
    };
    if (cache) return cache.read(cookie, load);
    return (await load())?.user ?? null;
  };
}
