import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Select, TextInput } from '@/components/Field';
import { Modal } from '@/components/Modal';
import type { Collection } from './saved';

const NEW = '__new__';

type SaveRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collections: Collection[];
  defaultName: string;
  /** Saves into an existing collection (by id) or a new one (by name). */
  onSave: (choice: { name: string; collectionId: string } | { name: string; newCollection: string }) => void;
};

/** Spec §2/§5: a name is required and a collection must be chosen (or a new one named); Cancel closes. */
export function SaveRequestDialog({ open, onOpenChange, collections, defaultName, onSave }: SaveRequestDialogProps) {
  const [name, setName] = useState(defaultName);
  const [collectionId, setCollectionId] = useState(collections[0]?.id ?? NEW);
  const [newCollection, setNewCollection] = useState('');

  const creating = collectionId === NEW;
  const canSave = name.trim() !== '' && (creating ? newCollection.trim() !== '' : collections.some((c) => c.id === collectionId));
  const save = () => {
    if (!canSave) return;
    onSave(creating ? { name: name.trim(), newCollection: newCollection.trim() } : { name: name.trim(), collectionId });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Save request"
      description="Keep this request in a collection to send it again later."
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!canSave}>
            <Save className="h-4 w-4" aria-hidden />
            Save
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <TextInput label="Request name" value={name} onChange={(e) => setName(e.target.value)} autoFocus required />
        <Select label="Collection" value={collectionId} onChange={(e) => setCollectionId(e.target.value)}>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          <option value={NEW}>New collection…</option>
        </Select>
        {creating && (
          <TextInput
            label="New collection name"
            value={newCollection}
            onChange={(e) => setNewCollection(e.target.value)}
            placeholder="e.g. Payments API"
          />
        )}
        <button type="submit" className="hidden" aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
