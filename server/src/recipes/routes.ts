import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  RECIPE_MAX_BYTES,
  recipeInputSchema,
  recipeMessages,
  recipePatchSchema,
  recipeSize,
  type RecipeListResponse,
  type RecipeResponse,
  type RecipeStep,
} from '../../../common/recipes';
import type { OperationCatalogue } from '../../../web/src/operations/catalogue';
import { compactStep, planRecipe, type ProblemCode } from '../../../web/src/operations/recipe';
import { userRequirer, type CurrentUserReader } from '../ai/current-user';
import type { Database } from '../db/database';
import { HttpError, validate } from '../http/errors';
import { noStoreByDefault } from '../http/security-headers';
import { operationCatalogue } from './operations';
import { createRecipeStore, type RecipeFields } from './store';

export type RecipesRoutesOptions = {
  database: Database;
  currentUser: CurrentUserReader;
  /** The operations steps may name (default: the app's tools, from disk). */
  operations?: () => Promise<OperationCatalogue>;
  now?: () => Date;
};

export const idParams = z.object({ id: z.string().min(1).max(100) });
// 64 KB of recipe can take up to six bytes per character once escaped in JSON ("\u0001"): room for that.
const bodyLimit = RECIPE_MAX_BYTES * 6 + 16 * 1024;

/**
 * Problems that make a recipe unfit to save. A step naming a saved recipe that does not exist (yet)
 * is kept: the import saves recipes one at a time, and a deleted sub-recipe only marks the step
 * that names it when the recipe is opened.
 */
const refused: ReadonlySet<ProblemCode> = new Set(['unknown-operation', 'bad-options', 'cycle', 'too-deep']);

function notFound(): HttpError {
  return new HttpError(404, 'not_found', recipeMessages.notFound);
}

/**
 * /api/recipes: the signed-in user's own saved recipes. Every query names the user, so another
 * user's recipe answers 404, like an unknown id. Steps are checked against the operations
 * themselves (ids, options and their versions) and stored in their current, shortest form.
 */
export const recipesRoutes: FastifyPluginAsync<RecipesRoutesOptions> = async (
  app,
  { database, currentUser, operations, now },
) => {
  const requireUser = userRequirer(currentUser);
  const recipes = createRecipeStore({ database, now });
  const loadOperations = operations ?? (() => operationCatalogue(app.log));
  // Loaded in the background from the start, so the first save does not wait for it.
  loadOperations().catch((err: unknown) => app.log.error({ err }, 'operations could not be loaded'));
  noStoreByDefault(app);

  /** The steps checked and written in their current form; a 400 naming the first step that cannot be saved. */
  async function checkedSteps(userId: string, fields: RecipeFields, editing?: string): Promise<RecipeStep[]> {
    const catalogue = await loadOperations();
    const saved = new Map((await recipes.list(userId)).filter((r) => r.id !== editing).map((r) => [r.name, r]));
    saved.set(fields.name, { ...fields, id: '', createdAt: '', updatedAt: '' });
    const plan = planRecipe({ steps: fields.steps }, 'text', {
      findOperation: (id) => catalogue.find(id)?.operation,
      findRecipe: (name) => saved.get(name),
      name: fields.name,
    });
    const bad = plan.find((p) => p.problem && refused.has(p.problem.cause));
    if (bad?.problem) throw new HttpError(400, 'invalid_recipe', `Step ${bad.index + 1} (${bad.label}): ${bad.problem.message}`);
    return plan.map(compactStep);
  }

  app.get('/api/recipes', async (request): Promise<RecipeListResponse> => {
    const user = await requireUser(request);
    return { recipes: await recipes.list(user.id) };
  });

  app.get('/api/recipes/:id', async (request): Promise<RecipeResponse> => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    const recipe = await recipes.get(user.id, id);
    if (!recipe) throw notFound();
    return { recipe };
  });

  app.post('/api/recipes', { bodyLimit }, async (request, reply) => {
    const user = await requireUser(request);
    const fields = validate(recipeInputSchema, request.body);
    const recipe = await recipes.create(user.id, { ...fields, steps: await checkedSteps(user.id, fields) });
    return reply.status(201).send({ recipe } satisfies RecipeResponse);
  });

  app.patch('/api/recipes/:id', { bodyLimit }, async (request): Promise<RecipeResponse> => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    const patch = validate(recipePatchSchema, request.body);
    const existing = await recipes.get(user.id, id);
    if (!existing) throw notFound();
    const merged: RecipeFields = {
      name: patch.name ?? existing.name,
      description: patch.description ?? existing.description,
      steps: patch.steps ?? existing.steps,
    };
    if (recipeSize(merged) > RECIPE_MAX_BYTES) throw new HttpError(400, 'invalid_input', recipeMessages.tooLarge);
    const recipe = await recipes.update(user.id, id, { ...merged, steps: await checkedSteps(user.id, merged, id) });
    if (!recipe) throw notFound();
    return { recipe };
  });

  app.delete('/api/recipes/:id', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = validate(idParams, request.params);
    if (!(await recipes.remove(user.id, id))) throw notFound();
    return reply.status(204).send();
  });
};
