import { randomUUID } from 'node:crypto';
import { RECIPES_PER_USER_MAX, recipeMessages, type RecipeStep, type SavedRecipe } from '../../../common/recipes';
import type { Database } from '../db/database';
import type { RecipeTable } from '../db/schema';
import { HttpError } from '../http/errors';

type Row = Omit<RecipeTable, 'user_id'>;
const columns = ['id', 'name', 'description', 'steps', 'created_at', 'updated_at'] as const;

function parseSteps(text: string): RecipeStep[] {
  try {
    const steps: unknown = JSON.parse(text);
    return Array.isArray(steps) ? (steps as RecipeStep[]) : [];
  } catch {
    return [];
  }
}

function toRecipe(row: Row): SavedRecipe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    steps: parseSteps(row.steps),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A unique index refused the write: on SQLite and on PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

function nameTaken(): HttpError {
  return new HttpError(409, 'recipe_name_taken', recipeMessages.nameTaken);
}

const byName = (a: SavedRecipe, b: SavedRecipe) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : 1);

export type RecipeFields = { name: string; description: string; steps: RecipeStep[] };

/**
 * Users' saved recipes, always scoped to their owner: another user's id behaves exactly like an id
 * that does not exist.
 */
export function createRecipeStore({ database, now = () => new Date() }: { database: Database; now?: () => Date }) {
  const { db } = database;
  return {
    /** All of a user's recipes (at most RECIPES_PER_USER_MAX), by name. */
    async list(userId: string): Promise<SavedRecipe[]> {
      const rows = await db.selectFrom('recipes').select(columns).where('user_id', '=', userId).execute();
      return rows.map(toRecipe).sort(byName);
    },

    async get(userId: string, id: string): Promise<SavedRecipe | null> {
      const row = await db
        .selectFrom('recipes')
        .select(columns)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toRecipe(row) : null;
    },

    async create(userId: string, fields: RecipeFields): Promise<SavedRecipe> {
      const { count } = await db
        .selectFrom('recipes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= RECIPES_PER_USER_MAX) throw new HttpError(409, 'recipe_limit', recipeMessages.full);
      const at = now().toISOString();
      const row: RecipeTable = {
        id: randomUUID(),
        user_id: userId,
        ...fields,
        steps: JSON.stringify(fields.steps),
        created_at: at,
        updated_at: at,
      };
      try {
        await db.insertInto('recipes').values(row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
      return toRecipe(row);
    },

    async update(userId: string, id: string, fields: RecipeFields): Promise<SavedRecipe | null> {
      try {
        const row = await db
          .updateTable('recipes')
          .set({ ...fields, steps: JSON.stringify(fields.steps), updated_at: now().toISOString() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning(columns)
          .executeTakeFirst();
        return row ? toRecipe(row) : null;
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('recipes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
