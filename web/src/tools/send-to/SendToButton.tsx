import { ArrowRight, Send, Sparkles } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { putHandoff } from '@/lib/handoff';
import type { OperationCatalogue } from '@/operations/catalogue';
import type { Value } from '@/operations/kinds';
import { preloadToolScreen } from '../catalogue/tool-screens';
import { tools } from '../registry';
import { AddAsRecipeStep, type RecipeStepOffer } from './AddAsRecipeStep';
import { destinationsFor, searchDestinations, type Destination } from './destinations';

// "Send to…" (issue 28 §2): opens another tool with this output as its input, handed over in this
// tab's memory (never the clipboard, never the address). The list is the tools and operations that
// take the value's kind, the likeliest first.

type SendToButtonProps = Omit<ButtonProps, 'value' | 'onClick'> & {
  /**
   * The value to send, or a function giving it when the menu opens (kept elsewhere, e.g. a large
   * output); it may answer later (a worker's output is fetched from the worker).
   */
  value: Value | null | (() => Value | null | Promise<Value | null>);
  fromToolId?: string;
  label?: string;
  /** Icon only (the label still names it for screen readers and as its tooltip). */
  iconOnly?: boolean;
  /** The operation and options that made the value, for "Add as recipe step" (default: the tool's first operation). */
  recipeStep?: RecipeStepOffer | null | (() => RecipeStepOffer | null);
};

const SHOWN = 60;

let catalogue: Promise<OperationCatalogue> | null = null;
function loadOperations(): Promise<OperationCatalogue> {
  catalogue ??= import('../operation-registry').then((m) => m.operationCatalogue);
  return catalogue;
}

/**
 * Loads a destination's screen and lets it start what it needs first (its `warm` export: a worker,
 * an engine) while the user is still choosing: the likeliest destination when the list shows, any
 * destination pointed at or focused. A document sent to a cold tool otherwise waits for that tool's
 * code, its worker and its engine after the click. Cheap to repeat: the module is loaded once, and
 * `warm` keeps at most one spare (a spare no visit took is stopped after a while, so a later list
 * warms again).
 */
function warmDestination(toolId: string) {
  const tool = tools.find((t) => t.id === toolId);
  if (!tool?.load) return;
  // Through the screens' cache: the visit then renders the loaded screen without suspending.
  preloadToolScreen({ ...tool, load: tool.load }).then(
      (screen) => screen.warm?.(),
      () => {}, // offline or a failed chunk: the click loads it again, and says so if it still fails
    );
}

export function SendToButton({
  value,
  fromToolId,
  label = 'Send to…',
  variant = 'outline',
  size = 'sm',
  disabled,
  iconOnly,
  recipeStep,
  ...rest
}: SendToButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={iconOnly ? 'icon' : size}
        aria-haspopup="dialog"
        aria-label={iconOnly ? label : undefined}
        title={iconOnly ? label : undefined}
        onClick={() => setOpen(true)}
        disabled={disabled || value === null}
        {...rest}
      >
        <Send className="h-4 w-4" aria-hidden />
        {!iconOnly && label}
      </Button>
      {/* Mounted while closed too: unmounted at once on Escape, the dialog could not give focus back to this button. */}
      <SendToDialog value={value} fromToolId={fromToolId} recipeStep={recipeStep} open={open} onOpenChange={setOpen} />
    </>
  );
}

function SendToDialog({
  value,
  fromToolId,
  recipeStep,
  open,
  onOpenChange,
}: {
  value: SendToButtonProps['value'];
  fromToolId?: string;
  recipeStep?: SendToButtonProps['recipeStep'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [operations, setOperations] = useState<OperationCatalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const direct = useMemo(() => (open ? (typeof value === 'function' ? value() : value) : null), [open, value]);
  // A value that answers later: the menu says so until it has it.
  const [settled, setSettled] = useState<{ from: Promise<Value | null>; value: Value | null } | null>(null);
  useEffect(() => {
    if (!(direct instanceof Promise)) return;
    let cancelled = false;
    direct.then(
      (got) => !cancelled && setSettled({ from: direct, value: got }),
      () => !cancelled && setSettled({ from: direct, value: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [direct]);
  const pending = direct instanceof Promise && settled?.from !== direct;
  const resolved = direct instanceof Promise ? (settled?.from === direct ? settled.value : null) : direct;

  // The operations' list loads the first time the menu opens.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadOperations().then(
      (loaded) => !cancelled && setOperations(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [open]);

  const all = useMemo(
    () => (operations && resolved ? destinationsFor({ value: resolved, tools, operations, fromToolId }) : []),
    [operations, resolved, fromToolId],
  );
  const found = useMemo(() => searchDestinations(all, query), [all, query]);
  const suggested = query ? [] : found.filter((d) => d.suggested).slice(0, 5);
  const rest = (query ? found : found.filter((d) => !suggested.includes(d))).slice(0, SHOWN);
  // The one Enter would pick.
  const likeliest = resolved && !pending ? (suggested[0] ?? rest[0])?.toolId : undefined;
  useEffect(() => {
    if (open && likeliest) warmDestination(likeliest);
  }, [open, likeliest]);

  function choose(destination: Destination) {
    if (!resolved) return;
    const id = putHandoff({ value: resolved, operationId: destination.operation?.id, fromToolId });
    onOpenChange(false);
    navigate(`/tools/${destination.toolId}`, { state: { handoff: id } });
  }

  // Up and down move between destinations; typing goes to the search field.
  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  const item = (d: Destination) => (
    <li key={d.key}>
      <button
        type="button"
        onClick={() => choose(d)}
        onPointerEnter={() => warmDestination(d.toolId)}
        onFocus={() => warmDestination(d.toolId)}
        className="group flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-fg">{d.label}</span>
          <span className="block truncate text-xs text-muted">{d.operation ? d.toolName : d.detail}</span>
        </span>
        <ArrowRight
          className="h-4 w-4 shrink-0 text-muted opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden
        />
      </button>
    </li>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={searchRef}
      title="Send to…"
      description="Open another tool with this output as its input. It is handed over in this tab only."
    >
      <div className="flex flex-col gap-3">
        <AddAsRecipeStep
          offer={open ? (typeof recipeStep === 'function' ? recipeStep() : recipeStep) : null}
          fromToolId={fromToolId}
          operations={operations}
          onChosen={() => onOpenChange(false)}
        />
        <label htmlFor={searchId} className="sr-only">
          Search tools and operations
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
            }
            if (e.key === 'Enter' && found[0]) choose((suggested[0] ?? rest[0])!);
          }}
          placeholder="Search tools and operations…"
          className={inputClasses}
        />
        <p className="sr-only" role="status" aria-live="polite">
          {operations ? `${found.length} destinations` : ''}
        </p>
        {failed && (
          <p className="text-sm text-danger">The list of tools could not be loaded. Check your connection and try again.</p>
        )}
        {!operations && !failed && <p className="text-sm text-muted">Loading the tools…</p>}
        {pending && <p className="text-sm text-muted">Getting the output…</p>}
        {operations && !pending && !resolved && <p className="text-sm text-muted">There is nothing to send yet.</p>}
        {operations && resolved && found.length === 0 && (
          <p className="text-sm text-muted">No tool or operation matches “{query}”.</p>
        )}
        <ul
          ref={listRef}
          onKeyDown={onListKeyDown}
          className="-mx-2 flex max-h-[55vh] flex-col overflow-y-auto"
          aria-label="Destinations"
        >
          {suggested.length > 0 && (
            <li className={cn('px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted')} aria-hidden>
              <Sparkles className="mr-1 inline h-3.5 w-3.5" />
              Suggested
            </li>
          )}
          {suggested.map(item)}
          {suggested.length > 0 && rest.length > 0 && (
            <li className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted" aria-hidden>
              All
            </li>
          )}
          {rest.map(item)}
        </ul>
        {found.length > rest.length + suggested.length && (
          <p className="text-xs text-muted">
            Showing {rest.length + suggested.length} of {found.length}: type to narrow the list.
          </p>
        )}
      </div>
    </Modal>
  );
}
