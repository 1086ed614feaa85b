import { History } from 'lucide-react';
import type { QueryHistoryEntry } from './query-history';

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The query history of one database, newest first; choosing an entry puts its query back in the editor. */
export function QueryHistoryList({
  entries,
  onPick,
  className,
}: {
  entries: QueryHistoryEntry[];
  onPick: (entry: QueryHistoryEntry) => void;
  className?: string;
}) {
  if (entries.length === 0) {
    return (
      <p
        className={`flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-4 text-sm text-muted ${className ?? ''}`}
      >
        <History className="h-4 w-4 shrink-0" aria-hidden /> Queries you run appear here (the last 20 per database).
      </p>
    );
  }
  return (
    <ol aria-label="Query history" className={`flex flex-col gap-1 ${className ?? ''}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onPick(entry)}
            title={entry.query}
            className="flex w-full min-w-0 flex-col items-start gap-0.5 rounded-md px-2.5 py-1.5 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="w-full truncate font-mono text-xs text-fg">{entry.name}</span>
            <span className="text-[11px] text-muted">{time(entry.timestamp)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
