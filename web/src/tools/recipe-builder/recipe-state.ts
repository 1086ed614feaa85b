import {
  isSubRecipeStep,
  RECIPE_STEPS_MAX,
  recipeStepsSchema,
  stepShapeProblem,
  type Recipe,
  type RecipeStep,
} from '@common/recipes';
import type { OperationCatalogue } from '@/operations/catalogue';
import { optionFields, upgradeOptions } from '@/operations/options';
import { compactOptions } from '@/operations/recipe';

// The recipe as the builder holds it, and how its share links carry it (useToolState codecs).
// A link or a saved recipe that no longer fits (an operation removed, an option renamed without a
// migration, a step of the wrong shape) still opens: every step is kept, and the planner or the
// step card marks the bad one.

/** A step of the builder's list: `key` keeps React's (and drag and drop's) hold on it as it moves. */
export type BuilderStep = { key: string; step: RecipeStep } | { key: string; broken: { raw: unknown; problem: string } };

let counter = 0;
export function newStepKey(): string {
  counter += 1;
  return `s${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function isBroken(step: BuilderStep): step is Extract<BuilderStep, { broken: unknown }> {
  return 'broken' in step;
}

/** Steps from anywhere (a link, a saved recipe): each one kept, those of the wrong shape marked. */
export function toBuilderSteps(raw: readonly unknown[]): BuilderStep[] {
  return raw.map((value) => {
    const problem = stepShapeProblem(value);
    return problem ? { key: newStepKey(), broken: { raw: value, problem } } : { key: newStepKey(), step: value as RecipeStep };
  });
}

/** The runnable recipe: steps of the wrong shape left out (the builder does not run while one is there). */
export function recipeOf(steps: readonly BuilderStep[]): Recipe {
  return { steps: steps.flatMap((s) => (isBroken(s) ? [] : [s.step])) };
}

export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A step in its shortest form: options that differ from the defaults, at the operation's current version. Unknown operations and options that do not validate are kept as given. */
export function compactRecipeStep(step: RecipeStep, catalogue: OperationCatalogue): RecipeStep {
  if (isSubRecipeStep(step)) return step.enabled === false ? { recipe: step.recipe, enabled: false } : { recipe: step.recipe };
  const operation = catalogue.find(step.op)?.operation;
  if (!operation) return step;
  let options: Record<string, unknown>;
  try {
    options = upgradeOptions(operation, step.options ?? {}, step.v ?? 1);
  } catch {
    return step;
  }
  const changed = compactOptions(operation, options) as NonNullable<Extract<RecipeStep, { op: string }>['options']>;
  const version = operation.version ?? 1;
  return {
    op: step.op,
    ...(Object.keys(changed).length > 0 ? { options: changed } : {}),
    ...(version > 1 ? { v: version } : {}),
    ...(step.enabled === false ? { enabled: false } : {}),
  };
}

/** A step without its secrets (sensitive options that hold something), and the labels of those left out. */
function withoutSecrets(step: RecipeStep, catalogue: OperationCatalogue): { step: RecipeStep; labels: string[] } {
  if (isSubRecipeStep(step) || !step.options) return { step, labels: [] };
  const operation = catalogue.find(step.op)?.operation;
  if (!operation) return { step, labels: [] };
  const labels: string[] = [];
  const options = { ...step.options };
  for (const field of optionFields(operation).filter((f) => f.sensitive)) {
    if (options[field.key] !== undefined && options[field.key] !== field.default) {
      labels.push(`${operation.name}: ${field.label ?? field.key}`);
      delete options[field.key];
    }
  }
  return { step: { ...step, options }, labels };
}

export function stepsCodec(catalogue: OperationCatalogue) {
  return {
    serialize: (steps: BuilderStep[]): unknown =>
      steps.map((s) => (isBroken(s) ? s.broken.raw : compactRecipeStep(s.step, catalogue))),
    deserialize: (json: unknown): BuilderStep[] | undefined =>
      Array.isArray(json) && json.length <= RECIPE_STEPS_MAX ? toBuilderSteps(json) : undefined,
    accept: (value: unknown): value is BuilderStep[] => Array.isArray(value),
    secretsOf: (steps: BuilderStep[]) => {
      const labels: string[] = [];
      const redacted = steps.map((s) => {
        if (isBroken(s)) return s;
        const clean = withoutSecrets(s.step, catalogue);
        labels.push(...clean.labels);
        return { ...s, step: clean.step };
      });
      return { redacted, labels };
    },
  };
}

export type SubRecipes = Record<string, Recipe>;

/** The sub-recipes a link carries, so it runs for someone without them saved. */
export function subRecipesCodec(catalogue: OperationCatalogue) {
  return {
    serialize: (recipes: SubRecipes): unknown =>
      Object.fromEntries(
        Object.entries(recipes).map(([name, r]) => [name, { steps: r.steps.map((s) => compactRecipeStep(s, catalogue)) }]),
      ),
    deserialize: (json: unknown): SubRecipes | undefined => {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
      const out: SubRecipes = {};
      for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
        const steps = recipeStepsSchema.safeParse((value as { steps?: unknown } | null)?.steps);
        // A sub-recipe that cannot be read is left out: the step naming it is then marked.
        if (steps.success) out[name] = { steps: steps.data };
      }
      return out;
    },
    secretsOf: (recipes: SubRecipes) => {
      const labels: string[] = [];
      const redacted = Object.fromEntries(
        Object.entries(recipes).map(([name, r]) => [
          name,
          {
            steps: r.steps.map((step) => {
              const clean = withoutSecrets(step, catalogue);
              labels.push(...clean.labels.map((label) => `${label} (in “${name}”)`));
              return clean.step;
            }),
          },
        ]),
      );
      return { redacted, labels };
    },
  };
}

/** Every saved recipe the steps reach through sub-recipe steps, by name (those `lookup` knows). */
export function subRecipeClosure(steps: readonly RecipeStep[], lookup: (name: string) => Recipe | undefined): SubRecipes {
  const out: SubRecipes = {};
  const walk = (list: readonly RecipeStep[]) => {
    for (const step of list) {
      if (!isSubRecipeStep(step) || step.recipe in out) continue;
      const found = lookup(step.recipe);
      if (!found) continue;
      out[step.recipe] = { steps: found.steps };
      walk(found.steps);
    }
  };
  walk(steps);
  return out;
}
