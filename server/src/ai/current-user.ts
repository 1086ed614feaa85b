import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/routes';
import { HttpError } from '../http/errors';

export type CurrentUserReader = (request: FastifyRequest) => Promise<SessionUser | null>;

/** The signed-in user of a request, or a 401 in the API's error shape. */
export function userRequirer(currentUser: CurrentUserReader) {
  return async function requireUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(request);
    if (!user) throw new HttpError(401, 'unauthorized', 'Please sign in to continue.');
    return user;
  };
}
