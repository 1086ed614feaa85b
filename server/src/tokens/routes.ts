import type { FastifyPluginAsync } from 'fastify';
import {
  apiTokenIdParamsSchema,
  apiTokenListResponseSchema,
  createApiTokenInputSchema,
  createdApiTokenResponseSchema,
} from '../../../common/api-tokens';
import { apiErrorBodySchema } from '../../../common/api';
import { userRequirer, type CurrentUserReader } from '../ai/current-user';
import { HttpError } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { documentedRoute, errorResponses, type ApiDocs } from '../openapi/api-docs';
import type { TokenStore } from './store';

export type TokensRoutesOptions = { tokens: TokenStore; currentUser: CurrentUserReader; docs: ApiDocs };

const tags = ['API tokens'];

/**
 * /api/tokens: the signed-in user's personal API tokens, managed from the account page. Session
 * only: a token can neither list, create nor revoke tokens. Another user's token id answers 404.
 */
export const tokensRoutes: FastifyPluginAsync<TokensRoutesOptions> = async (app, { tokens, currentUser, docs }) => {
  const requireUser = userRequirer(currentUser);
  noStoreByDefault(app);

  documentedRoute(
    app,
    docs,
    {
      method: 'GET',
      url: '/api/tokens',
      operationId: 'listApiTokens',
      summary: 'List your API tokens',
      description: 'Newest first, with their name, first characters, creation, expiry and last use (never the token itself).',
      tags,
      auth: 'session',
      responses: { 200: { description: 'Your tokens.', schema: apiTokenListResponseSchema }, 401: errorResponses[401] },
    },
    async (_input, request) => {
      const user = await requireUser(request);
      return { tokens: await tokens.list(user.id) };
    },
  );

  documentedRoute(
    app,
    docs,
    {
      method: 'POST',
      url: '/api/tokens',
      bodyLimit: 4 * 1024,
      operationId: 'createApiToken',
      summary: 'Create an API token',
      description: 'The answer carries the token (`secret`) this once: only its hash is kept. An account has at most 50 tokens.',
      tags,
      auth: 'session',
      body: createApiTokenInputSchema,
      responses: {
        201: { description: 'Created.', schema: createdApiTokenResponseSchema },
        400: errorResponses[400],
        401: errorResponses[401],
        409: { description: 'The account already has 50 tokens.', schema: apiErrorBodySchema },
      },
    },
    async ({ body }, request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await tokens.create(user.id, body));
    },
  );

  documentedRoute(
    app,
    docs,
    {
      method: 'DELETE',
      url: '/api/tokens/:id',
      operationId: 'revokeApiToken',
      summary: 'Revoke an API token',
      description: 'The token stops working at once, on every server.',
      tags,
      auth: 'session',
      params: apiTokenIdParamsSchema,
      responses: { 204: { description: 'Revoked.' }, 401: errorResponses[401], 404: errorResponses[404] },
    },
    async ({ params }, request, reply) => {
      const user = await requireUser(request);
      if (!(await tokens.revoke(user.id, params.id))) throw new HttpError(404, 'not_found', 'No such API token');
      return reply.status(204).send();
    },
  );
};
