import { useRef, useState, type FormEvent } from 'react';
import { recipeDescriptionSchema, recipeNameSchema, type RecipeStep, type SavedRecipe } from '@common/recipes';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { TextArea, TextInput } from '@/components/Field';
import { Modal } from '@/components/Modal';
import { createRecipe, updateRecipe } from './recipes-api';

// Save: the open saved recipe gets its new steps, name and description (PATCH); "Save as…" and a
// recipe never saved ask for a name and make a new one (POST). The server's message (a name taken,
// 100 recipes already, a step it refuses) is shown as it comes.

export function SaveRecipeDialog({
  mode,
  onClose,
  loaded,
  steps,
  onSaved,
}: {
  mode: 'save' | 'save-as' | null;
  onClose: () => void;
  loaded: { id: string; name: string; description: string } | null;
  steps: RecipeStep[];
  onSaved: (recipe: SavedRecipe) => void;
}) {
  const [name, setName] = useState(mode === 'save-as' && loaded ? `${loaded.name} (copy)` : (loaded?.name ?? ''));
  const [description, setDescription] = useState(loaded?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const updating = mode === 'save' && loaded !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checkedName = recipeNameSchema.safeParse(name);
    if (!checkedName.success) return setError(checkedName.error.issues[0]?.message ?? 'Name is required');
    const checkedDescription = recipeDescriptionSchema.safeParse(description);
    if (!checkedDescription.success) return setError(checkedDescription.error.issues[0]?.message ?? 'Invalid description');
    setBusy(true);
    setError(null);
    try {
      const saved = updating
        ? await updateRecipe(loaded.id, { name: checkedName.data, description: checkedDescription.data, steps })
        : await createRecipe({ name: checkedName.data, description: checkedDescription.data, steps });
      onSaved(saved);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      initialFocus={nameRef}
      title={updating ? `Save “${loaded.name}”` : 'Save recipe'}
      description={updating ? 'Its steps are replaced by the ones shown.' : 'A new recipe in your account.'}
    >
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
        <TextInput ref={nameRef} label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
        <TextArea
          label="Description (optional)"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
          rows={2}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
