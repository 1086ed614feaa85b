import { Download, FolderOpen, ListPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SavedRecipe } from '@common/recipes';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { FilePicker } from '@/components/FileDrop';
import { Modal } from '@/components/Modal';
import { downloadFile } from '@/lib/download';
import { createRecipe, updateRecipe } from './recipes-api';
import { exportFileName, planRecipeImport, toExportFile, type ImportPlan } from './transfer';

// The signed-in user's saved recipes: open one, add one as a step (a sub-recipe), delete one,
// export them all as a JSON file and import such a file back (merging by name, asking before
// replacing a saved recipe of the same name).

type Message = { tone: 'success' | 'error' | 'info'; text: string; details?: string[] };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function SavedRecipesDialog({
  open,
  onOpenChange,
  saved,
  loadError,
  currentId,
  onOpen,
  onAddAsStep,
  onDelete,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saved: SavedRecipe[] | null;
  loadError: string | null;
  currentId: string | null;
  onOpen: (recipe: SavedRecipe) => void;
  onAddAsStep: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => Promise<void>;
  /** The list changed on the server (an import): read it again. */
  onChanged: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, setPending] = useState<ImportPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  async function remove(recipe: SavedRecipe) {
    setBusy(true);
    try {
      await onDelete(recipe);
      setMessage({ tone: 'success', text: `Deleted “${recipe.name}”.` });
    } catch (err) {
      setMessage({ tone: 'error', text: `“${recipe.name}” could not be deleted: ${errorText(err)}` });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  async function readImport(file: File) {
    setMessage(null);
    let plan: ImportPlan;
    try {
      plan = planRecipeImport(await file.text(), saved ?? []);
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err) });
      return;
    }
    if (plan.conflicts.length > 0) setPending(plan);
    else await applyImport(plan, false);
  }

  async function applyImport(plan: ImportPlan, replace: boolean) {
    setPending(null);
    setBusy(true);
    const added: string[] = [];
    const replaced: string[] = [];
    const failed: string[] = plan.rejected.map((r) => `Entry ${r.entry} (${r.name}): ${r.message}`);
    for (const recipe of plan.fresh) {
      try {
        await createRecipe(recipe);
        added.push(recipe.name);
      } catch (err) {
        failed.push(`${recipe.name}: ${errorText(err)}`);
      }
    }
    if (replace) {
      for (const { incoming, existing } of plan.conflicts) {
        try {
          await updateRecipe(existing.id, { description: incoming.description, steps: incoming.steps });
          replaced.push(incoming.name);
        } catch (err) {
          failed.push(`${incoming.name}: ${errorText(err)}`);
        }
      }
    }
    const kept = replace ? 0 : plan.conflicts.length;
    const parts = [
      `${added.length} added`,
      ...(replaced.length ? [`${replaced.length} replaced`] : []),
      ...(kept ? [`${kept} kept as saved`] : []),
      ...(plan.unchanged.length ? [`${plan.unchanged.length} already saved`] : []),
      ...(failed.length ? [`${failed.length} not imported`] : []),
    ];
    setMessage({ tone: failed.length ? 'error' : 'success', text: `Import: ${parts.join(', ')}.`, details: failed });
    try {
      await onChanged();
    } finally {
      setBusy(false);
    }
  }

  function exportAll() {
    const file = toExportFile(saved ?? []);
    downloadFile(exportFileName(), JSON.stringify(file, null, 2), 'application/json');
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Saved recipes"
      description="Your recipes, kept with your account."
      className="sm:max-w-2xl"
    >
      <div className="flex flex-col gap-3">
        {loadError && <Alert tone="error">{loadError}</Alert>}
        {message && (
          <Alert tone={message.tone}>
            {message.text}
            {message.details && message.details.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {message.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {pending && (
          <div
            className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-3 text-sm text-fg"
            role="group"
            aria-label="Replace saved recipes?"
          >
            <p>
              {pending.conflicts.length === 1
                ? 'A recipe in the file has'
                : `${pending.conflicts.length} recipes in the file have`}{' '}
              the name of one you saved, with other steps: {pending.conflicts.map((c) => `“${c.incoming.name}”`).join(', ')}.
              Replace yours?
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="danger" onClick={() => void applyImport(pending, true)}>
                Replace them
              </Button>
              <Button size="sm" variant="outline" onClick={() => void applyImport(pending, false)}>
                Keep mine
              </Button>
            </div>
          </div>
        )}
        {saved === null && !loadError && <p className="text-sm text-muted">Loading your recipes…</p>}
        {saved && saved.length === 0 && <p className="text-sm text-muted">No saved recipes yet. Build one and choose Save.</p>}
        {saved && saved.length > 0 && (
          <ul
            className="flex max-h-[45vh] flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border"
            aria-label="Your recipes"
          >
            {saved.map((recipe) => (
              <li key={recipe.id} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-sm font-medium text-fg">
                    {recipe.name}
                    {recipe.id === currentId && <span className="ml-2 text-xs font-normal text-muted">(open)</span>}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {recipe.steps.length} step{recipe.steps.length === 1 ? '' : 's'}
                    {recipe.description ? ` · ${recipe.description}` : ''}
                  </p>
                </div>
                {confirming === recipe.id ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm text-fg">Delete it?</span>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      onClick={() => void remove(recipe)}
                      aria-label={`Yes, delete “${recipe.name}”`}
                    >
                      Delete
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-1.5">
                    <Button size="sm" variant="secondary" onClick={() => onOpen(recipe)} aria-label={`Open “${recipe.name}”`}>
                      <FolderOpen className="h-4 w-4" aria-hidden />
                      Open
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onAddAsStep(recipe)}
                      aria-label={`Add “${recipe.name}” as a step`}
                      title="Add it to the open recipe as one step (a sub-recipe)"
                    >
                      <ListPlus className="h-4 w-4" aria-hidden />
                      As a step
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setConfirming(recipe.id)}
                      aria-label={`Delete “${recipe.name}”`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          <Button size="sm" variant="outline" onClick={exportAll} disabled={!saved || saved.length === 0}>
            <Download className="h-4 w-4" aria-hidden />
            Export all
          </Button>
          <FilePicker label="Import…" accept="application/json,.json" onFile={(file) => void readImport(file)} />
        </div>
      </div>
    </Modal>
  );
}
