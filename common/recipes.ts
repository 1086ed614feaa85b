import { z } from 'zod';

// Recipes (issue 29): a list of operation steps applied in order to one input. This is the format
// everything shares: the recipe builder, its share links, saved recipes (/api/recipes), the export
// file and the command line (`devforge recipe`). Only the shape is checked here; whether a step's
// operation exists and its options validate is checked against the operations themselves
// (web/src/operations/recipe.ts, planRecipe), which the browser and the server both load.
// (Relative imports only: Node, the server and the CLI import this file as it is.)

export const RECIPES_PER_USER_MAX = 100;
/** A saved recipe (name, description and steps as JSON) is at most this many UTF-8 bytes. */
export const RECIPE_MAX_BYTES = 64 * 1024;
export const RECIPE_STEPS_MAX = 100;
export const RECIPE_NAME_MAX = 100;
export const RECIPE_DESCRIPTION_MAX = 500;
/** How deep sub-recipes may nest (a recipe holding one that holds one… counts each level). */
export const RECIPE_MAX_DEPTH = 5;
const OPTION_STRING_MAX = 16 * 1024;

export const recipeMessages = {
  notFound: 'No such recipe',
  nameRequired: 'Name is required',
  nameTaken: 'You already have a recipe with this name',
  full: `You have ${RECIPES_PER_USER_MAX} saved recipes, the most there can be. Delete some to save new ones.`,
  tooLarge: `A recipe must be at most ${RECIPE_MAX_BYTES / 1024} KB`,
} as const;

/** A step that runs one operation. `options` are those of the operation's options version `v` (1 when absent); missing ones take their defaults. */
export type OperationStep = { op: string; options?: Record<string, OptionValue>; v?: number; enabled?: boolean };
/** A step that runs another saved recipe, named by its name. */
export type SubRecipeStep = { recipe: string; enabled?: boolean };
export type RecipeStep = OperationStep | SubRecipeStep;
export type OptionValue = string | number | boolean | null;
export type Recipe = { steps: RecipeStep[] };

export function isSubRecipeStep(step: RecipeStep): step is SubRecipeStep {
  return 'recipe' in step;
}

export const recipeNameSchema = z
  .string({ error: recipeMessages.nameRequired })
  .trim()
  .min(1, recipeMessages.nameRequired)
  .max(RECIPE_NAME_MAX, `Name must be at most ${RECIPE_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'Name may not contain control characters');

export const recipeDescriptionSchema = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(RECIPE_DESCRIPTION_MAX, `Description must be at most ${RECIPE_DESCRIPTION_MAX} characters`)
  // PostgreSQL text cannot hold NUL; refused on both engines so they behave alike.
  .refine((text) => !text.includes('\u0000'), 'Description may not contain NUL characters');

const OPERATION_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with the shape of one step, or null. Messages are for the user; the caller says
 * which step. (Hand-written rather than a zod union, whose messages name no step and no field.)
 */
export function stepShapeProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return 'a step must be an object';
  const keys = Object.keys(value);
  if ('recipe' in value) {
    if (typeof value.recipe !== 'string' || !recipeNameSchema.safeParse(value.recipe).success)
      return 'a sub-recipe step must name a recipe';
    if ('enabled' in value && typeof value.enabled !== 'boolean') return '"enabled" must be true or false';
    const extra = keys.find((k) => k !== 'recipe' && k !== 'enabled');
    return extra ? `a sub-recipe step has no "${extra}"` : null;
  }
  if (!('op' in value)) return 'a step names an operation ("op") or a saved recipe ("recipe")';
  if (typeof value.op !== 'string' || value.op.length > 100 || !OPERATION_ID.test(value.op))
    return '"op" must be an operation id (kebab-case)';
  if ('v' in value && !(Number.isInteger(value.v) && (value.v as number) >= 1 && (value.v as number) <= 1000))
    return '"v" must be a whole number from 1';
  if ('enabled' in value && typeof value.enabled !== 'boolean') return '"enabled" must be true or false';
  if ('options' in value) {
    if (!isPlainObject(value.options)) return '"options" must be an object';
    for (const [key, option] of Object.entries(value.options)) {
      if (key.length > 100) return 'an option name is too long';
      const ok =
        option === null ||
        typeof option === 'boolean' ||
        (typeof option === 'number' && Number.isFinite(option)) ||
        (typeof option === 'string' && option.length <= OPTION_STRING_MAX);
      if (!ok) return `option "${key}" must be text, a number, true or false`;
    }
  }
  const extra = keys.find((k) => !['op', 'options', 'v', 'enabled'].includes(k));
  return extra ? `a step has no "${extra}"` : null;
}

/** A list of steps, each of the right shape (its operation and options are checked elsewhere). */
export const recipeStepsSchema = z
  .array(z.unknown(), { error: 'Steps must be a list' })
  .max(RECIPE_STEPS_MAX, `A recipe has at most ${RECIPE_STEPS_MAX} steps`)
  .superRefine((steps, ctx) => {
    for (const [index, step] of steps.entries()) {
      const problem = stepShapeProblem(step);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: `Step ${index + 1}: ${problem}`, path: [index] });
        return;
      }
    }
  })
  .transform((steps) => steps as RecipeStep[]);

export const recipeSchema = z.object({ steps: recipeStepsSchema });

const utf8 = new TextEncoder();

/** UTF-8 size of a recipe as stored: its name, description and steps as JSON. */
export function recipeSize(recipe: { name: string; description?: string; steps: RecipeStep[] }): number {
  return utf8.encode(JSON.stringify({ name: recipe.name, description: recipe.description ?? '', steps: recipe.steps })).length;
}

const sized = <T extends { name: string; description?: string; steps: RecipeStep[] }>(recipe: T) =>
  recipeSize(recipe) <= RECIPE_MAX_BYTES;

/** POST /api/recipes */
export const recipeInputSchema = z
  .object({ name: recipeNameSchema, description: recipeDescriptionSchema.default(''), steps: recipeStepsSchema })
  .refine(sized, recipeMessages.tooLarge);
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeFields = z.output<typeof recipeInputSchema>;

/** PATCH /api/recipes/:id (the size is checked on the whole recipe once patched). */
export const recipePatchSchema = z
  .object({
    name: recipeNameSchema.optional(),
    description: recipeDescriptionSchema.optional(),
    steps: recipeStepsSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to change');
export type RecipePatch = z.input<typeof recipePatchSchema>;

export type SavedRecipe = {
  id: string;
  name: string;
  description: string;
  steps: RecipeStep[];
  createdAt: string;
  updatedAt: string;
};
export type RecipeListResponse = { recipes: SavedRecipe[] };
export type RecipeResponse = { recipe: SavedRecipe };

export const RECIPE_EXPORT_FORMAT = 'devforge-recipes';

/** The export file (and what the import reads back): sub-recipes are named by name, so they resolve within the file. */
export type RecipeExportFile = {
  format: typeof RECIPE_EXPORT_FORMAT;
  version: 1;
  exportedAt: string;
  recipes: { name: string; description: string; steps: RecipeStep[] }[];
};

export const recipeExportSchema = z.object({
  format: z.literal(RECIPE_EXPORT_FORMAT, { error: 'Not a DevForge recipes export' }),
  version: z.literal(1, { error: 'Unsupported export version' }),
  recipes: z
    .array(z.object({ name: z.unknown(), description: z.unknown().optional(), steps: z.unknown() }), {
      error: 'The file holds no list of recipes',
    })
    .max(1000),
});
