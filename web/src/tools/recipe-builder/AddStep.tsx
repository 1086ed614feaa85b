import { Lightbulb, Plus, Search } from 'lucide-react';
import { memo, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/Button';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import type { OperationCatalogue, OperationEntry } from '@/operations/catalogue';
import { flowProblem, kindLabels, type Kind } from '@/operations/kinds';
import { findTool } from '../registry';
import { searchOperations } from './search';
import type { Suggestion } from './suggest';

// Adding a step: search the catalogue's operations (name, tool, keywords, kinds: "json → text"),
// Enter adds the first match; and "Suggested next", from what the current output looks like,
// never added by itself.

const SHOWN = 8;

const toolName = (toolId: string) => findTool(toolId)?.name ?? toolId;
const popularity = (toolId: string) => findTool(toolId)?.popularity ?? 0;

// Memoized: a run's progress re-renders the builder, not the search.
export const AddStep = memo(function AddStep({
  catalogue,
  previousKind,
  suggestions,
  onAdd,
}: {
  catalogue: OperationCatalogue;
  /** What the last step gives (or the input is): an operation that cannot take it is marked. */
  previousKind: Kind | null;
  suggestions: Suggestion[];
  onAdd: (entry: OperationEntry) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = useId();
  const found = useMemo(
    () => (query.trim() ? searchOperations(catalogue, query, { toolName, popularity }).slice(0, SHOWN) : []),
    [catalogue, query],
  );

  function add(entry: OperationEntry) {
    onAdd(entry);
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && found[0]) {
      event.preventDefault();
      add(found[0].entry);
    }
  }

  const mismatch = (entry: OperationEntry) =>
    previousKind && previousKind !== 'none' && entry.operation.input !== 'none'
      ? flowProblem(previousKind, entry.operation.input as Kind)
      : null;

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-surface p-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-fg">
          Add a step
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Search operations: base64 decode, json, text → json…"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            className={cn(inputClasses, 'pl-9')}
          />
        </div>
        <p id={hintId} className="text-xs text-muted">
          Enter adds the first match.
        </p>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {query.trim() ? `${found.length} operations found` : ''}
      </p>
      {query.trim() && found.length === 0 && <p className="text-sm text-muted">No operation matches “{query}”.</p>}
      {found.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Matching operations">
          {found.map(({ entry, toolName: tool }) => {
            const problem = mismatch(entry);
            return (
              <li key={entry.operation.id}>
                <button
                  type="button"
                  onClick={() => add(entry)}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus className="h-4 w-4 shrink-0 text-primary" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-fg">{entry.operation.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {tool} · {kindLabels[entry.operation.input as Kind]} → {kindLabels[entry.operation.output as Kind]}
                    </span>
                    {problem && <span className="block text-xs text-danger">{problem}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
            <Lightbulb className="h-3.5 w-3.5" aria-hidden />
            Suggested next step
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Suggested next steps">
            {suggestions.map((s) => (
              <li key={s.entry.operation.id}>
                <Button variant="secondary" size="sm" onClick={() => add(s.entry)} title={s.reason}>
                  <Plus className="h-3.5 w-3.5" aria-hidden />
                  {s.entry.operation.name}
                  <span className="sr-only"> ({s.reason})</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
