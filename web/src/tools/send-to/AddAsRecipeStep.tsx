import { ListPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { OperationStep } from '@common/recipes';
import { putHandoff } from '@/lib/handoff';
import type { OperationCatalogue } from '@/operations/catalogue';
import { tag, type Value } from '@/operations/kinds';

// "Send to… → Add as recipe step" (issue 29): the operation this tool ran, with its options, goes to
// the end of the recipe in the Recipe Builder; the value it took comes along as the recipe's input
// (the builder uses it when its recipe was empty).

export const RECIPE_BUILDER_ID = 'recipe-builder';

/** What a tool offers as a recipe step: its operation and options, and the input it ran on. */
export type RecipeStepOffer = { step: OperationStep; input?: Value | null };

export function AddAsRecipeStep({
  offer,
  fromToolId,
  operations,
  onChosen,
}: {
  offer?: RecipeStepOffer | null;
  fromToolId?: string;
  operations: OperationCatalogue | null;
  onChosen: () => void;
}) {
  const navigate = useNavigate();
  if (!operations || fromToolId === RECIPE_BUILDER_ID) return null;
  // A screen that does not say which operation it ran offers its tool's first one, with its defaults.
  const fallback = fromToolId ? operations.ofTool(fromToolId)[0] : undefined;
  const step = offer?.step ?? (fallback ? { op: fallback.id } : null);
  const operation = step ? operations.find(step.op)?.operation : undefined;
  if (!step || !operation) return null;

  function choose() {
    const id = putHandoff({ value: offer?.input ?? tag('none', undefined), recipeStep: step!, fromToolId });
    onChosen();
    navigate(`/tools/${RECIPE_BUILDER_ID}`, { state: { handoff: id } });
  }

  return (
    <button
      type="button"
      onClick={choose}
      className="flex w-full items-center gap-3 rounded-lg border border-border px-3 py-2 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ListPlus className="h-4 w-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-fg">Add as recipe step</span>
        <span className="block truncate text-xs text-muted">
          “{operation.name}” at the end of the recipe in the Recipe Builder
        </span>
      </span>
    </button>
  );
}
