import { cn } from '@/lib/cn';

/** The document's lines with the matched ones marked (a colour and a ▸ in the gutter). */
export function HighlightedJson({ lines, marked, truncated }: { lines: string[]; marked: Set<number>; truncated: boolean }) {
  return (
    <section aria-label="Document with matches highlighted" className="flex min-w-0 flex-col gap-1.5">
      <h2 className="text-sm font-medium text-fg">Document, matches highlighted</h2>
      <div
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-lg border border-border bg-surface-2 py-2 font-mono text-[12.5px] leading-5"
      >
        {lines.map((line, i) => (
          <div key={i} className={cn('flex whitespace-pre pr-3', marked.has(i) && 'bg-amber-500/20')}>
            {/* On the amber of a match, muted grey is below 4.5:1: matched rows number in the text colour. */}
            <span className={cn('w-10 shrink-0 select-none pr-2 text-right', marked.has(i) ? 'text-fg' : 'text-muted')}>
              {i + 1}
            </span>
            <span
              className={cn('w-4 shrink-0 select-none text-center', marked.has(i) ? 'text-fg' : 'text-muted')}
              aria-label={marked.has(i) ? 'match' : undefined}
            >
              {marked.has(i) ? '▸' : ''}
            </span>
            <span className="text-fg">{line}</span>
          </div>
        ))}
      </div>
      {truncated && <p className="text-xs text-muted">Showing the first {lines.length.toLocaleString('en')} lines.</p>}
    </section>
  );
}
