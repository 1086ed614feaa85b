import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  saveApiKeyInputSchema,
  updateApiKeyInputSchema,
  type ApiKeyListResponse,
  type ApiKeyRecord,
  type RevealApiKeyResponse,
} from '../../../common/ai';
import { userRequirer, type CurrentUserReader } from '../ai/current-user';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError, validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { createConfiguredKeyStore } from './store';

export type KeysRoutesOptions = { database: Database; config: Pick<Config, 'ai' | 'dataDir'>; currentUser: CurrentUserReader };

export const idParams = z.object({ id: z.string().min(1).max(100) });

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such API key');
}

/**
 * /api/keys: the signed-in user's own provider keys. Answers never carry a key except reveal,
 * and are never cached. Another user's key id answers 404, like an unknown id.
 */
export const keysRoutes: FastifyPluginAsync<KeysRoutesOptions> = async (app, { database, config, currentUser }) => {
  const requireUser = userRequirer(currentUser);
  const keys = createConfiguredKeyStore({ database, config });
  noStoreByDefault(app);

  app.get('/api/keys', async (request): Promise<ApiKeyListResponse> => {
    const user = await requireUser(request);
    return { keys: await keys.list(user.id) };
  });

  app.post('/api/keys', { bodyLimit: 8 * 1024 }, async (request, reply) => {
    const user = await requireUser(request);
    const input = validate(saveApiKeyInputSchema, request.body);
    const { record, created } = await keys.save(user.id, input.provider, input.apiKey);
    return reply.status(created ? 201 : 200).send({ key: record } satisfies { key: ApiKeyRecord });
  });

  app.patch('/api/keys/:id', { bodyLimit: 1024 }, async (request) => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    const { isActive } = validate(updateApiKeyInputSchema, request.body);
    const record = await keys.setActive(user.id, id, isActive);
    if (!record) throw notFound();
    return { key: record } satisfies { key: ApiKeyRecord };
  });

  app.delete('/api/keys/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    if (!(await keys.remove(user.id, id))) throw notFound();
    return reply.status(204).send();
  });

  // POST, not GET: a key in clear must not be prefetched, cached or replayed from history.
  app.post('/api/keys/:id/reveal', async (request): Promise<RevealApiKeyResponse> => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    const apiKey = await keys.reveal(user.id, id);
    if (apiKey === null) throw notFound();
    return { apiKey };
  });
};
