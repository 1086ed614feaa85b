import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, CornerDownLeft, LayoutGrid, Moon, Search, Sun, User, WandSparkles, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import { CategoryIcon } from '@/tools/catalogue/CategoryIcon';
import { useOperationIndex } from '@/tools/catalogue/operation-index';
import type { ToolLinkState } from '@/tools/catalogue/ToolCard';
import { useRecentToolIds } from '@/tools/catalogue/use-tool-lists';
import { tools } from '@/tools/registry';
import { categoryLabels } from '@/tools/types';
import { useTheme } from '@/services/theme';
import { moveActive, searchPalette, type PaletteActionId, type PaletteItem } from './palette-items';

const actionIcons: Record<PaletteActionId, LucideIcon> = {
  'go-tools': LayoutGrid,
  'toggle-theme': Moon,
  'go-account': User,
  'open-builder': WandSparkles,
};

/**
 * Ctrl/Cmd+K palette: a combobox over tools and a few actions. Focus stays in the input; the
 * active option is announced through aria-activedescendant. Mounted only while open, so every
 * opening starts with an empty query.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { resolved, setPreference } = useTheme();
  const recentIds = useRecentToolIds();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  // Operations are searched too, once their index has arrived (fetched as the palette opens).
  const operations = useOperationIndex(true);
  const groups = useMemo(() => searchPalette({ query, tools, operations, recentIds }), [query, operations, recentIds]);
  const items = groups.flatMap((g) => g.items);
  // Radix gives focus back to a Dialog.Trigger, and this dialog has none (it opens from the keyboard).
  const [returnFocusTo] = useState(() => document.activeElement);
  const activeIndex = items.length === 0 ? -1 : Math.min(active, items.length - 1);

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[id="${optionId(activeIndex)}"]`)?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function run(item: PaletteItem) {
    onClose();
    if (item.kind === 'tool') return navigate(`/tools/${item.id}`);
    if (item.kind === 'operation') return navigate(`/tools/${item.tool.id}`, { state: { operation: item.id } satisfies ToolLinkState });
    switch (item.id) {
      case 'go-tools':
        return navigate('/tools');
      case 'go-account':
        return navigate('/account');
      case 'open-builder':
        return navigate('/forge-builder');
      case 'toggle-theme':
        return setPreference(resolved === 'dark' ? 'light' : 'dark');
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || ((e.key === 'Home' || e.key === 'End') && e.ctrlKey)) {
      e.preventDefault();
      setActive(moveActive({ active: activeIndex, count: items.length, key: e.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' }));
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      run(items[activeIndex]);
    }
  }

  const groupIds = (label: string) => `${baseId}-group-${label.replace(/\W+/g, '-')}`;
  const renderGroup = (label: string, list: PaletteItem[], offset: number) =>
    list.length > 0 && (
      <div key={label} role="group" aria-labelledby={groupIds(label)} className="py-1.5">
        <div
          id={groupIds(label)}
          role="presentation"
          className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-muted"
        >
          {label}
        </div>
        {list.map((item, j) => {
          const i = offset + j;
          const selected = i === activeIndex;
          const ActionIcon =
            item.kind === 'action' ? (item.id === 'toggle-theme' && resolved === 'dark' ? Sun : actionIcons[item.id]) : null;
          return (
            <div
              key={`${item.kind}-${item.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={selected}
              onMouseMove={() => activeIndex !== i && setActive(i)}
              onClick={() => run(item)}
              className={cn(
                'mx-1.5 flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2',
                selected ? 'bg-primary/10 text-fg' : 'text-fg',
              )}
            >
              {item.kind !== 'action' ? (
                <CategoryIcon category={item.tool.category} size="sm" />
              ) : (
                ActionIcon && (
                  <span
                    className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted"
                    aria-hidden
                  >
                    <ActionIcon className="h-4 w-4" />
                  </span>
                )
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium">{item.label}</span>
                  {item.kind === 'tool' && item.tool.comingSoon && <Badge tone="soon">Soon</Badge>}
                </span>
                <span className="block truncate text-xs text-muted">
                  {item.kind === 'tool'
                    ? `${categoryLabels[item.tool.category]} · ${item.hint}`
                    : item.kind === 'operation'
                      ? `${item.tool.name} · ${item.hint}`
                      : item.hint}
                </span>
              </span>
              {selected &&
                (item.kind !== 'action' ? (
                  <ArrowRight className="h-4 w-4 shrink-0 text-muted" aria-hidden />
                ) : (
                  <CornerDownLeft className="h-4 w-4 shrink-0 text-muted" aria-hidden />
                ))}
            </div>
          );
        })}
      </div>
    );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            // After a navigation the element may be gone; the new page then keeps its own focus.
            if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
          }}
          className="fixed left-1/2 top-[10vh] z-50 flex max-h-[min(32rem,80vh)] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-border bg-surface text-fg shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Dialog.Description className="sr-only">
            Search tools and actions. Use the up and down arrow keys to move, Enter to open, Escape to close.
          </Dialog.Description>
          <div className="flex items-center gap-3 border-b border-border px-4">
            <Search className="h-5 w-5 shrink-0 text-muted" aria-hidden />
            <input
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              aria-label="Search tools and actions"
              placeholder="Search tools and actions…"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-fg placeholder:text-muted/80 focus:outline-none focus-visible:outline-none"
            />
            <kbd className="hidden rounded border border-border bg-surface-2 px-1.5 py-0.5 text-[11px] font-medium text-muted sm:inline">
              Esc
            </kbd>
          </div>
          <div
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label="Tools and actions"
            className="min-h-0 flex-1 overflow-y-auto py-1"
          >
            {groups.map((g, i) =>
              renderGroup(
                g.label,
                g.items,
                groups.slice(0, i).reduce((n, prev) => n + prev.items.length, 0),
              ),
            )}
          </div>
          {items.length === 0 && (
            <p role="status" className="px-4 pb-8 pt-4 text-center text-sm text-muted">
              No tools or actions match “{query.trim()}”.
            </p>
          )}
          <div
            className="hidden items-center gap-4 border-t border-border bg-surface-2/60 px-4 py-2 text-xs text-muted sm:flex"
            aria-hidden
          >
            <span>
              <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move
            </span>
            <span>
              <kbd className="font-sans">Enter</kbd> to open
            </span>
            <span>
              <kbd className="font-sans">Esc</kbd> to close
            </span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
