import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  SNIPPET_CODE_MAX_BYTES,
  snippetInputSchema,
  snippetListQuerySchema,
  snippetMessages,
  snippetPatchSchema,
  type SnippetResponse,
} from '../../../common/snippets';
import { userRequirer, type CurrentUserReader } from '../ai/current-user';
import type { Database } from '../db/database';
import { HttpError, validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { createSnippetStore } from './store';

export type SnippetsRoutesOptions = { database: Database; currentUser: CurrentUserReader; now?: () => Date };

export const idParams = z.object({ id: z.string().min(1).max(100) });
// 100 KB of code can take up to six bytes per character once escaped in JSON ("\u0001"): room for that.
const bodyLimit = SNIPPET_CODE_MAX_BYTES * 6 + 16 * 1024;

function isEmpty(query: unknown): boolean {
  return query == null || Object.keys(query).length === 0;
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', snippetMessages.notFound);
}

/**
 * /api/snippets: the signed-in user's own snippets (spec tools.md §6: they belong to the user).
 * Every query names the user, so another user's snippet answers 404, like an unknown id.
 */
export const snippetsRoutes: FastifyPluginAsync<SnippetsRoutesOptions> = async (app, { database, currentUser, now }) => {
  const requireUser = userRequirer(currentUser);
  const snippets = createSnippetStore({ database, now });
  noStoreByDefault(app);

  // The store answers with the JSON text itself (see firstPage); an empty query skips zod.
  const defaultQuery = snippetListQuerySchema.parse({});
  app.get('/api/snippets', async (request, reply) => {
    const user = await requireUser(request);
    const query = isEmpty(request.query) ? defaultQuery : validate(snippetListQuerySchema, request.query);
    return reply.type('application/json; charset=utf-8').send(await snippets.list(user.id, query));
  });

  app.post('/api/snippets', { bodyLimit }, async (request, reply) => {
    const user = await requireUser(request);
    const snippet = await snippets.create(user.id, validate(snippetInputSchema, request.body));
    return reply.status(201).send({ snippet } satisfies SnippetResponse);
  });

  app.patch('/api/snippets/:id', { bodyLimit }, async (request): Promise<SnippetResponse> => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    const snippet = await snippets.update(user.id, id, validate(snippetPatchSchema, request.body));
    if (!snippet) throw notFound();
    return { snippet };
  });

  app.delete('/api/snippets/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    if (!(await snippets.remove(user.id, id))) throw notFound();
    return reply.status(204).send();
  });
};
