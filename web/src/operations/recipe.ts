import { isSubRecipeStep, RECIPE_MAX_DEPTH, recipeStepsSchema, type Recipe, type RecipeStep } from '../../../common/recipes';
import { convert, flowProblem, KindError, kindLabels, tag, type Kind, type Value } from './kinds';
import type { AnyOperation } from './operation';
import { defaultOptions, upgradeOptions } from './options';
import { OperationCancelled, runOperation } from './run';

// The recipe runner (issue 29): steps applied in order to one input, as CyberChef's Recipe does.
// Pure (no React, no DOM), so the recipe builder's worker, the server and the command line run
// recipes alike. Two phases:
//   planRecipe  — before anything runs: every step's operation found, its options upgraded and
//                 validated, the kinds followed from step to step, sub-recipes resolved (depth
//                 limit, cycles). A step that cannot run is marked with the reason.
//   runRecipe   — runs the plan: the one converter (kinds.ts) between steps, a throwing step stops
//                 the recipe there with its message (the earlier outputs stay), cancel by signal.
// The format itself (steps, sub-recipe steps, limits) is common/recipes.ts.

export type { OperationStep, Recipe, RecipeStep, SubRecipeStep } from '../../../common/recipes';

/** Why a step cannot run; `inner` carries the problem of a step inside a sub-recipe. */
export type ProblemCode = 'unknown-operation' | 'bad-options' | 'kind' | 'unknown-recipe' | 'cycle' | 'too-deep' | 'inner';

export type RecipeContext = {
  findOperation: (id: string) => AnyOperation | undefined;
  /** A saved recipe by name, for sub-recipe steps. */
  findRecipe?: (name: string) => Recipe | undefined;
  /** The name of the recipe being planned when it is a saved one: a step that includes it is a cycle. */
  name?: string;
  /** Sub-recipes nest at most this deep (default RECIPE_MAX_DEPTH). */
  maxDepth?: number;
};

export type StepPlan = {
  index: number;
  step: RecipeStep;
  enabled: boolean;
  /** The step's label: the operation's name, or the sub-recipe's name in quotes. */
  label: string;
  operation?: AnyOperation;
  /** The options at the operation's current version, when they validate. */
  options?: Record<string, unknown>;
  /** A sub-recipe's own plan. */
  inner?: StepPlan[];
  /** The kind the step takes and gives (null when unknown). */
  input: Kind | null;
  output: Kind | null;
  /** `cause`: the code of the innermost problem (for `inner`, what is wrong inside the sub-recipe). */
  problem: { code: ProblemCode; message: string; cause: ProblemCode } | null;
  /** Something worth knowing that does not stop the step (a generator ignores what comes before it). */
  note: string | null;
};

export function stepLabel(step: RecipeStep, operation?: AnyOperation): string {
  if (isSubRecipeStep(step)) return `“${step.recipe}”`;
  return operation?.name ?? step.op;
}

/** The operation ids a recipe uses, its sub-recipes' included (to load their modules before planning). */
export function operationIdsOf(recipe: Recipe, findRecipe?: (name: string) => Recipe | undefined): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const walk = (steps: readonly RecipeStep[]) => {
    for (const step of steps) {
      if (!isSubRecipeStep(step)) ids.add(step.op);
      else if (!seen.has(step.recipe)) {
        seen.add(step.recipe);
        const inner = findRecipe?.(step.recipe);
        if (inner) walk(inner.steps);
      }
    }
  };
  walk(recipe.steps);
  return ids;
}

/**
 * Checks a recipe before it runs. `inputKind` is the kind of the recipe's input (`none` when there
 * is none). Disabled steps are planned too (so the builder can mark them), but do not count in the
 * flow of kinds.
 */
export function planRecipe(recipe: Recipe, inputKind: Kind, context: RecipeContext): StepPlan[] {
  const trail = context.name === undefined ? [] : [context.name];
  return planSteps(recipe.steps, inputKind, context, trail);
}

function planSteps(steps: readonly RecipeStep[], inputKind: Kind, context: RecipeContext, trail: string[]): StepPlan[] {
  const maxDepth = context.maxDepth ?? RECIPE_MAX_DEPTH;
  let current: Kind = inputKind;
  // Whether some step (or the input) gives a value to what follows.
  let hasValue = inputKind !== 'none';
  return steps.map((step, index) => {
    const enabled = step.enabled !== false;
    const plan: StepPlan = { index, step, enabled, label: stepLabel(step), input: null, output: null, problem: null, note: null };
    if (isSubRecipeStep(step)) {
      const inner = context.findRecipe?.(step.recipe);
      if (trail.includes(step.recipe)) {
        const loop = [...trail.slice(trail.indexOf(step.recipe)), step.recipe].map((n) => `“${n}”`).join(' → ');
        plan.problem = { code: 'cycle', message: `This would run the recipe inside itself: ${loop}`, cause: 'cycle' };
      } else if (!inner)
        plan.problem = {
          code: 'unknown-recipe',
          message: `There is no saved recipe called “${step.recipe}”`,
          cause: 'unknown-recipe',
        };
      else if (trail.length >= maxDepth + (context.name === undefined ? 0 : 1))
        plan.problem = { code: 'too-deep', message: `Sub-recipes may nest at most ${maxDepth} deep`, cause: 'too-deep' };
      else {
        plan.inner = planSteps(inner.steps, current, context, [...trail, step.recipe]);
        const active = plan.inner.filter((p) => p.enabled);
        plan.input = active[0]?.input ?? current;
        plan.output = active.length > 0 ? (active.at(-1)!.output ?? null) : current;
        const broken = active.find((p) => p.problem);
        if (broken?.problem) {
          plan.problem = {
            code: 'inner',
            message: `In “${step.recipe}”, step ${broken.index + 1} (${broken.label}): ${broken.problem.message}`,
            cause: broken.problem.cause,
          };
        }
      }
    } else {
      const operation = context.findOperation(step.op);
      if (!operation) {
        plan.problem = {
          code: 'unknown-operation',
          message: `There is no operation “${step.op}” in this version of DevForge (it may have been renamed or removed)`,
          cause: 'unknown-operation',
        };
      } else {
        plan.operation = operation;
        plan.label = stepLabel(step, operation);
        plan.input = operation.input;
        plan.output = operation.output;
        try {
          plan.options = upgradeOptions(operation, step.options ?? {}, step.v ?? 1);
        } catch (err) {
          plan.problem = {
            code: 'bad-options',
            message: `Options: ${err instanceof Error ? err.message : String(err)}`,
            cause: 'bad-options',
          };
        }
        const flow = hasValue
          ? flowProblem(current, operation.input)
          : operation.input === 'none'
            ? null
            : `It needs ${kindLabels[operation.input as Kind]} as input, and there is none before it`;
        if (!plan.problem && flow) plan.problem = { code: 'kind', message: flow, cause: 'kind' };
        if (operation.input === 'none' && hasValue && enabled) plan.note = 'It takes no input: what comes before it is not used';
      }
    }
    if (enabled && plan.output) {
      current = plan.output;
      hasValue = plan.output !== 'none';
    }
    return plan;
  });
}

/** Options as a recipe keeps them: only those that differ from the operation's defaults. */
export function compactOptions(operation: AnyOperation, options: Record<string, unknown>): Record<string, unknown> {
  const defaults = defaultOptions(operation);
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(defaults[key])),
  );
}

/**
 * A planned step written back in its shortest current form: options at the operation's current
 * version, only those that differ from the defaults, `v` and `enabled` only when they say
 * something. A step that did not plan (unknown operation, bad options) is kept as it was given.
 */
export function compactStep(plan: StepPlan): RecipeStep {
  const { step, operation, options } = plan;
  if (isSubRecipeStep(step) || !operation || !options) return step;
  const compacted = compactOptions(operation, options);
  const version = operation.version ?? 1;
  return {
    op: step.op,
    ...(Object.keys(compacted).length > 0 ? { options: compacted as Record<string, string | number | boolean | null> } : {}),
    ...(version > 1 ? { v: version } : {}),
    ...(step.enabled === false ? { enabled: false } : {}),
  };
}

/** The first enabled step that cannot run, searching in order. */
export function firstProblem(plan: readonly StepPlan[]): StepPlan | undefined {
  return plan.find((p) => p.enabled && p.problem);
}

export type StepOutcome =
  | { status: 'done'; output: Value; ms: number; inner?: StepOutcome[] }
  | { status: 'failed'; message: string; ms: number; inner?: StepOutcome[] }
  /** Disabled: the value passes through untouched. */
  | { status: 'skipped' }
  /** The plan found a problem with this step: nothing ran. */
  | { status: 'blocked'; message: string }
  /** Not reached: an earlier step failed, or another step is blocked. */
  | { status: 'not-run' };

export type RecipeResult = {
  outcomes: StepOutcome[];
  /** The last step's output (the input itself when no step is enabled); null when a step failed or was blocked. */
  output: Value | null;
  /** Index of the step that failed or is blocked. */
  stoppedAt: number | null;
  plan: StepPlan[];
};

export type RunRecipeOptions = RecipeContext & {
  signal?: AbortSignal;
  /** Told as each top-level step ends (before the next one starts). */
  onStep?: (index: number, outcome: StepOutcome) => void;
};

/** Runs a recipe on a tagged input (`none` for a recipe that starts with a generator). Throws OperationCancelled when the signal aborts. */
export async function runRecipe(recipe: Recipe, input: Value, options: RunRecipeOptions): Promise<RecipeResult> {
  const plan = planRecipe(recipe, input.kind, options);
  const blocked = firstProblem(plan);
  if (blocked) {
    const outcomes: StepOutcome[] = plan.map((p) =>
      !p.enabled ? { status: 'skipped' } : p.problem ? { status: 'blocked', message: p.problem.message } : { status: 'not-run' },
    );
    outcomes.forEach((outcome, index) => options.onStep?.(index, outcome));
    return { outcomes, output: null, stoppedAt: blocked.index, plan };
  }
  const { outcomes, output, stoppedAt } = await runPlanned(plan, input, options.signal, options.onStep);
  return { outcomes, output, stoppedAt, plan };
}

async function runPlanned(
  plan: readonly StepPlan[],
  input: Value,
  signal: AbortSignal | undefined,
  onStep?: (index: number, outcome: StepOutcome) => void,
): Promise<{ outcomes: StepOutcome[]; output: Value | null; stoppedAt: number | null }> {
  const outcomes: StepOutcome[] = [];
  let current = input;
  let previous: number | null = null;
  let stoppedAt: number | null = null;
  for (const step of plan) {
    if (signal?.aborted) throw new OperationCancelled();
    let outcome: StepOutcome;
    if (stoppedAt !== null) outcome = { status: 'not-run' };
    else if (!step.enabled) outcome = { status: 'skipped' };
    else {
      outcome = await runStep(step, current, previous, signal);
      if (outcome.status === 'done') {
        current = outcome.output;
        previous = step.index;
      } else stoppedAt = step.index;
    }
    outcomes.push(outcome);
    onStep?.(step.index, outcome);
  }
  return { outcomes, output: stoppedAt === null ? current : null, stoppedAt };
}

async function runStep(
  step: StepPlan,
  input: Value,
  previous: number | null,
  signal: AbortSignal | undefined,
): Promise<StepOutcome> {
  const started = now();
  if (step.inner) {
    const inner = await runPlanned(step.inner, input, signal);
    const ms = now() - started;
    if (inner.stoppedAt === null) return { status: 'done', output: inner.output!, ms, inner: inner.outcomes };
    const failed = inner.outcomes[inner.stoppedAt] as Extract<StepOutcome, { status: 'failed' }>;
    const innerStep = step.inner[inner.stoppedAt]!;
    return {
      status: 'failed',
      message: `In ${step.label}, step ${innerStep.index + 1} (${innerStep.label}): ${failed.message}`,
      ms,
      inner: inner.outcomes,
    };
  }
  const operation = step.operation!;
  // The one converter, here rather than inside runOperation, so that a value the step cannot take
  // says so (and which value it was) instead of looking like the operation's own failure.
  let converted: Value;
  try {
    converted = tag(operation.input, convert(input, operation.input));
  } catch (err) {
    if (!(err instanceof KindError)) throw err;
    const from = previous === null ? 'the input' : `the output of step ${previous + 1}`;
    return { status: 'failed', message: `It cannot take ${from}: ${err.message}`, ms: now() - started };
  }
  try {
    const output = await runOperation(operation, converted, { options: step.options, signal });
    return { status: 'done', output, ms: now() - started };
  } catch (err) {
    if (err instanceof OperationCancelled) throw err;
    return { status: 'failed', message: err instanceof Error ? err.message : String(err), ms: now() - started };
  }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The input for a recipe from what the user gave: text, a file's bytes, or nothing (a recipe that starts with a generator). */
export function recipeInput(given: string | Uint8Array | null | undefined): Value {
  if (given instanceof Uint8Array) return tag('bytes', given);
  if (typeof given === 'string') return tag('text', given);
  return tag('none', undefined);
}

/** The tool whose share links carry recipes, and the names of the fields its links hold (the `s` of `#s=…`). */
export const RECIPE_BUILDER_TOOL_ID = 'recipe-builder';
export const recipeShareFields = {
  /** The recipe's steps (RecipeStep[]), options only where they differ from the defaults. */
  steps: 'steps',
  /** The saved recipes its sub-recipe steps name, by name (Record<string, { steps }>), so the link runs anywhere. */
  recipes: 'recipes',
  /** The input text, present only when the user ticked "Include the input". */
  input: 'input',
} as const;

/**
 * A recipe from a share link's state (`decodeShareFragment(hash).s` of a Recipe Builder link):
 * what `devforge recipe <link>` runs. Throws an Error saying what is wrong with it.
 */
export function recipeFromSharedState(state: Record<string, unknown>): {
  recipe: Recipe;
  recipes: Record<string, Recipe>;
  input?: string;
} {
  const steps = recipeStepsSchema.safeParse(state[recipeShareFields.steps] ?? []);
  if (!steps.success) throw new Error(`This link's recipe cannot be read: ${steps.error.issues[0]?.message ?? 'unknown shape'}`);
  const recipes: Record<string, Recipe> = {};
  const given = state[recipeShareFields.recipes];
  if (given !== undefined) {
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      throw new Error("This link's sub-recipes cannot be read");
    for (const [name, value] of Object.entries(given)) {
      const inner = recipeStepsSchema.safeParse((value as { steps?: unknown } | null)?.steps);
      if (!inner.success)
        throw new Error(`This link's sub-recipe “${name}” cannot be read: ${inner.error.issues[0]?.message ?? 'unknown shape'}`);
      recipes[name] = { steps: inner.data };
    }
  }
  const input = state[recipeShareFields.input];
  return { recipe: { steps: steps.data }, recipes, ...(typeof input === 'string' ? { input } : {}) };
}
