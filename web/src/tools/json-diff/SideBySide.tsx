import { cn } from '@/lib/cn';
import type { LineMark } from './highlights';

const markStyles: Record<LineMark, { row: string; sign: string; label: string }> = {
  removed: { row: 'bg-red-500/15', sign: '−', label: 'removed' },
  added: { row: 'bg-green-500/15', sign: '+', label: 'added' },
  changed: { row: 'bg-amber-500/15', sign: '~', label: 'changed' },
  moved: { row: 'bg-sky-500/15', sign: '↕', label: 'moved' },
};

/** One side of the comparison: the document's lines, marked where the diff touches them. */
function Side({
  title,
  lines,
  marks,
  truncated,
}: {
  title: string;
  lines: string[];
  marks: Map<number, LineMark>;
  truncated: boolean;
}) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-sm font-medium text-fg">{title}</h3>
      <div
        tabIndex={0}
        className="max-h-[32rem] overflow-auto rounded-lg border border-border bg-surface-2 py-2 font-mono text-[12.5px] leading-5"
      >
        {lines.map((line, i) => {
          const mark = marks.get(i);
          return (
            <div key={i} className={cn('flex whitespace-pre pr-3', mark && markStyles[mark].row)}>
              <span className="w-10 shrink-0 select-none pr-2 text-right text-muted">{i + 1}</span>
              <span
                className="w-4 shrink-0 select-none text-center text-muted"
                aria-label={mark ? markStyles[mark].label : undefined}
              >
                {mark ? markStyles[mark].sign : ''}
              </span>
              <span className="text-fg">{line}</span>
            </div>
          );
        })}
      </div>
      {truncated && (
        <p className="text-xs text-muted">
          Showing the first {lines.length.toLocaleString('en')} lines; the patch covers the whole document.
        </p>
      )}
    </section>
  );
}

export function SideBySide(props: {
  left: { lines: string[]; marks: Map<number, LineMark>; truncated: boolean };
  right: { lines: string[]; marks: Map<number, LineMark>; truncated: boolean };
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Side title="First document" {...props.left} />
      <Side title="Second document" {...props.right} />
    </div>
  );
}

export function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-3 text-xs text-muted">
      {Object.values(markStyles).map((m) => (
        <li key={m.label} className="flex items-center gap-1">
          <span className={cn('inline-flex h-4 w-4 items-center justify-center rounded', m.row)} aria-hidden>
            {m.sign}
          </span>
          {m.label}
        </li>
      ))}
    </ul>
  );
}
