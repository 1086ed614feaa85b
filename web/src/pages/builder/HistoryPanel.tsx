import * as Dialog from '@radix-ui/react-dialog';
import { Clock, History, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Badge } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import type { BuilderHistoryEntry } from './history';

function when(date: Date): string {
  return date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * The History button (with the count, only when there is history) and the Generation History
 * panel with Clear All (spec platform.md §2, §4). Choosing an entry makes it current.
 */
export function HistoryPanel({
  entries,
  currentId,
  onSelect,
  onClear,
  disabled,
}: {
  entries: readonly BuilderHistoryEntry[];
  currentId: string | null;
  onSelect: (entry: BuilderHistoryEntry) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const isOpen = open && entries.length > 0;

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {entries.length > 0 && (
        <Dialog.Trigger asChild>
          <Button variant="outline" disabled={disabled}>
            <History className="h-4 w-4" aria-hidden />
            History
            <span className="rounded-full bg-primary/15 px-1.5 text-xs font-semibold tabular-nums text-primary">
              {entries.length}
            </span>
          </Button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-surface shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-fg">Generation History</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-muted">Your 10 most recent websites, kept in this browser.</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close history">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <ol className="flex-1 space-y-2 overflow-y-auto px-5 py-4" aria-label="Generated websites">
            {entries.map((entry) => {
              const current = entry.id === currentId;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      onSelect(entry);
                      setOpen(false);
                    }}
                    className={cn(
                      'flex w-full flex-col gap-1 rounded-lg border px-4 py-3 text-left transition-colors hover:bg-surface-2',
                      current ? 'border-primary/60 bg-primary/5' : 'border-border',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-semibold text-fg">{entry.name}</span>
                      {entry.version > 1 && <Badge tone="ai">v{entry.version}</Badge>}
                    </span>
                    <span className="line-clamp-2 text-sm text-muted">{entry.instruction ? `Revised: ${entry.instruction}` : entry.prompt}</span>
                    <span className="flex items-center gap-1.5 text-xs text-muted">
                      <Clock className="h-3.5 w-3.5" aria-hidden />
                      <time dateTime={entry.timestamp.toISOString()}>{when(entry.timestamp)}</time>
                      {current && <span className="font-medium text-primary">· Current</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="flex justify-end border-t border-border px-5 py-3">
            <Button
              variant="ghost"
              className="text-danger"
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Clear All
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
