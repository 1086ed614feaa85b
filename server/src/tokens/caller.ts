import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/routes';
import type { CurrentUserReader } from '../ai/current-user';
import { HttpError } from '../http/errors';
import type { TokenStore } from './store';

export type ApiCaller = { user: SessionUser; via: 'session' } | { user: SessionUser; via: 'token'; tokenId: string };

export const INVALID_TOKEN_MESSAGE =
  'This API token is not valid: it was revoked, has expired or is mistyped. Create a new one in Account Settings.';

/**
 * Who calls a route that takes personal API tokens (the operations API, recipe reads): a token in
 * `Authorization: Bearer dfk_…`, else the session cookie. Every other route reads the session
 * only (createSessionReader), so a token opens nothing else: not the account, keys or sessions.
 */
export function createApiCallerReader({ tokens, currentUser }: { tokens: TokenStore; currentUser: CurrentUserReader }) {
  return async function requireApiCaller(request: FastifyRequest): Promise<ApiCaller> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const bearer = /^Bearer +(\S+) *$/i.exec(authorization);
      if (!bearer) throw new HttpError(401, 'invalid_token', 'Send the API token as "Authorization: Bearer dfk_…".');
      const found = await tokens.authenticate(bearer[1]!);
      if (!found) throw new HttpError(401, 'invalid_token', INVALID_TOKEN_MESSAGE);
      return { user: found.user, via: 'token', tokenId: found.tokenId };
    }
    const user = await currentUser(request);
    if (!user)
      throw new HttpError(
        401,
        'unauthorized',
        'Sign in, or send a personal API token as "Authorization: Bearer dfk_…" (create one in Account Settings).',
      );
    return { user, via: 'session' };
  };
}

export type ApiCallerReader = ReturnType<typeof createApiCallerReader>;
