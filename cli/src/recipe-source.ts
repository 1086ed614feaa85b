import type { OperationCatalogue } from '../../web/src/operations/catalogue';
import { decodeShareFragment, type SharedState } from '../../web/src/lib/tool-state/share-codec';
import { parseStateFile } from '../../web/src/lib/tool-state/state-file';

// What `devforge recipe` reads: a recipe file, a recipe share link, or any generic tool's share
// link (a one-step recipe). The recipe format is the workbench's (issue 29): { steps: [{ op,
// options, v?, enabled? }] }. Everything that knows that format is in this one module, so that
// it follows the workbench's in one place; it accepts the likely spellings around it (an
// export of several recipes, { recipe: { steps } }, a .devforge.json state file).

export type RecipeStep =
  | { op: string; options: Record<string, unknown>; v?: number; enabled: boolean }
  /** A sub-recipe: its own steps inline, or another recipe of the same file by name or id. */
  | { steps: RecipeStep[]; enabled: boolean }
  | { recipe: string; enabled: boolean };

export type Recipe = {
  name?: string;
  steps: RecipeStep[];
  /** The input a link or file carries (used when none is given on the command line). */
  input?: string;
  /** Other recipes of the same file, for sub-recipe steps that name them. */
  library?: ReadonlyMap<string, Recipe>;
};

/** A recipe file or link that cannot be read; the message says why (exit code 2). */
export class RecipeFormatError extends Error {
  override name = 'RecipeFormatError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stepFrom(value: unknown, where: string): RecipeStep {
  if (!isObject(value)) throw new RecipeFormatError(`${where} is not an object`);
  const enabled = value.enabled === undefined ? value.disabled !== true : value.enabled !== false;
  if (Array.isArray(value.steps))
    return { steps: value.steps.map((s, i) => stepFrom(s, `${where}, sub-step ${i + 1}`)), enabled };
  const reference = value.recipe ?? value.recipeId ?? value.subRecipe;
  if (typeof reference === 'string') return { recipe: reference, enabled };
  if (isObject(reference) && Array.isArray(reference.steps))
    return { steps: reference.steps.map((s, i) => stepFrom(s, `${where}, sub-step ${i + 1}`)), enabled };
  const op = value.op ?? value.operation ?? value.id;
  if (typeof op !== 'string' || op === '') throw new RecipeFormatError(`${where} names no operation ("op")`);
  const options = value.options ?? {};
  if (!isObject(options)) throw new RecipeFormatError(`${where} (${op}): its options are not an object`);
  const { $v, ...rest } = options;
  const v = value.v ?? value.version ?? $v;
  if (v !== undefined && (!Number.isInteger(v) || (v as number) < 1))
    throw new RecipeFormatError(`${where} (${op}): its options version is not a whole number`);
  return { op, options: rest, v: v as number | undefined, enabled };
}

/** A recipe from parsed JSON: { steps }, { recipe: { steps } }, or an export { recipes: [...] } (one chosen by `name`). */
export function recipeFromJson(value: unknown, name?: string): Recipe {
  if (Array.isArray(value)) return recipeFromJson({ steps: value }, name);
  if (!isObject(value)) throw new RecipeFormatError('A recipe is a JSON object with "steps"');
  if (Array.isArray(value.recipes)) {
    const recipes = value.recipes.map((r, i) => ({ id: isObject(r) ? r.id : undefined, recipe: recipeFromJson(r), index: i }));
    const library = new Map<string, Recipe>();
    for (const { id, recipe } of recipes) {
      if (recipe.name) library.set(recipe.name, recipe);
      if (typeof id === 'string') library.set(id, recipe);
    }
    const names = recipes.map(({ recipe }) => recipe.name ?? '(unnamed)');
    const chosen = name === undefined ? (recipes.length === 1 ? recipes[0]!.recipe : undefined) : library.get(name);
    if (!chosen) {
      throw new RecipeFormatError(
        name === undefined
          ? `This file holds ${recipes.length} recipes: choose one with --name (${names.join(', ')})`
          : `This file has no recipe named "${name}" (it has ${names.join(', ')})`,
      );
    }
    return { ...chosen, library };
  }
  if (isObject(value.recipe))
    return { ...recipeFromJson(value.recipe), ...(typeof value.input === 'string' ? { input: value.input } : {}) };
  if (!Array.isArray(value.steps)) throw new RecipeFormatError('A recipe is a JSON object with "steps"');
  return {
    name: typeof value.name === 'string' ? value.name : undefined,
    steps: value.steps.map((step, i) => stepFrom(step, `Step ${i + 1}`)),
    input: typeof value.input === 'string' ? value.input : undefined,
  };
}

/**
 * A shared tool state as a recipe: the workbench's own state (steps), or a generic tool's (its
 * mode, that mode's options with their version `$v`, its input) as one step.
 */
export function recipeFromSharedState(state: SharedState, catalogue: OperationCatalogue): Recipe {
  const s = state.s;
  if (Array.isArray(s.steps) || isObject(s.recipe)) return recipeFromJson(s);
  const operations = catalogue.ofTool(state.t);
  if (operations.length === 0) throw new RecipeFormatError(`This link is for ${state.t}, which has no operations to run here`);
  const mode = typeof s.mode === 'string' && operations.some((op) => op.id === s.mode) ? s.mode : operations[0]!.id;
  const saved = isObject(s.options) && isObject(s.options[mode]) ? s.options[mode] : {};
  return {
    steps: [stepFrom({ op: mode, options: saved }, 'The link')],
    input: typeof s.input === 'string' ? s.input : undefined,
  };
}

/** Whether the argument is a share link (a URL or a bare fragment) rather than a file name. */
export function isShareLink(source: string): boolean {
  return /^https?:\/\//i.test(source) || /(^|#)s=\d+\.[bz]\./.test(source);
}

/** The recipe in a share link or in a file's text. */
export async function readRecipe(
  source: string,
  readText: (file: string) => Promise<string>,
  { name }: { name?: string },
  catalogue: OperationCatalogue,
): Promise<Recipe> {
  if (isShareLink(source)) {
    const hash = source.includes('#') ? source.slice(source.indexOf('#') + 1) : source;
    if (!hash.startsWith('s='))
      throw new RecipeFormatError(
        'This link carries no DevForge state (its address has no #s=…): use Share on the page to copy one',
      );
    return recipeFromSharedState(await decodeShareFragment(hash), catalogue);
  }
  const text = await readText(source);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RecipeFormatError(`${source} is not JSON`);
  }
  if (isObject(value) && value.devforge === 'tool-state') return recipeFromSharedState(parseStateFile(text), catalogue);
  return recipeFromJson(value, name);
}
