import { useCallback, useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { CheckCircle2, Plus, X } from 'lucide-react';
import { Button } from '@/components/Button';
import { Alert, Card, Spinner } from '@/components/Feedback';

/** One titled block of the account page. */
export function AccountSection({
  id,
  title,
  description,
  icon,
  aside,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <header className="mb-5 flex min-w-0 items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            {icon}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 id={headingId} className="text-lg font-semibold">
                {title}
              </h2>
              {aside}
            </div>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </header>
        {children}
      </Card>
    </section>
  );
}

/** A section's one-line hint and the button that opens (and cancels) its add/create form. */
export function SectionToolbar({
  hint,
  open,
  formId,
  openLabel,
  onToggle,
}: {
  hint: ReactNode;
  open: boolean;
  formId: string;
  openLabel: string;
  onToggle: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{hint}</p>
      <Button
        variant={open ? 'outline' : 'primary'}
        size="sm"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={onToggle}
      >
        {open ? <X className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
        {open ? 'Cancel' : openLabel}
      </Button>
    </div>
  );
}

/** What the last action did, announced politely. */
export function SectionNotice({ notice }: { notice: string | null }) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {notice && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-2.5 text-sm text-fg">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
          {notice}
        </p>
      )}
    </div>
  );
}

export type LoadedListState<T> = {
  /** Null until the first load succeeds. */
  items: T[] | null;
  /** For the section's own changes (added, updated, removed) once the server has confirmed them. */
  setItems: Dispatch<SetStateAction<T[] | null>>;
  /** Why the last load failed; cleared by one that succeeds. */
  error: string | null;
  /** Loads again (Try again). */
  reload: () => Promise<void>;
};

/** A section's list, loaded from the server when the section mounts: the state LoadedList shows. */
export function useLoadedList<T>(fetchList: () => Promise<T[]>): LoadedListState<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The section's latest loader: a new function each render must not load again.
  const latestFetch = useRef(fetchList);
  useEffect(() => {
    latestFetch.current = fetchList;
  }, [fetchList]);

  const reload = useCallback(
    () =>
      latestFetch.current().then(
        (list) => {
          setItems(list);
          setError(null);
        },
        (err: Error) => setError(err.message),
      ),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, error, reload };
}

/** A list loaded from the server (useLoadedList): its error (with Try again), loading, empty and filled states. */
export function LoadedList<T>({
  items,
  error,
  onRetry,
  what,
  empty,
  listLabel,
  children,
}: {
  items: T[] | null;
  error: string | null;
  onRetry: () => void;
  /** "API keys", "API tokens": in the error title and the loading label. */
  what: string;
  empty: ReactNode;
  listLabel: string;
  children: (item: T) => ReactNode;
}) {
  if (error)
    return (
      <Alert tone="error" title={`Could not load your ${what}`}>
        <p>{error}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (items === null)
    return (
      <div className="flex items-center gap-2 py-4 text-sm text-muted">
        <Spinner className="h-4 w-4" label={`Loading ${what}`} /> Loading your {what.replace(/^API /, '')}…
      </div>
    );
  if (items.length === 0)
    return <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={listLabel}>
      {items.map(children)}
    </ul>
  );
}
