import { History } from 'lucide-react';
import { DownloadButton } from '@/components/DownloadButton';
import { historyFile, type HistoryEntry } from './commit-history';

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Recent Commits (spec tools.md §2, §4): newest first; a click loads the message as the current one. */
export function CommitHistory({ history, onLoad }: { history: HistoryEntry[]; onLoad: (entry: HistoryEntry) => void }) {
  return (
    <section aria-labelledby="commit-history-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="commit-history-title" className="flex items-center gap-2 text-sm font-medium text-fg">
          <History className="h-4 w-4 text-muted" aria-hidden />
          Recent Commits
        </h2>
        <DownloadButton
          fileName="commit-history.json"
          content={() => historyFile(history)}
          mimeType="application/json"
          label="Export History"
          disabled={history.length === 0}
        />
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-muted">Generated messages are kept here (the last 10). Click one to load it again.</p>
      ) : (
        <ul
          aria-labelledby="commit-history-title"
          className="flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface"
        >
          {history.map((entry) => (
            <li key={`${entry.createdAt}-${entry.message}`}>
              <button
                type="button"
                onClick={() => onLoad(entry)}
                className="flex w-full flex-col gap-0.5 px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate font-mono text-[13px] text-fg">{entry.message.split('\n')[0]}</span>
                <span className="text-xs text-muted">
                  {when(entry.createdAt)} · {entry.source}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
