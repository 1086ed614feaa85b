import { canFlow, flowProblem, type Kind, type Value } from '../../web/src/operations/kinds';
import type { OperationCatalogue } from '../../web/src/operations/catalogue';
import type { AnyOperation } from '../../web/src/operations/operation';
import { OptionsError, upgradeOptions } from '../../web/src/operations/options';
import { OperationError, runOperation } from '../../web/src/operations/run';
import { runsHere } from './catalogue';
import { RecipeFormatError, type Recipe, type RecipeStep } from './recipe-source';

// Runs a recipe's enabled steps in order, each on the previous one's output. Every step is checked
// before anything runs (a known operation, valid options, kinds that can follow each other), as
// the workbench marks a bad step before running; a step that refuses its input stops the recipe.

const MAX_DEPTH = 8;

type PlannedStep = { operation: AnyOperation; options: Record<string, unknown>; v?: number; label: string };

/** A step refused its input (exit code 1). */
export class RecipeStepError extends Error {
  override name = 'RecipeStepError';
}

/** The recipe's enabled steps, sub-recipes expanded, each checked. Throws RecipeFormatError. */
export function planRecipe(recipe: Recipe, catalogue: OperationCatalogue): PlannedStep[] {
  const planned: PlannedStep[] = [];
  /** `within`: the recipes (by name or id) this step list is inside of, to refuse a cycle. */
  const expand = (steps: readonly RecipeStep[], prefix: string, depth: number, within: readonly string[]) => {
    if (depth > MAX_DEPTH) throw new RecipeFormatError(`Sub-recipes are nested more than ${MAX_DEPTH} deep`);
    steps.forEach((step, i) => {
      const label = `${prefix}${i + 1}`;
      if (!step.enabled) return;
      if ('steps' in step) return expand(step.steps, `${label}.`, depth + 1, within);
      if ('recipe' in step) {
        const sub = recipe.library?.get(step.recipe);
        if (!sub)
          throw new RecipeFormatError(
            `Step ${label} uses the recipe "${step.recipe}", which is not in this file (export all your recipes to run sub-recipes here)`,
          );
        if (within.includes(step.recipe) || (sub.name !== undefined && within.includes(sub.name)))
          throw new RecipeFormatError(`Step ${label}: the recipe "${step.recipe}" contains itself`);
        return expand(sub.steps, `${label}.`, depth + 1, [...within, step.recipe, ...(sub.name ? [sub.name] : [])]);
      }
      const entry = catalogue.find(step.op);
      if (!entry) throw new RecipeFormatError(`Step ${label}: there is no operation "${step.op}" (devforge list shows them)`);
      if (!runsHere(entry.operation))
        throw new RecipeFormatError(`Step ${label}: ${step.op} needs a browser and runs only on its tool's page`);
      try {
        upgradeOptions(entry.operation, step.options, step.v);
      } catch (err) {
        if (err instanceof OptionsError) throw new RecipeFormatError(`Step ${label} (${step.op}): ${err.message}`);
        throw err;
      }
      planned.push({ operation: entry.operation, options: step.options, v: step.v, label });
    });
  };
  expand(recipe.steps, '', 0, recipe.name ? [recipe.name] : []);
  for (let i = 1; i < planned.length; i++) {
    const [before, step] = [planned[i - 1]!, planned[i]!];
    if (!canFlow(before.operation.output as Kind, step.operation.input as Kind)) {
      throw new RecipeFormatError(
        `Step ${step.label} (${step.operation.id}): ${flowProblem(before.operation.output as Kind, step.operation.input as Kind)}`,
      );
    }
  }
  return planned;
}

/** Runs the planned steps on `input`; the last step's output (the input itself when no step is enabled). */
export async function runPlannedSteps(steps: readonly PlannedStep[], input: Value): Promise<Value> {
  let value = input;
  for (const step of steps) {
    try {
      value = await runOperation(step.operation, value, { options: step.options, optionsVersion: step.v });
    } catch (err) {
      const message = err instanceof OperationError ? err.message : String(err);
      throw new RecipeStepError(`Step ${step.label} (${step.operation.id}): ${message}`, { cause: err });
    }
  }
  return value;
}
