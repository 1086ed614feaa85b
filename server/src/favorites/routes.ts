import type { FastifyPluginAsync } from 'fastify';
import { favoritesInputSchema, type FavoritesResponse } from '../../../common/favorites';
import { userRequirer, type CurrentUserReader } from '../ai/current-user';
import type { Database } from '../db/database';
import { validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';

export type FavoritesRoutesOptions = { database: Database; currentUser: CurrentUserReader; now?: () => Date };

function parseIds(text: string): string[] {
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * /api/favorites: the signed-in user's favorite tools in their order. PUT replaces the whole list
 * (the browser sends it after every change, so the last change wins); GET says `updatedAt: null`
 * while the account has never saved one, so a browser holding favorites from before can upload them.
 */
export const favoritesRoutes: FastifyPluginAsync<FavoritesRoutesOptions> = async (app, { database, currentUser, now = () => new Date() }) => {
  const requireUser = userRequirer(currentUser);
  const { db } = database;
  noStoreByDefault(app);

  app.get('/api/favorites', async (request): Promise<FavoritesResponse> => {
    const user = await requireUser(request);
    const row = await db.selectFrom('favorite_tools').select(['tool_ids', 'updated_at']).where('user_id', '=', user.id).executeTakeFirst();
    return row ? { toolIds: parseIds(row.tool_ids), updatedAt: row.updated_at } : { toolIds: [], updatedAt: null };
  });

  app.put('/api/favorites', async (request): Promise<FavoritesResponse> => {
    const user = await requireUser(request);
    const { toolIds } = validate(favoritesInputSchema, request.body);
    const row = { user_id: user.id, tool_ids: JSON.stringify(toolIds), updated_at: now().toISOString() };
    await db
      .insertInto('favorite_tools')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ tool_ids: row.tool_ids, updated_at: row.updated_at }))
      .execute();
    return { toolIds, updatedAt: row.updated_at };
  });
};
