import { FileUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './Button';
import { fieldLook } from './field-classes';

/** A row of name and value that can be switched off (query params, headers, form fields, variables). */
export type KeyValueRow = { id: string; key: string; value: string; enabled: boolean };
/** A multipart field: text, or a file chosen in this page (files are not stored, only their name). */
export type FormRow = KeyValueRow & { kind: 'text' | 'file'; fileName?: string };

let counter = 0;
/** A row id, unique within the page (rows are keyed by it in React and in the problem lists). */
export function rowId(): string {
  counter += 1;
  return `r${Date.now().toString(36)}${counter.toString(36)}`;
}

type Names = {
  /** "parameter", "header", "field", "variable": used in every control's accessible name. */
  noun: string;
  keyPlaceholder: string;
  valuePlaceholder: string;
};

type KeyValueEditorProps<R extends KeyValueRow> = Names & {
  label: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  /** Rows that will not be sent, by id, with the reason (shown under the row). */
  problems?: ReadonlyMap<string, string>;
  /** Without the enabled toggles (environment variables). */
  noToggles?: boolean;
  /** Multipart: each row is text or a file. */
  files?: { chosen: ReadonlyMap<string, File>; onChoose: (id: string, file: File | null) => void };
  empty?: ReactNode;
  /** What happens to a row with a problem ("not sent"). */
  problemNote?: string;
};

/**
 * Rows of name and value with a toggle each, as Postman and Hoppscotch show params and headers.
 * A blank row waits at the end: typing in it adds a row (and keeps the focus there).
 */
export function KeyValueEditor<R extends KeyValueRow>({
  label,
  rows,
  onChange,
  problems,
  noToggles,
  files,
  empty,
  noun,
  keyPlaceholder,
  valuePlaceholder,
  problemNote = 'not sent',
}: KeyValueEditorProps<R>) {
  const [blankId, setBlankId] = useState(rowId);
  const headingId = useId();
  const fileInputs = useRef(new Map<string, HTMLInputElement>());

  function update(id: string, change: Partial<FormRow>) {
    const existing = rows.find((r) => r.id === id);
    if (existing) {
      onChange(rows.map((r) => (r.id === id ? { ...r, ...change } : r)));
      return;
    }
    // The blank row becomes a real one under the same id, so React keeps its input (and the focus).
    onChange([...rows, { id, key: '', value: '', enabled: true, ...(files ? { kind: 'text' } : {}), ...change } as unknown as R]);
    setBlankId(rowId());
  }

  const shown: (R | (KeyValueRow & { blank: true }))[] = [
    ...rows,
    { id: blankId, key: '', value: '', enabled: true, blank: true },
  ];
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="sr-only">
        {label}
      </span>
      {rows.length === 0 && empty}
      <div className="flex flex-col gap-1.5">
        {shown.map((row, index) => {
          const blank = 'blank' in row;
          const n = blank ? `new ${noun}` : `${noun} ${index + 1}`;
          const problem = blank ? undefined : problems?.get(row.id);
          const formRow = row as Partial<FormRow>;
          const isFile = files && formRow.kind === 'file';
          const chosen = files?.chosen.get(row.id);
          return (
            <div key={row.id} className="flex flex-col gap-1">
              <div className={cn('flex items-center gap-2', !blank && !row.enabled && 'opacity-60')}>
                {!noToggles && (
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0 accent-primary"
                    aria-label={`Send ${n}`}
                    checked={row.enabled}
                    disabled={blank}
                    onChange={(e) => update(row.id, { enabled: e.target.checked })}
                  />
                )}
                <input
                  className={cn(
                    fieldLook,
                    'h-9 min-w-0 flex-1 bg-surface px-3 font-mono text-[13px] text-fg',
                    problem ? 'border-danger' : 'border-border',
                  )}
                  aria-label={`${capitalize(n)} name`}
                  aria-invalid={problem ? true : undefined}
                  placeholder={keyPlaceholder}
                  value={row.key}
                  spellCheck={false}
                  onChange={(e) => update(row.id, { key: e.target.value })}
                />
                {files && (
                  <select
                    className={cn(fieldLook, 'h-9 w-20 shrink-0 border-border bg-surface px-2 text-sm text-fg')}
                    aria-label={`${capitalize(n)} type`}
                    value={formRow.kind ?? 'text'}
                    onChange={(e) => update(row.id, { kind: e.target.value as 'text' | 'file', value: '' })}
                  >
                    <option value="text">Text</option>
                    <option value="file">File</option>
                  </select>
                )}
                {isFile ? (
                  <div className="flex min-w-0 flex-[1.4] items-center gap-2">
                    <input
                      ref={(el) => {
                        if (el) fileInputs.current.set(row.id, el);
                        else fileInputs.current.delete(row.id);
                      }}
                      type="file"
                      className="sr-only"
                      aria-label={`${capitalize(n)} file`}
                      onChange={(e) => {
                        const file = e.target.files?.[0] ?? null;
                        files.onChoose(row.id, file);
                        update(row.id, { fileName: file?.name });
                      }}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-9 min-w-0 flex-1 justify-start"
                      onClick={() => fileInputs.current.get(row.id)?.click()}
                    >
                      <FileUp className="h-4 w-4 shrink-0" aria-hidden />
                      <span className="truncate">
                        {chosen ? chosen.name : formRow.fileName ? `Choose ${formRow.fileName} again` : 'Choose a file'}
                      </span>
                    </Button>
                  </div>
                ) : (
                  <input
                    className={cn(
                      fieldLook,
                      'h-9 min-w-0 flex-[1.4] border-border bg-surface px-3 font-mono text-[13px] text-fg',
                    )}
                    aria-label={`${capitalize(n)} value`}
                    placeholder={valuePlaceholder}
                    value={row.value}
                    spellCheck={false}
                    onChange={(e) => update(row.id, { value: e.target.value })}
                  />
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn('h-9 w-9 shrink-0 text-muted hover:text-danger', blank && 'invisible')}
                  aria-label={`Remove ${n}`}
                  disabled={blank}
                  onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              {problem && (
                <p className={cn('text-xs text-danger', !noToggles && 'pl-6')} role="alert">
                  {problem} — {problemNote}.
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
