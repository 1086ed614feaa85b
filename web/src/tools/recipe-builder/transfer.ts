import {
  RECIPE_EXPORT_FORMAT,
  recipeExportSchema,
  recipeInputSchema,
  type RecipeExportFile,
  type RecipeFields,
  type SavedRecipe,
} from '@common/recipes';

// Export all saved recipes as one JSON file, and import such a file back, merging by name: a recipe
// whose name is new is added, one whose name is taken replaces the saved one only when the user
// says so, one identical to the saved one is left alone.

export function toExportFile(recipes: readonly SavedRecipe[], now = new Date()): RecipeExportFile {
  return {
    format: RECIPE_EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    recipes: recipes.map(({ name, description, steps }) => ({ name, description, steps })),
  };
}

export function exportFileName(now = new Date()): string {
  return `devforge-recipes-${now.toISOString().slice(0, 10)}.json`;
}

export type ImportPlan = {
  /** Names not saved yet. */
  fresh: RecipeFields[];
  /** Names already saved with something else: replaced only when the user agrees. */
  conflicts: { incoming: RecipeFields; existing: SavedRecipe }[];
  /** Names already saved with exactly this content. */
  unchanged: string[];
  /** Entries that cannot be saved (1-based, as in the file). */
  rejected: { entry: number; name: string; message: string }[];
};

const sameContent = (a: { description: string; steps: unknown }, b: { description: string; steps: unknown }) =>
  a.description === b.description && JSON.stringify(a.steps) === JSON.stringify(b.steps);

/**
 * Reads an export file against the recipes already saved. Each entry is checked with the same
 * schema as the server (the server checks its operations when it is saved). Throws an Error with
 * the message to show when the file is not an export at all.
 */
export function planRecipeImport(text: string, saved: readonly SavedRecipe[]): ImportPlan {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON. Choose a file made by Export all.');
  }
  const file = recipeExportSchema.safeParse(data);
  if (!file.success) throw new Error(`This file is not a recipes export: ${file.error.issues[0]?.message ?? 'unknown format'}.`);
  const byName = new Map(saved.map((r) => [r.name, r]));
  const plan: ImportPlan = { fresh: [], conflicts: [], unchanged: [], rejected: [] };
  const names = new Set<string>();
  file.data.recipes.forEach((entry, index) => {
    const parsed = recipeInputSchema.safeParse(entry);
    const shownName = typeof entry.name === 'string' ? entry.name : `#${index + 1}`;
    if (!parsed.success) {
      plan.rejected.push({ entry: index + 1, name: shownName, message: parsed.error.issues[0]?.message ?? 'invalid' });
      return;
    }
    const recipe = parsed.data;
    if (names.has(recipe.name)) {
      plan.rejected.push({ entry: index + 1, name: recipe.name, message: 'The file holds another recipe with this name' });
      return;
    }
    names.add(recipe.name);
    const existing = byName.get(recipe.name);
    if (!existing) plan.fresh.push(recipe);
    else if (sameContent(existing, recipe)) plan.unchanged.push(recipe.name);
    else plan.conflicts.push({ incoming: recipe, existing });
  });
  return plan;
}
