import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { TextInput } from '@/components/Field';
import { Modal } from '@/components/Modal';
import { cn } from '@/lib/cn';
import type { Environment } from './environment';
import { KeyValueEditor } from '@/components/KeyValueEditor';
import { rowId } from './query-params';
import type { KeyValueRow } from './request-draft';
import { newId } from './saved';

type EnvironmentsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  environments: Environment[];
  onChange: (environments: Environment[]) => void;
  selectedId: string;
};

function rowsOf(environment: Environment | undefined): KeyValueRow[] {
  return Object.entries(environment?.variables ?? {}).map(([key, value]) => ({ id: rowId(), key, value, enabled: true }));
}

/** Named sets of variables; `{{name}}` in a request is replaced by the chosen set's value. */
export function EnvironmentsDialog({ open, onOpenChange, environments, onChange, selectedId }: EnvironmentsDialogProps) {
  // The parent remounts this on every opening: it starts at the chosen environment, and while it is
  // open its rows are the source of truth (half-typed and duplicate names included).
  const [editing, setEditing] = useState<string | null>(
    () => (environments.find((e) => e.id === selectedId) ?? environments[0])?.id ?? null,
  );
  const [rows, setRows] = useState<KeyValueRow[]>(() => rowsOf(environments.find((e) => e.id === editing)));
  const current = environments.find((e) => e.id === editing);

  const duplicates = useMemo(() => {
    const seen = new Map<string, string>();
    const problems = new Map<string, string>();
    for (const row of rows) {
      const key = row.key.trim();
      if (key === '') continue;
      if (!/^[A-Za-z0-9_.-]+$/.test(key)) problems.set(row.id, 'Names may only contain letters, digits, _ . and -');
      else if (seen.has(key)) problems.set(row.id, `${key} is already defined above`);
      else seen.set(key, row.id);
    }
    return problems;
  }, [rows]);

  function edit(id: string) {
    setEditing(id);
    setRows(rowsOf(environments.find((e) => e.id === id)));
  }

  function saveRows(next: KeyValueRow[]) {
    setRows(next);
    if (!current) return;
    const variables: Record<string, string> = {};
    for (const row of next)
      if (row.key.trim() !== '' && /^[A-Za-z0-9_.-]+$/.test(row.key.trim()) && !(row.key.trim() in variables))
        variables[row.key.trim()] = row.value;
    onChange(environments.map((e) => (e.id === current.id ? { ...e, variables } : e)));
  }

  function add() {
    const environment: Environment = { id: newId(), name: `Environment ${environments.length + 1}`, variables: {} };
    onChange([...environments, environment]);
    setEditing(environment.id);
    setRows([]);
  }

  function remove(id: string) {
    const rest = environments.filter((e) => e.id !== id);
    onChange(rest);
    setEditing(rest[0]?.id ?? null);
    setRows(rowsOf(rest[0]));
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Environments"
      description="Variables used as {{name}} in the URL, params, headers, auth and body."
      className="max-w-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col gap-1" aria-label="Environments">
            {environments.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  aria-current={e.id === editing ? 'true' : undefined}
                  onClick={() => edit(e.id)}
                  className={cn(
                    'w-full truncate rounded-md px-3 py-2 text-left text-sm',
                    e.id === editing ? 'bg-primary/10 font-medium text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg',
                  )}
                >
                  {e.name}
                </button>
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" onClick={add}>
            <Plus className="h-4 w-4" aria-hidden />
            Add environment
          </Button>
        </div>
        {current ? (
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex items-end gap-2">
              <TextInput
                label="Environment name"
                wrapperClassName="min-w-0 flex-1"
                value={current.name}
                onChange={(e) =>
                  onChange(environments.map((env) => (env.id === current.id ? { ...env, name: e.target.value } : env)))
                }
                onBlur={(e) => {
                  if (e.target.value.trim() === '')
                    onChange(environments.map((env) => (env.id === current.id ? { ...env, name: 'Untitled' } : env)));
                }}
              />
              <Button variant="ghost" className="text-danger" onClick={() => remove(current.id)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Delete
              </Button>
            </div>
            <KeyValueEditor
              label={`Variables of ${current.name}`}
              noun="variable"
              keyPlaceholder="name"
              valuePlaceholder="value"
              rows={rows}
              onChange={saveRows}
              problems={duplicates}
              problemNote="not used"
              noToggles
            />
          </div>
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted">
            No environments yet. Add one to keep a base URL or a token in one place.
          </div>
        )}
      </div>
    </Modal>
  );
}
